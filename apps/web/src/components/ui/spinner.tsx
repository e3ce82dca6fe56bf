/** A spinning ring with an accessible label. */
export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="status" className={`flex flex-col items-center justify-center gap-3 ${className}`}>
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-blue-200 border-t-blue-600 motion-reduce:animate-none dark:border-slate-700 dark:border-t-blue-400" />
      <span className="text-sm text-slate-500 dark:text-slate-400">{label}</span>
    </div>
  );
}
