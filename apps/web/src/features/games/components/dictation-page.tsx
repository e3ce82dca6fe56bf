/** /dashboard/games/listening-dictation (spec §2, §4 Listening dictation, §9) on LivesGamePage. */
import { DICTATION_MIN_CARDS, canPlayDictation, type DictationState } from '@app/domain';
import { DictationGame } from './dictation-game.tsx';
import { LivesGamePage, type LivesGame } from './lives-game-page.tsx';

const DICTATION: LivesGame<DictationState> = {
  id: 'dictation',
  title: 'Nghe chép chính tả',
  minCards: DICTATION_MIN_CARDS,
  canPlay: canPlayDictation,
  rules: [
    'Nghe từ được đọc lên rồi gõ lại; Enter để kiểm tra, Enter lần nữa để sang từ tiếp.',
    'Được nghe lại tối đa 2 lần mỗi từ, mỗi lần trừ 5 điểm. Tối đa 15 từ và 3 mạng.',
    'Mỗi từ đúng được 25 điểm, cộng 5 cho mỗi từ đúng liên tiếp trước đó, trừ số lần nghe lại; ít nhất 10 điểm.',
  ],
  play: (cards, onFinish) => <DictationGame cards={cards} onFinish={onFinish} />,
  results: (state) => state,
};

export function DictationPage() {
  return <LivesGamePage game={DICTATION} />;
}
