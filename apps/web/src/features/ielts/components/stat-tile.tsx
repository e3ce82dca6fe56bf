import { useT } from '../../../i18n/i18n.tsx';

/**
 * A statistics tile (spec §2): its label and value; '...' while `loading`, 'Chưa có' / 'N/A' when the value
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
  const t = useT();
  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-xl font-black sm:text-2xl" data-testid={testId}>
        {loading ? t('ielts.loadingValue') : (value ?? t('ielts.notAvailable'))}
      </dd>
    </div>
  );
}
