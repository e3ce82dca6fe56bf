/**
 * One simulated learner of the school scenario (scale-out.ts): made before the minute
 * (makeLearner) and its minute of study (learnerMinute); see scale-out.ts's module comment.
 */
import sharp from 'sharp';
import { SchoolClient, type Sample } from './school-client.ts';

/** Learners (BENCH_SCALE_LEARNERS overrides the 500, for a quick check of the setup). */
export const LEARNERS = Number(process.env.BENCH_SCALE_LEARNERS ?? 500);
const RATINGS = 8;
export const WINDOW_MS = 60_000;
export const PASSWORD = 'school-load-2026';
const TZ = 'Asia%2FHo_Chi_Minh';
const WORDS = ['environment', 'benefit', 'increase', 'evidence', 'approach', 'significant'];
export const SETUP_CONCURRENCY = 16;
/** One learner in this many signs in during the minute (see the module comment). */
const SIGN_IN_EVERY = 5;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Learner {
  client: SchoolClient;
  email: string;
  setId: string;
  cardIds: string[];
  imageUrl: string;
}

/**
 * A learner's account and a 20-card set whose first card shows an image of its own; one in
 * SIGN_IN_EVERY is signed out again.
 */
export async function makeLearner(base: URL, index: number, samples: Sample[]): Promise<Learner> {
  const client = new SchoolClient(base, index, samples);
  const email = `school${index}-${crypto.randomUUID()}@example.com`;
  const ok = (answer: { status: number; text: string }, what: string) => {
    if (answer.status < 200 || answer.status >= 300) {
      throw new Error(`setup ${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    return answer.text;
  };
  ok(
    await client.send('setup', 'POST', '/api/auth/sign-up/email', {
      name: `Learner ${index}`,
      email,
      password: PASSWORD,
    }),
    'sign-up',
  );
  const png = await sharp({
    create: { width: 48, height: 48, channels: 3, background: { r: index % 256, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const image = JSON.parse(ok(await client.upload('/api/images', png, 'card.png'), 'image')) as {
    url: string;
  };
  const created = JSON.parse(
    ok(
      await client.send('setup', 'POST', '/api/sets', {
        title: `Lớp 10A — bộ ${index}`,
        cards: Array.from({ length: 20 }, (_, n) => ({
          front: `word ${n}`,
          back: `nghĩa ${n}`,
          ...(n === 0 ? { frontImageUrl: image.url } : {}),
        })),
      }),
      'set',
    ),
  ) as { set: { id: string; cards: { id: string }[] } };
  if (index % SIGN_IN_EVERY === 0) {
    ok(await client.send('setup', 'POST', '/api/auth/sign-out', {}), 'sign-out');
  }
  return {
    client,
    email,
    setId: created.set.id,
    cardIds: created.set.cards.map((card) => card.id),
    imageUrl: image.url,
  };
}

/** One learner's minute (see the module comment); acknowledged rating event ids into `acked`. */
export async function learnerMinute(
  learner: Learner,
  index: number,
  started: number,
  acked: string[],
) {
  const { client } = learner;
  await sleep((index / LEARNERS) * (WINDOW_MS / 3));
  if (index % SIGN_IN_EVERY === 0) {
    const signIn = await client.send('sign in', 'POST', '/api/auth/sign-in/email', {
      email: learner.email,
      password: PASSWORD,
    });
    if (signIn.status !== 200) return;
  }
  const sessionId = crypto.randomUUID();
  let cardIds = learner.cardIds;
  if (index % 2 === 0) {
    const today = await client.send('today queue', 'GET', `/api/study/today?timeZone=${TZ}`);
    if (today.status === 200) {
      const queue = JSON.parse(today.text) as { cards: { card: { id: string } }[] };
      cardIds = queue.cards.map((item) => item.card.id);
      if (cardIds.length === 0) throw new Error('today queue: no cards for a new learner');
    }
    await client.send('start session', 'POST', '/api/study/today/sessions', {
      sessionId,
      cardOrder: cardIds,
    });
  } else {
    await Promise.all([
      client.send('set cards', 'GET', `/api/study/sets/${learner.setId}/cards`),
      client.send(
        'set progress',
        'GET',
        `/api/study/sets/${learner.setId}/progress?timeZone=${TZ}`,
      ),
    ]);
    await client.send('start session', 'POST', `/api/study/sets/${learner.setId}/sessions`, {
      sessionId,
      cardOrder: cardIds,
    });
  }
  await client.send('image', 'GET', learner.imageUrl);
  const gap = Math.max(500, (WINDOW_MS - (performance.now() - started) - 5000) / (RATINGS + 2));
  for (let n = 0; n < RATINGS && n < cardIds.length; n += 1) {
    await sleep(gap * (0.5 + Math.random()));
    const eventId = crypto.randomUUID();
    const rating = await client.send('rating', 'POST', `/api/study/sessions/${sessionId}/reviews`, {
      eventId,
      cardId: cardIds[n],
      rating: 1 + ((index + n) % 5),
      elapsedMs: 2500,
      reviewedAt: new Date().toISOString(),
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    if (rating.status === 200) acked.push(eventId);
    if (n === 3) {
      await client.send('dictionary', 'GET', `/api/dictionary/${WORDS[index % WORDS.length]}`);
    }
  }
  await client.send('game result', 'POST', '/api/games/results', {
    game: 'quiz',
    setId: learner.setId,
    score: 7,
    accuracyPercent: 70,
    durationSeconds: 45,
  });
}
