/**
 * /dashboard/games/listening-dictation (spec §2, §4 Listening dictation, §9) on LivesGamePage.
 * Without an English voice (issue 18 §4) the instructions say so and offer the spelling bee
 * with the same set, and so does the game itself (issue 34 §15: no-voice-notice.tsx).
 */
import { DICTATION_MIN_CARDS, canPlayDictation, type DictationState } from '@app/domain';
import { DictationGame } from './dictation-game.tsx';
import { LivesGamePage, type LivesGame } from './lives-game-page.tsx';
import { NoVoiceNotice } from './no-voice-notice.tsx';

const DICTATION: LivesGame<DictationState> = {
  id: 'dictation',
  key: 'dictation',
  minCards: DICTATION_MIN_CARDS,
  canPlay: canPlayDictation,
  notice: (set) => <NoVoiceNotice setId={set.id} className="mt-4" />,
  play: (cards, onFinish, set) => (
    <DictationGame cards={cards} setId={set.id} onFinish={onFinish} />
  ),
  results: (state) => state,
};

export function DictationPage() {
  return <LivesGamePage game={DICTATION} />;
}
