/** /dashboard/games/spelling-bee (spec §2, §4 Spelling bee, §9) on LivesGamePage. */
import { SPELLING_BEE_MIN_CARDS, canPlaySpellingBee, type SpellingBeeState } from '@app/domain';
import { LivesGamePage, type LivesGame } from './lives-game-page.tsx';
import { SpellingBeeGame } from './spelling-bee-game.tsx';

const SPELLING_BEE: LivesGame<SpellingBeeState> = {
  id: 'spelling-bee',
  key: 'spellingBee',
  minCards: SPELLING_BEE_MIN_CARDS,
  canPlay: canPlaySpellingBee,
  play: (cards, onFinish) => <SpellingBeeGame cards={cards} onFinish={onFinish} />,
  results: (state) => state,
};

export function SpellingBeePage() {
  return <LivesGamePage game={SPELLING_BEE} />;
}
