/**
 * The benchmark's learners, made through the API as the web makes them: a 500-card set with 100
 * cards reviewed, a 50-card set, and 20 learners with a 500-card set and an open session each
 * (500 cards: a card rated twice in a learner's day is practice, issue 19, another path; in a
 * 10 s run each rater sends fewer ratings than that, so every rating is a card's first today).
 */
import { applySm2, type Rating, type Sm2State } from '../../packages/domain/src/srs/sm2.ts';

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
 * The SM-2 state each learner's cards have after the ratings sent so far, as the study screen
 * knows it: a rating is sent with the state it expects (reviewSchema's `expected`), which lets
 * the server write it in one round trip. Each learner's ratings go one after another.
 */
const known = new WeakMap<Learner, Map<string, Sm2State>>();

export const ratingRequest = (l: Learner, n: number) => {
  const eventId = crypto.randomUUID();
  const cardId = l.cardIds[n % l.cardIds.length]!;
  const rating = (1 + (n % 5)) as Rating;
  const states = known.get(l) ?? new Map<string, Sm2State>();
  known.set(l, states);
  const expected = states.get(cardId) ?? null;
  states.set(cardId, applySm2(expected, rating));
  return {
    method: 'POST',
    path: `/api/study/sessions/${l.sessionId}/reviews`,
    headers: { 'content-type': 'application/json', cookie: l.cookie, origin: 'http://localhost' },
    body: JSON.stringify({
      eventId,
      cardId,
      rating,
      elapsedMs: 1000,
      reviewedAt: new Date().toISOString(),
      timeZone: TZ,
      expected,
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
