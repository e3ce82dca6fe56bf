/**
 * The study write queue, app-wide (issue 34 §2): the dashboard layout mounts this for the
 * signed-in learner on every page, so ratings kept on the device are sent when the connection
 * returns whatever page is open (the queue goes at once on the browser's `online` event, on a
 * tab shown again, and with backoff after a failure: study-writes.ts), not only on that set's
 * study page. It tells the offline banner how many ratings wait (lib/study-events.ts), and once
 * the queue has sent everything it marks the figures built from ratings as stale (statistics,
 * plan and streak, the "Hôm nay" tile, the set list's due counts), so each shows the server's
 * new answer: at once when on screen, on its next visit otherwise.
 */
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onStudyWritesSent, setRatingsWaiting } from '../../../lib/study-events.ts';
import { studyQueue } from '../api/study-writes.ts';

/** The queries whose figures come from ratings (by key prefix). */
const RATING_FIGURES: readonly QueryKey[] = [
  ['stats'],
  ['plan'],
  ['study', 'today-tile'],
  ['sets', 'list'],
];

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, i) => key[i] === part);
}

/** Marks every query built from ratings stale; those on screen fetch again at once. */
function refreshRatingFigures(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => RATING_FIGURES.some((prefix) => startsWith(query.queryKey, prefix)),
  });
}

/**
 * @param userId the signed-in learner
 * @param confirmed true when the server answered with this session (not the one remembered
 *   offline): writes paused for a sign-in may then go
 */
export default function StudyWritesRunner({
  userId,
  confirmed,
}: {
  userId: string;
  confirmed: boolean;
}) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const queue = studyQueue(userId);
    void (confirmed ? queue.resume() : queue.run());
    const publish = () => setRatingsWaiting(queue.getState().pendingRatings);
    publish();
    const unsubscribe = queue.subscribe(publish);
    const unlisten = onStudyWritesSent(() => void refreshRatingFigures(queryClient));
    return () => {
      unsubscribe();
      unlisten();
      setRatingsWaiting(0);
    };
  }, [userId, confirmed, queryClient]);
  return null;
}
