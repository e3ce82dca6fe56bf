import { roadmap } from '@app/content';
import { vi } from '../../../i18n/vi.ts';

const statusStyle = {
  'In Development': 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  'Coming Soon': 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
} as const;

/** The roadmap list of spec §1 with its statuses. */
export function Roadmap() {
  return (
    <section
      aria-labelledby="roadmap-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="roadmap-heading" className="mb-4 text-lg font-bold">
        {vi.dashboard.roadmap}
      </h2>
      <ul className="space-y-4">
        {roadmap.map((item) => (
          <li key={item.title} className="flex items-start justify-between gap-3">
            <div>
              <p className="font-semibold">{item.title}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{item.description}</p>
            </div>
            <span
              className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${statusStyle[item.status]}`}
            >
              {vi.dashboard.statusLabel[item.status]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
