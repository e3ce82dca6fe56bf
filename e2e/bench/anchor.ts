/**
 * The benchmark's two anchors: minimal servers that do only what the database must do for the
 * same work, so that the project's figures can be read as ratios on any machine (run in the
 * same window, on the same PostgreSQL, with the same pool size).
 *
 * - GET /cards?setId=&userId=: the set's cards with the learner's review state as JSON that
 *   PostgreSQL builds with json_agg (the study state's content, nothing else).
 * - POST /rate {userId, setId, sessionId, cardId}: the bare transaction of a rating's three
 *   writes: review upsert, statistics upsert, log insert.
 * - GET /today?userId=: today's queue at its barest (issue 19): the learner's due cards by due
 *   date and easiness (200) and their own sets' new cards by set and position (20), as JSON.
 * - GET /search?userId=&q=: the card browser's search at its barest (issue 19 §4): the learner's
 *   own cards whose search text contains `q` (the trigram index's LIKE), the first 50 by set
 *   title and position with the number of matches, as JSON; no relevance order, no filters, no
 *   shared sets, no review state.
 *
 * Started by bench.ts as its own process: PORT, DATABASE_URL, POOL_MAX.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_MAX ?? 10),
});

const CARDS_JSON = `
  select coalesce(json_agg(json_build_object(
    'id', f.id, 'front', f.front_text, 'back', f.back_text,
    'frontImageUrl', f.front_image_url, 'backImageUrl', f.back_image_url, 'tags', f.tags,
    'review', case when r.id is null then null else json_build_object(
      'easinessFactor', r.easiness_factor, 'intervalDays', r.interval_days,
      'repetitionCount', r.repetition_count, 'nextReviewDate', r.next_review_date,
      'lastReviewedAt', r.last_reviewed_at, 'totalReviews', coalesce(s.total_reviews, 0)) end
  ) order by f.position), '[]'::json)::text as cards
  from flashcards f
  left join card_reviews r on r.user_id = $2 and r.flashcard_id = f.id
  left join card_statistics s on s.user_id = $2 and s.flashcard_id = f.id
  where f.set_id = $1`;

const TODAY_JSON = `
  select json_build_object(
    'due', (select coalesce(json_agg(d), '[]'::json) from (
      select f.id, f.front_text, f.back_text, f.tags, r.easiness_factor, r.interval_days,
        r.repetition_count, r.next_review_date
      from card_reviews r join flashcards f on f.id = r.flashcard_id
      where r.user_id = $1 and r.next_review_date < now() + interval '1 day'
      order by r.next_review_date, r.easiness_factor limit 200) d),
    'new', (select coalesce(json_agg(n), '[]'::json) from (
      select f.id, f.front_text, f.back_text, f.tags
      from flashcards f join flashcard_sets s on s.id = f.set_id
      where s.user_id = $1
        and not exists (select 1 from card_reviews r where r.user_id = $1 and r.flashcard_id = f.id)
      order by s.created_at, f.position limit 20) n)
  )::text as today`;

const SEARCH_JSON = `
  select coalesce(json_agg(x), '[]'::json)::text as cards from (
    select f.id, f.front_text, f.back_text, f.tags, s.title, count(*) over () as total
    from flashcard_sets s join flashcards f on f.set_id = s.id
    where s.user_id = $1 and f.search_text like '%' || lower($2) || '%'
    order by s.title, f.position limit 50) x`;

const app = new Hono()
  .get('/search', async (c) => {
    const result = await pool.query<{ cards: string }>(SEARCH_JSON, [
      c.req.query('userId'),
      c.req.query('q') ?? '',
    ]);
    return c.body(result.rows[0]!.cards, 200, { 'content-type': 'application/json' });
  })
  .get('/today', async (c) => {
    const result = await pool.query<{ today: string }>(TODAY_JSON, [c.req.query('userId')]);
    return c.body(result.rows[0]!.today, 200, { 'content-type': 'application/json' });
  })
  .get('/cards', async (c) => {
    const result = await pool.query<{ cards: string }>(CARDS_JSON, [
      c.req.query('setId'),
      c.req.query('userId'),
    ]);
    return c.body(result.rows[0]!.cards, 200, { 'content-type': 'application/json' });
  })
  .post('/rate', async (c) => {
    const { userId, setId, sessionId, cardId } = await c.req.json<Record<string, string>>();
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into card_reviews (user_id, flashcard_id, flashcard_set_id, study_session_id,
           difficulty_rating, easiness_factor, interval_days, repetition_count, next_review_date,
           last_reviewed_at)
         values ($1, $2, $3, $4, 4, 2.5, 1, 1, now() + interval '1 day', now())
         on conflict (user_id, flashcard_id) do update set difficulty_rating = 4,
           easiness_factor = 2.5, interval_days = 1, repetition_count = 1,
           next_review_date = excluded.next_review_date, last_reviewed_at = now()`,
        [userId, cardId, setId, sessionId],
      );
      await client.query(
        `insert into card_statistics (user_id, flashcard_id, flashcard_set_id, total_reviews,
           easy_count, last_reviewed_at)
         values ($1, $2, $3, 1, 1, now())
         on conflict (user_id, flashcard_id) do update set
           total_reviews = card_statistics.total_reviews + 1,
           easy_count = card_statistics.easy_count + 1, last_reviewed_at = now()`,
        [userId, cardId, setId],
      );
      await client.query(
        `insert into review_logs (client_event_id, user_id, flashcard_id, flashcard_set_id,
           study_session_id, kind, rating, easiness_factor_after, interval_days_after,
           repetition_count_after, next_review_date_after, reviewed_at, elapsed_ms)
         values (gen_random_uuid(), $1, $2, $3, $4, 'review', 4, 2.5, 1, 1,
           now() + interval '1 day', now(), 1000)`,
        [userId, cardId, setId, sessionId],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
    return c.json({ ok: true });
  });

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () =>
  console.log('anchor ready'),
);
process.on('SIGTERM', () => {
  void pool.end().then(() => process.exit(0));
});
