import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signedInAgent, type Agent, type Harness } from './helpers/harness.ts';

/**
 * Issue 17 §3: lone UTF-16 surrogates and NUL in every text field give one answer (contracts'
 * text.ts): free text is stored normalised (NUL and other controls removed, a lone surrogate
 * becomes U+FFFD); an identifier holding one is refused with a 400 naming its field. Never 500.
 */
const LONE = '\uD83D'; // the first half of 😀 alone
const LOW = '\uDE00'; // the second half alone
const dirty = (word: string) => `${word}\u0000${LONE}`;
const clean = (word: string) => `${word}\uFFFD`;

describe('NUL and lone surrogates in every text field', () => {
  let h: Harness;
  let agent: Agent;

  beforeAll(async () => {
    h = await createHarness();
    agent = await signedInAgent(h, 'odd-text');
  });
  afterAll(async () => h.close());

  it('stores a set, an edit keeping card ids and an added card normalised', async () => {
    const created = await agent.post('/api/sets', {
      title: dirty('Title'),
      description: dirty('About'),
      cards: [{ front: dirty('front'), back: `${LOW}back`, tags: [dirty('Noun')] }],
    });
    expect(created.status).toBe(201);
    const set = created.body.set;
    expect(set).toMatchObject({ title: clean('Title'), description: clean('About') });
    expect(set.cards[0]).toMatchObject({
      front: clean('front'),
      back: '\uFFFDback',
      tags: [clean('Noun')],
    });

    // the edit path that wrote jsonb_to_recordset: kept cards (with ids) get odd text
    const edited = await agent.put(`/api/sets/${set.id}`, {
      title: 'Title',
      version: set.version,
      cards: [
        { id: set.cards[0].id, front: dirty('edited'), back: `b${LOW}\u0000`, tags: [] },
        { front: 'new', back: dirty('card') },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.set.cards[0]).toMatchObject({ id: set.cards[0].id, front: clean('edited') });
    expect(edited.body.set.cards[0].back).toBe('b\uFFFD');
    expect(edited.body.set.cards[1].back).toBe(clean('card'));

    const added = await agent.post(`/api/sets/${set.id}/cards`, {
      front: dirty('added'),
      back: 'x',
    });
    expect(added.status).toBe(201);
    expect(added.body.card.front).toBe(clean('added'));

    const read = await agent.get(`/api/sets/${set.id}`);
    expect(read.body.set.cards.map((c: { front: string }) => c.front)).toEqual([
      clean('edited'),
      'new',
      clean('added'),
    ]);
  });

  it('stores every IELTS attempt field normalised', async () => {
    const reading = await agent.post('/api/ielts/reading/1/attempts', {
      answers: { '1': dirty('answer') },
      timeTakenSeconds: 60,
      lookedUp: [dirty('word')],
    });
    expect(reading.status).toBe(201);
    const readingReview = await agent.get(`/api/ielts/results/${reading.body.result.id}`);
    expect(readingReview.status).toBe(200);
    const given = readingReview.body.reading.answers.find(
      (a: { number: number }) => a.number === 1,
    );
    expect(given.given).toBe(clean('answer'));
    expect(readingReview.body.reading.lookedUp).toEqual([clean('word')]);

    const writing = await agent.post('/api/ielts/writing/1/attempts', {
      text: `${dirty('Essay')} about ${LOW}things.`,
      timeTakenSeconds: 60,
    });
    expect(writing.status).toBe(201);
    const writingReview = await agent.get(`/api/ielts/results/${writing.body.result.id}`);
    expect(writingReview.body.writing.text).toBe(`${clean('Essay')} about \uFFFDthings.`);

    const listening = await agent.post('/api/ielts/listening/1/attempts', {
      answers: { '2': dirty('listen') },
      timeTakenSeconds: 60,
      mode: 'practice',
    });
    expect(listening.status).toBe(201);
    const listeningReview = await agent.get(`/api/ielts/results/${listening.body.result.id}`);
    const heard = listeningReview.body.listening.answers.find(
      (a: { number: number }) => a.number === 2,
    );
    expect(heard.given).toBe(clean('listen'));

    const speaking = await agent.post('/api/ielts/speaking/1/attempts', {
      ratings: { fluency: 3, vocabulary: 3, grammar: 3, pronunciation: 3 },
      answers: [{ part: 1, index: 0, transcript: dirty('spoken'), typed: true, seconds: 5 }],
      timeTakenSeconds: 60,
    });
    expect(speaking.status).toBe(201);
    const speakingReview = await agent.get(`/api/ielts/results/${speaking.body.result.id}`);
    expect(speakingReview.body.speaking.answers[0].transcript).toBe(clean('spoken'));
  });

  it('translates and previews pasted text normalised', async () => {
    const translated = await agent.post('/api/translate', {
      text: dirty('water'),
      source: 'en',
      target: 'vi',
    });
    expect(translated.status).toBe(200);
    const preview = await agent.post('/api/imports', { text: `${dirty('term')}\tdefinition` });
    expect(preview.status).toBe(200);
    expect(preview.body.cards[0].front).toBe(clean('term'));
  });

  it('refuses an identifier holding one, naming the field', async () => {
    const set = (await agent.post('/api/sets', { title: 'S', cards: [{ front: 'a', back: 'b' }] }))
      .body.set;
    const share = await agent.post(`/api/sets/${set.id}/shares`, {
      email: `a\u0000b@example.com`,
    });
    expect(share.status).toBe(400);
    expect(share.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'email' });
    const lone = await agent.post(`/api/sets/${set.id}/shares`, { email: `a${LONE}@example.com` });
    expect(lone.status).toBe(400);
    const name = await h.agent().signUp('lone@example.com', 'hoc-ielts-2026', `Lan${LONE}`);
    expect(name.status).toBe(400);
    const device = await agent.delete(`/api/account/sessions/a%00b`);
    expect(device.status).toBe(400);
    // a lone surrogate cannot even be percent-encoded as UTF-8: its WTF-8 bytes are sent
    const word = await agent.get('/api/dictionary/wo%ED%A0%BDrd');
    expect(word.status).toBe(400);
    const nul = await agent.get('/api/dictionary/wo%00rd');
    expect(nul.status).toBe(400);
  });
});
