import { Link } from 'react-router';
import {
  BookIcon,
  CardsIcon,
  GamepadIcon,
  GlobeIcon,
  HeadphonesIcon,
  PencilIcon,
} from '../../../components/ui/icons.tsx';
import { vi } from '../../../i18n/vi.ts';

/** The six activities of spec §1. */
const ACTIVITIES = [
  {
    to: '/dashboard/flashcards',
    Icon: CardsIcon,
    title: 'Flashcards',
    description: 'Tạo bộ thẻ và ôn tập với lặp lại ngắt quãng (SM-2).',
    tone: 'from-blue-500 to-indigo-500',
  },
  {
    to: '/dashboard/games',
    Icon: GamepadIcon,
    title: 'Games & Quizzes',
    description: 'Sáu trò chơi từ vựng tạo từ chính bộ thẻ của bạn.',
    tone: 'from-pink-500 to-rose-500',
  },
  {
    to: '/dashboard/ielts',
    Icon: PencilIcon,
    title: 'IELTS Practice',
    description: 'Luyện Reading, Listening, Writing, Speaking và xem tiến độ.',
    tone: 'from-amber-500 to-orange-500',
  },
  {
    to: '/dashboard/radio',
    Icon: HeadphonesIcon,
    title: 'English Radio',
    description: 'Thư viện bài nghe theo cấp độ, có transcript.',
    tone: 'from-emerald-500 to-teal-500',
  },
  {
    to: '/dashboard/dictionary',
    Icon: BookIcon,
    title: 'Dictionary',
    description: 'Tra nghĩa tiếng Việt, phát âm và ví dụ.',
    tone: 'from-violet-500 to-purple-500',
  },
  {
    to: '/dashboard/translator',
    Icon: GlobeIcon,
    title: 'Live Translator',
    description: 'Dịch câu Anh ↔ Việt.',
    tone: 'from-cyan-500 to-sky-500',
  },
] as const;

export function ActivityCards() {
  return (
    <section aria-labelledby="activities-heading">
      <h2 id="activities-heading" className="mb-4 text-lg font-bold">
        {vi.dashboard.activities}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ACTIVITIES.map((activity) => (
          <li key={activity.to}>
            <Link
              to={activity.to}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-blue-600 motion-reduce:transform-none dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="mb-4 flex items-start justify-between gap-2">
                <span
                  className={`flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br text-white ${activity.tone}`}
                >
                  <activity.Icon />
                </span>
              </span>
              <span className="font-bold">{activity.title}</span>
              <span className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {activity.description}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
