/**
 * "Listen to a whole set" (issue 21 §5), /dashboard/flashcards/listen/:setId: hands-free
 * playback for the bus. Each card's term is said in English, then a pause, then its meaning,
 * said in Vietnamese when the browser has such a voice and shown on screen either way; then the
 * next card. Speed, pause length, repeat and shuffle; previous and next; Space and ←/→; the
 * lock screen's controls through the Media Session API (lib/listen-media-session.ts).
 *
 * The sequence and every duration are the domain's (player/set-playback.ts): this screen only
 * says what a phase's plan says, waits what it says, and reports the phase's end.
 */
import type { StudyContentDto } from '@app/contracts';
import {
  cardsWithBothSides,
  currentCardIndex,
  initialSetPlayback,
  meaningVisible,
  phasePlan,
  setPlaybackReducer,
} from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { useT } from '../../../../i18n/i18n.tsx';
import { fetchListenContent } from '../../api/listen.ts';
import {
  readListenSettings,
  saveListenSettings,
  useListenKeys,
} from '../../lib/listen-controls.ts';
import { useListenMediaSession } from '../../lib/listen-media-session.ts';
import { say, useListenVoices } from '../../lib/listen-speech.ts';
import { LoadGate, STUDY_QUERY_OPTIONS } from '../load-states.tsx';
import { ListenCard, ListenSettings, ListenTransport } from './listen-parts.tsx';

const SMALL_NOTE = 'text-center text-sm text-slate-600 dark:text-slate-400';

/** The player of a loaded set (exported for its component test). */
export function ListenSession({ content }: { content: StudyContentDto }) {
  const t = useT();
  const cards = useMemo(() => cardsWithBothSides(content.cards), [content]);
  const [state, dispatch] = useReducer(setPlaybackReducer, cards.length, (count) =>
    initialSetPlayback(count, readListenSettings()),
  );
  const voices = useListenVoices();
  const index = currentCardIndex(state);
  const card = index === null ? undefined : cards[index];

  // the driver: say and wait what the current phase's plan says, then report its end
  const plan = card ? phasePlan(state, card, voices) : null;
  const { playing, step } = state;
  const ms = plan?.ms ?? 0;
  const text = plan?.speech?.text ?? null;
  const lang = plan?.speech?.lang ?? '';
  const rate = plan?.speech?.rate ?? 1;
  useEffect(() => {
    if (!playing || ms <= 0) return;
    let over = false;
    const end = () => {
      if (over) return;
      over = true;
      dispatch({ type: 'phaseEnded', step });
    };
    const timer = setTimeout(end, ms);
    const stop = text === null ? false : say({ text, lang, rate }, end);
    return () => {
      over = true;
      clearTimeout(timer);
      if (stop) stop();
    };
  }, [playing, step, ms, text, lang, rate]);

  const { speed, pauseSeconds, repeat } = state.settings;
  useEffect(() => {
    saveListenSettings({ speed, pauseSeconds, repeat, shuffle: false });
  }, [speed, pauseSeconds, repeat]);

  useListenKeys(dispatch, cards.length > 0);
  useListenMediaSession(
    card ? { title: card.front, artist: content.set.title, album: t('common.appName') } : null,
    playing,
    {
      play: () => dispatch({ type: 'play' }),
      pause: () => dispatch({ type: 'pause' }),
      previous: () => dispatch({ type: 'previous' }),
      next: () => dispatch({ type: 'next' }),
    },
  );

  const heading = (
    <header>
      <h1 className="text-2xl font-black break-words">
        {t('listen.title', { title: content.set.title })}
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('listen.intro')}</p>
    </header>
  );
  if (!card) {
    return (
      <div className="space-y-4">
        {heading}
        <Alert tone="info">
          <span data-testid="listen-empty">{t('listen.empty')}</span>{' '}
          <Link to="/dashboard/flashcards" className="font-semibold underline">
            {t('listen.backToSets')}
          </Link>
        </Alert>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {heading}
      <ListenCard
        term={card.front}
        meaning={card.back}
        meaningShown={meaningVisible(state)}
        position={state.position + 1}
        total={state.order.length}
      />
      <ListenTransport playing={playing} dispatch={dispatch} />
      {state.finished ? (
        <p role="status" className={SMALL_NOTE} data-testid="listen-finished">
          {t('listen.finished')}
        </p>
      ) : null}
      <ListenSettings
        settings={state.settings}
        dispatch={dispatch}
        onShuffle={() =>
          dispatch({ type: 'toggleShuffle', seed: Math.floor(Math.random() * 2 ** 32) })
        }
      />
      {voices.checking ? null : !voices.english ? (
        <Alert tone="info">
          <span data-testid="listen-no-english">{t('listen.noEnglishVoice')}</span>
        </Alert>
      ) : !voices.vietnamese ? (
        <p className={SMALL_NOTE} data-testid="listen-no-vietnamese">
          {t('listen.noVietnameseVoice')}
        </p>
      ) : null}
      <p className={`hidden sm:block ${SMALL_NOTE}`}>{t('listen.keys')}</p>
      <p className={SMALL_NOTE}>{t('listen.lockScreen')}</p>
      <p className="text-center">
        <Link
          to="/dashboard/flashcards"
          className="text-sm font-semibold text-blue-700 underline dark:text-blue-300"
        >
          {t('listen.backToSets')}
        </Link>
      </p>
    </div>
  );
}

export function ListenScreen({ setId, userId }: { setId: string; userId: string }) {
  const query = useQuery({
    queryKey: ['listen', setId],
    queryFn: () => fetchListenContent(setId),
    ...STUDY_QUERY_OPTIONS,
  });
  if (!query.isSuccess) return <LoadGate query={query} userId={userId} notFound />;
  return (
    <div className="mx-auto max-w-2xl">
      <ListenSession key={query.dataUpdatedAt} content={query.data} />
    </div>
  );
}
