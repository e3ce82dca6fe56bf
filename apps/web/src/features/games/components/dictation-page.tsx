/**
 * /dashboard/games/listening-dictation (spec §2, §4 Listening dictation, §9) on LivesGamePage.
 * Without an English voice (issue 18 §4) the instructions say so and offer the spelling bee
 * with the same set.
 */
import { DICTATION_MIN_CARDS, canPlayDictation, type DictationState } from '@app/domain';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { useEnglishVoice } from '../hooks/use-english-voice.ts';
import { speechSupported } from '../lib/speak.ts';
import { DictationGame } from './dictation-game.tsx';
import { LivesGamePage, type LivesGame } from './lives-game-page.tsx';

/** The notice over 'Bắt đầu' when the browser cannot say English words. */
function NoVoiceNotice({ setId }: { setId: string }) {
  const t = useT();
  const voice = useEnglishVoice();
  if (voice !== 'missing') return null;
  return (
    <div className="mt-4" data-testid="no-voice">
      <Alert tone="info">
        <p className="font-semibold">
          {speechSupported() ? t('games.dictation.noVoice') : t('games.dictation.noSpeech')}
        </p>
        <p className="mt-1">{t('games.dictation.instead')}</p>
        <Link
          to={`/dashboard/games/spelling-bee?set=${encodeURIComponent(setId)}`}
          className={buttonStyles('secondary', 'mt-3')}
        >
          {t('games.dictation.toSpellingBee')}
        </Link>
      </Alert>
    </div>
  );
}

const DICTATION: LivesGame<DictationState> = {
  id: 'dictation',
  key: 'dictation',
  minCards: DICTATION_MIN_CARDS,
  canPlay: canPlayDictation,
  notice: (set) => <NoVoiceNotice setId={set.id} />,
  play: (cards, onFinish) => <DictationGame cards={cards} onFinish={onFinish} />,
  results: (state) => state,
};

export function DictationPage() {
  return <LivesGamePage game={DICTATION} />;
}
