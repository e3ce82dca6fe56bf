import { LOADING_VALUE, NOT_AVAILABLE } from '../lib/format.ts';

/**
 * A statistics tile (spec §2): its label and value; '...' while `loading`, 'N/A' when the value
 * is null (none yet, or the results could not be fetched).
 */
export function StatTile({
  label,
  value,
  loading,
  testId,
}: {
  label: string;
  value: string | null;
  loading: boolean;
  testId: string;
}) {
  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-xl font-black sm:text-2xl" data-testid={testId}>
        {loading ? LOADING_VALUE : (value ?? NOT_AVAILABLE)}
      </dd>
    </div>
  );
}
