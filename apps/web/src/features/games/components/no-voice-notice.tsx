/**
 * What the dictation says when the browser cannot say an English word (issue 18 §4, issue 34
 * §15): before the start and during the game, as the set's "Nghe" does — the browser has no
 * speech at all, or no English voice — with the spelling bee on the same set instead (it shows
 * the meaning and asks for the word, so it needs no voice). Nothing while the voices load.
 */
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { useEnglishVoice } from '../hooks/use-english-voice.ts';
import { speechSupported } from '../lib/speak.ts';

/** The notice for the set `setId`; nothing when an English voice is there (or still loading). */
export function NoVoiceNotice({ setId, className = '' }: { setId: string; className?: string }) {
  const t = useT();
  const voice = useEnglishVoice();
  if (voice !== 'missing') return null;
  return (
    <div className={className} data-testid="no-voice">
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
