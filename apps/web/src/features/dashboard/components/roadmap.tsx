import { useT } from '../../../i18n/i18n.tsx';

type Status = 'released' | 'inDevelopment' | 'comingSoon';

/**
 * The roadmap of spec §1, kept true (issue 18 §4, issue 34 §14): what the app does reads
 * "released" (shadowing, the daily "Hôm nay" queue with its goal and streak, installing and
 * studying offline, Writing feedback, sharing); "coming soon" only for what is planned and not
 * there yet, each an open issue (the full mock exam: issue 37; General Training and looking up
 * Vietnamese words: issue 39). Texts: dashboard.roadmapItems.*.
 */
const ROADMAP: readonly {
  key:
    | 'mockExam'
    | 'generalTraining'
    | 'vietnameseLookup'
    | 'shadowing'
    | 'today'
    | 'installApp'
    | 'writingFeedback'
    | 'sharing';
  status: Status;
}[] = [
  { key: 'mockExam', status: 'comingSoon' },
  { key: 'generalTraining', status: 'comingSoon' },
  { key: 'vietnameseLookup', status: 'comingSoon' },
  { key: 'shadowing', status: 'released' },
  { key: 'today', status: 'released' },
  { key: 'installApp', status: 'released' },
  { key: 'writingFeedback', status: 'released' },
  { key: 'sharing', status: 'released' },
];

const statusStyle: Record<Status, string> = {
  released: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  inDevelopment: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  comingSoon: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/** The roadmap list of spec §1 with its statuses. */
export function Roadmap() {
  const t = useT();
  return (
    <section
      aria-labelledby="roadmap-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="roadmap-heading" className="mb-4 text-lg font-bold">
        {t('dashboard.roadmap')}
      </h2>
      <ul className="space-y-4">
        {ROADMAP.map((item) => (
          <li
            key={item.key}
            className="flex items-start justify-between gap-3"
            data-testid="roadmap-item"
          >
            <div>
              <p className="font-semibold">{t(`dashboard.roadmapItems.${item.key}.title`)}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t(`dashboard.roadmapItems.${item.key}.body`)}
              </p>
            </div>
            <span
              className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${statusStyle[item.status]}`}
            >
              {t(`dashboard.status.${item.status}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
