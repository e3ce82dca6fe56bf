/** /dashboard/games/spelling-bee (spec §2, §4 Spelling bee, §9) on LivesGamePage. */
import { SPELLING_BEE_MIN_CARDS, canPlaySpellingBee, type SpellingBeeState } from '@app/domain';
import { LivesGamePage, type LivesGame } from './lives-game-page.tsx';
import { SpellingBeeGame } from './spelling-bee-game.tsx';

const SPELLING_BEE: LivesGame<SpellingBeeState> = {
  id: 'spelling-bee',
  title: 'Đánh vần',
  minCards: SPELLING_BEE_MIN_CARDS,
  canPlay: canPlaySpellingBee,
  rules: [
    'Đọc nghĩa rồi gõ đúng từ tiếng Anh; Enter để kiểm tra, Enter lần nữa để sang từ tiếp.',
    'Tối đa 15 từ và 3 mạng: mỗi lần sai mất một mạng.',
    'Mỗi từ đúng được 20 điểm, cộng 5 cho mỗi từ đúng liên tiếp trước đó. Gợi ý (chữ đầu và độ dài) trừ 10 điểm.',
  ],
  play: (cards, onFinish) => <SpellingBeeGame cards={cards} onFinish={onFinish} />,
  results: (state) => state,
};

export function SpellingBeePage() {
  return <LivesGamePage game={SPELLING_BEE} />;
}
