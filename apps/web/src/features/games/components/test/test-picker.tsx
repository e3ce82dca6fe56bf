/**
 * /dashboard/flashcards/test (issue 21 §2): the set picker of Test mode, reached from the games
 * hub's "Kiểm tra" tile; the sets with at least TEST_MIN_CARDS cards, each opening
 * /dashboard/flashcards/test/:setId. (The set list's cards link there directly.)
 */
import { TEST_MIN_CARDS } from '@app/domain';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../../../i18n/i18n.tsx';
import { SetPicker } from '../set-picker.tsx';

export function TestPicker() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div data-testid="test-picker">
      <Link
        to="/dashboard/games"
        className="text-sm font-semibold text-blue-700 hover:underline dark:text-blue-300"
      >
        {t('games.shell.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-black sm:text-3xl">{t('testMode.picker.title')}</h1>
      <p className="mt-1 mb-6 text-slate-600 dark:text-slate-400">{t('testMode.picker.intro')}</p>
      <SetPicker
        minCards={TEST_MIN_CARDS}
        notEnough={t('testMode.picker.notEnough', { n: TEST_MIN_CARDS })}
        onPick={(setId) => void navigate(`/dashboard/flashcards/test/${setId}`)}
      />
    </div>
  );
}
