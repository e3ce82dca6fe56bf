/**
 * The band estimate per skill against the target (issue 21 §3), labelled as an estimate:
 * Reading and Listening from the best recent attempts; Writing and Speaking have no band here.
 */
import type { PlanDto } from '@app/contracts';
import { useIntl, useT } from '../../../i18n/i18n.tsx';

export function BandEstimates({ bands }: { bands: PlanDto['bands'] }) {
  const t = useT();
  const intl = useIntl();
  const band = (value: number) =>
    intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="band-estimates-heading" data-testid="band-estimates">
      <h3 id="band-estimates-heading" className="text-sm font-bold">
        {t('plan.bands.title')}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {bands.map((entry) => (
          <div
            key={entry.skill}
            className="rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60"
            data-testid={`band-${entry.skill}`}
          >
            <dt className="text-xs font-semibold text-slate-600 dark:text-slate-400">
              {t('ielts.skillName', { skill: entry.skill })}
            </dt>
            <dd className="text-base font-black">
              {entry.estimate !== null
                ? t('plan.bands.estimate', { band: band(entry.estimate) })
                : entry.skill === 'writing' || entry.skill === 'speaking'
                  ? t('plan.bands.noBand')
                  : t('plan.bands.none')}
            </dd>
            {entry.gap !== null ? (
              <dd className="text-xs text-slate-600 dark:text-slate-400">
                {entry.gap <= 0
                  ? t('plan.bands.reached')
                  : t('plan.bands.gap', { gap: band(entry.gap) })}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('plan.bands.note')}</p>
    </section>
  );
}
