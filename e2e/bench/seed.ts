/**
 * The benchmark's learners, made through the API as the web makes them: a 500-card set with 100
 * cards reviewed, a 50-card set, and 20 learners with a 500-card set and an open session each
 * (500 cards: a card rated twice in a learner's day is practice, issue 19, another path; in a
 * 10 s run each rater sends fewer ratings than that, so every rating is a card's first today).
 */
import type { Rating } from '../../packages/domain/src/srs/sm2.ts';
import { scheduleRating, type CardSchedule } from '../../packages/domain/src/srs/schedule.ts';

export const TZ = 'Asia/Ho_Chi_Minh';
export const LEARNERS = 20;

async function json(url: string, method: string, body: unknown, cookie?: string) {
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: new URL(url).origin,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

export interface Learner {
  cookie: string;
  userId: string;
  setId: string;
  sessionId: string;
  cardIds: string[];
}

/** Signs up a learner with one set of `cards` cards and a started session. */
async function learner(url: string, name: string, cards: number): Promise<Learner> {
  const signUp = await json(`${url}/api/auth/sign-up/email`, 'POST', {
    name,
    email: `${name}-${crypto.randomUUID()}@example.com`,
    password: 'bench-password',
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  const body = {
    title: `${name} set`,
    cards: Array.from({ length: cards }, (_, i) => ({
      front: `word ${i + 1}`,
      back: `nghĩa của từ số ${i + 1} — a short English definition of word ${i + 1}`,
      tags: ['Noun', 'Formal'],
    })),
  };
  const set = (
    (await (await json(`${url}/api/sets`, 'POST', body, cookie)).json()) as {
      set: { id: string; cards: { id: string }[] };
    }
  ).set;
  const sessionId = crypto.randomUUID();
  await json(
    `${url}/api/study/sets/${set.id}/sessions`,
    'POST',
    { sessionId, cardOrder: [] },
    cookie,
  );
  return { cookie, userId, setId: set.id, sessionId, cardIds: set.cards.map((c) => c.id) };
}

/**
 * The state each learner's cards have after the ratings sent so far (SM-2 and FSRS), as the
 * study screen knows it: a rating is sent with the state it expects (reviewSchema's `expected`,
 * with when the card was last rated), which lets the server write it in one round trip. Each
 * learner's ratings go one after another; each card is rated once a day (a repeat is practice).
 */
const known = new WeakMap<Learner, Map<string, CardSchedule>>();

export const ratingRequest = (l: Learner, n: number) => {
  const eventId = crypto.randomUUID();
  const cardId = l.cardIds[n % l.cardIds.length]!;
  const rating = (1 + (n % 5)) as Rating;
  const states = known.get(l) ?? new Map<string, CardSchedule>();
  known.set(l, states);
  const before = states.get(cardId) ?? null;
  const reviewedAt = new Date();
  const next = scheduleRating(before, rating, reviewedAt, {
    scheduler: 'sm2',
    desiredRetention: 0.9,
    dayStartsAtHour: 4,
    timeZone: TZ,
  });
  states.set(cardId, { ...next, lastReviewedAt: reviewedAt });
  return {
    method: 'POST',
    path: `/api/study/sessions/${l.sessionId}/reviews`,
    headers: { 'content-type': 'application/json', cookie: l.cookie, origin: 'http://localhost' },
    body: JSON.stringify({
      eventId,
      cardId,
      rating,
      elapsedMs: 1000,
      reviewedAt: reviewedAt.toISOString(),
      timeZone: TZ,
      expected: before && {
        easinessFactor: before.easinessFactor,
        intervalDays: before.intervalDays,
        repetitionCount: before.repetitionCount,
        stability: before.stability,
        difficulty: before.difficulty,
        lastReviewedAt: before.lastReviewedAt.toISOString(),
      },
    }),
  };
};

export interface Seeded {
  big: Learner;
  small: Learner;
  raters: Learner[];
}

export async function seed(url: string): Promise<Seeded> {
  const big = await learner(url, 'bench', 500);
  // 100 of the 500 cards reviewed
  for (let n = 0; n < 100; n += 1) {
    const r = ratingRequest(big, n);
    await json(`${url}${r.path}`, 'POST', JSON.parse(r.body), big.cookie);
  }
  const small = await learner(url, 'small', 50);
  const raters: Learner[] = [];
  for (let i = 0; i < LEARNERS; i += 1) raters.push(await learner(url, `rater${i}`, 500));
  return { big, small, raters };
}
