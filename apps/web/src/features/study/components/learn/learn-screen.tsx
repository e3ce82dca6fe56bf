/**
 * Learn mode (issue 21 §1), /dashboard/flashcards/learn/:setId: rounds of up to 7 cards, each
 * climbing multiple choice → written → (with an English voice) listen and type, with the set's
 * progress bar, a summary after each round, and the state saved on the server after every
 * answer so that Learn resumes where it was left (on any device). Once the whole set is
 * mastered, its ratings go into the scheduler (lib/learn-schedule.ts), once. The rules are the
 * domain's (learn.ts).
 */
import type { LearnStateDto, StudyContentDto } from '@app/contracts';
import {
  answerLearn,
  askedStep,
  cardsWithBothSides,
  currentLearnCard,
  isSetMastered,
  learnProgress,
  learnRatings,
  learnRoundSummary,
  learnStateFor,
  startLearnRound,
  type LearnState,
} from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { useT } from '../../../../i18n/i18n.tsx';
import { loadPreferences } from '../../../../lib/preferences.ts';
import { learnerTimeZone } from '../../../../lib/time-zone.ts';
import { fetchLearn, saveLearn } from '../../api/learn.ts';
import { scheduleLearnt } from '../../lib/learn-schedule.ts';
import { LoadGate, STUDY_QUERY_OPTIONS } from '../load-states.tsx';
import type { StudySchedule } from '../study-session.tsx';
import { LearnQuestion } from './learn-question.tsx';
import { LearnProgress, RoundSummary, SetMastered } from './learn-parts.tsx';

/** True when the browser has an English voice for the listen step. */
function englishVoice(): boolean {
  if (typeof speechSynthesis === 'undefined') return false;
  return speechSynthesis.getVoices().some((voice) => voice.lang.toLowerCase().startsWith('en'));
}

/**
 * Whether an English voice is there, kept current: Chromium lists its voices only after a
 * `voiceschanged` event, so a first read often finds none.
 */
function useEnglishVoice(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof speechSynthesis === 'undefined') return () => undefined;
      speechSynthesis.addEventListener('voiceschanged', onChange);
      return () => speechSynthesis.removeEventListener('voiceschanged', onChange);
    },
    englishVoice,
    () => false,
  );
}

/** A state with a round to play: the stored one, else the first round. */
function opening(ids: string[], stored: LearnStateDto | null): LearnState {
  const state = learnStateFor(ids, stored ?? undefined);
  return state.round || isSetMastered(state) ? state : startLearnRound(state);
}

function LearnSession({
  setId,
  userId,
  content,
  stored,
  schedule,
}: {
  setId: string;
  userId: string;
  content: StudyContentDto;
  stored: LearnStateDto | null;
  schedule: StudySchedule;
}) {
  const t = useT();
  const cards = useMemo(() => cardsWithBothSides(content.cards), [content]);
  const ids = useMemo(() => cards.map((card) => card.id), [cards]);
  const canSpeak = useEnglishVoice();
  const [timeZone] = useState(learnerTimeZone);
  const [state, setState] = useState(() => opening(ids, stored));
  const save = useMutation({ mutationFn: (next: LearnState) => saveLearn(setId, next) });
  const update = (next: LearnState) => {
    setState(next);
    save.mutate(next);
  };
  const current = currentLearnCard(state);
  const card = current ? cards.find((c) => c.id === current.cardId) : undefined;
  const step = current ? askedStep(current, canSpeak) : null;
  const questionKey = `${state.round?.number ?? 0}:${state.round?.answers.length ?? 0}`;
  const answered = (right: boolean) => {
    if (!current) return;
    let next = answerLearn(state, current.cardId, right, canSpeak);
    const ratings = learnRatings(next);
    if (ratings.length > 0) {
      scheduleLearnt(userId, setId, ratings, schedule, timeZone);
      next = { ...next, scheduled: true };
    }
    update(next);
  };

  if (cards.length < 2) {
    return (
      <Alert tone="info">
        {t('learn.tooFew')}{' '}
        <Link to="/dashboard/flashcards" className="font-semibold underline">
          {t('learn.backToSets')}
        </Link>
      </Alert>
    );
  }
  const progress = learnProgress(state);
  const summary = learnRoundSummary(state);
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-black break-words">
          {t('learn.title', { title: content.set.title })}
        </h1>
        {state.round && current ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="learn-round">
            {t('learn.round', { n: state.round.number, left: state.round.queue.length })}
          </p>
        ) : null}
        <LearnProgress {...progress} />
      </header>
      {save.isError ? <Alert tone="error">{t('learn.notSaved')}</Alert> : null}
      {isSetMastered(state) ? (
        <SetMastered onRestart={() => update(startLearnRound(learnStateFor(ids)))} />
      ) : card && step ? (
        <LearnQuestion
          key={`${questionKey}:${step}`}
          card={card}
          step={step}
          cards={cards}
          onDone={answered}
        />
      ) : (
        <RoundSummary
          number={state.round?.number ?? 1}
          right={summary.right}
          wrong={summary.wrong}
          mastered={summary.mastered.length}
          onNext={() => update(startLearnRound(state))}
        />
      )}
    </div>
  );
}

export function LearnScreen({ setId, userId }: { setId: string; userId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['learn', setId],
    queryFn: async () => {
      const [data, preferences] = await Promise.all([
        fetchLearn(setId),
        loadPreferences(queryClient, userId),
      ]);
      return { ...data, preferences };
    },
    ...STUDY_QUERY_OPTIONS,
  });
  if (!query.isSuccess) return <LoadGate query={query} userId={userId} notFound />;
  return (
    <div className="mx-auto max-w-2xl">
      <LearnSession
        key={query.dataUpdatedAt}
        setId={setId}
        userId={userId}
        content={query.data.content}
        stored={query.data.state}
        schedule={query.data.preferences}
      />
    </div>
  );
}
