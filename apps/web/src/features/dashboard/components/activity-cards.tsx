import { Link } from 'react-router';
import {
  BookIcon,
  CardsIcon,
  GamepadIcon,
  GlobeIcon,
  HeadphonesIcon,
  PencilIcon,
} from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/i18n.tsx';

/** The six activities of spec §1 (their names and blurbs: dashboard.activity.*). */
const ACTIVITIES = [
  {
    key: 'flashcards',
    to: '/dashboard/flashcards',
    Icon: CardsIcon,
    tone: 'from-blue-500 to-indigo-500',
  },
  {
    key: 'games',
    to: '/dashboard/games',
    Icon: GamepadIcon,
    tone: 'from-pink-500 to-rose-500',
  },
  {
    key: 'ielts',
    to: '/dashboard/ielts',
    Icon: PencilIcon,
    tone: 'from-amber-500 to-orange-500',
  },
  {
    key: 'radio',
    to: '/dashboard/radio',
    Icon: HeadphonesIcon,
    tone: 'from-emerald-500 to-teal-500',
  },
  {
    key: 'dictionary',
    to: '/dashboard/dictionary',
    Icon: BookIcon,
    tone: 'from-violet-500 to-purple-500',
  },
  {
    key: 'translator',
    to: '/dashboard/translator',
    Icon: GlobeIcon,
    tone: 'from-cyan-500 to-sky-500',
  },
] as const;

export function ActivityCards() {
  const t = useT();
  return (
    <section aria-labelledby="activities-heading">
      <h2 id="activities-heading" className="mb-4 text-lg font-bold">
        {t('dashboard.activities')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ACTIVITIES.map((activity) => (
          <li key={activity.to}>
            <Link
              to={activity.to}
              data-testid="activity-card"
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-blue-600 motion-reduce:transform-none dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="mb-4 flex items-start justify-between gap-2">
                <span
                  className={`flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br text-white ${activity.tone}`}
                >
                  <activity.Icon />
                </span>
              </span>
              <span className="font-bold">{t(`dashboard.activity.${activity.key}.title`)}</span>
              <span className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {t(`dashboard.activity.${activity.key}.body`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
