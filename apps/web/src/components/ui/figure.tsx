/** A labelled figure of a results screen (inside a <dl>): games, IELTS reviews. `id` is its test id. */
export function Figure({ label, value, id }: { label: string; value: string; id: string }) {
  return (
    <div className="rounded-xl bg-slate-100 p-3 text-center dark:bg-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-xl font-bold" data-testid={id}>
        {value}
      </dd>
    </div>
  );
}
