import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cardInputSchema, setInputSchema } from './flashcards.ts';
import {
  readingAttemptInputSchema,
  speakingAnswerSchema,
  writingAttemptInputSchema,
} from './ielts.ts';
import { shareInputSchema } from './shares.ts';
import { isWellFormedText, normaliseText, text } from './text.ts';

const LONE_HIGH = '\uD83D';
const LONE_LOW = '\uDE00';

describe('normaliseText', () => {
  it('removes NUL and the other C0 controls but keeps tab, line feed and carriage return', () => {
    expect(normaliseText('a\u0000b\u0007c\u000Bd\u001Fe\u007Ff')).toBe('abcdef');
    expect(normaliseText('a\tb\nc\r\nd')).toBe('a\tb\nc\r\nd');
  });

  it('replaces each lone surrogate with U+FFFD and keeps pairs and other text', () => {
    expect(normaliseText(`x${LONE_HIGH}y`)).toBe('x\uFFFDy');
    expect(normaliseText(`x${LONE_LOW}y`)).toBe('x\uFFFDy');
    expect(normaliseText(`${LONE_LOW}${LONE_HIGH}`)).toBe('\uFFFD\uFFFD');
    expect(normaliseText('😀 Tiếng Việt')).toBe('😀 Tiếng Việt');
    expect(normaliseText(`end${LONE_HIGH}`)).toBe('end\uFFFD');
  });

  it('gives text that encodes to UTF-8 (encodeURIComponent throws on a lone surrogate)', () => {
    const messy = `a\u0000${LONE_HIGH}b${LONE_LOW}😀`;
    const clean = normaliseText(messy);
    expect(() => encodeURIComponent(messy)).toThrow(URIError);
    expect(decodeURIComponent(encodeURIComponent(clean))).toBe(clean);
    expect(isWellFormedText(clean)).toBe(true);
    expect(isWellFormedText(messy)).toBe(false);
  });
});

describe('text()', () => {
  it('normalises before the checks chained on it', () => {
    const schema = text().trim().min(1).max(3);
    expect(schema.parse(' \u0000ab\u0000 ')).toBe('ab');
    expect(schema.safeParse('\u0000\u0000').success).toBe(false);
    expect(z.array(text()).parse([`a${LONE_HIGH}`])).toEqual(['a\uFFFD']);
  });

  it('applies to the free text of the request schemas', () => {
    const set = setInputSchema.parse({
      title: `Bộ\u0000 thẻ${LONE_LOW}`,
      description: 'mô\u0000 tả',
      cards: [{ front: `a\u0000b`, back: `c${LONE_HIGH}`, tags: ['No\u0000un'] }],
    });
    expect(set.title).toBe('Bộ thẻ\uFFFD');
    expect(set.description).toBe('mô tả');
    expect(set.cards[0]).toMatchObject({ front: 'ab', back: 'c\uFFFD', tags: ['Noun'] });
    expect(cardInputSchema.parse({ front: 'x', back: 'y\u0000' }).back).toBe('y');
    const reading = readingAttemptInputSchema.parse({
      answers: { '1': `tr\u0000ue${LONE_HIGH}` },
      timeTakenSeconds: 10,
      lookedUp: ['wo\u0000rd'],
    });
    expect(reading.answers['1']).toBe('true\uFFFD');
    expect(reading.lookedUp).toEqual(['word']);
    expect(writingAttemptInputSchema.parse({ text: 'ess\u0000ay', timeTakenSeconds: 1 }).text).toBe(
      'essay',
    );
    expect(
      speakingAnswerSchema.parse({
        part: 1,
        index: 0,
        transcript: `hi${LONE_LOW}`,
        typed: true,
        seconds: 1,
      }).transcript,
    ).toBe('hi\uFFFD');
  });

  it('refuses, never changes, an identifier that holds such a character', () => {
    const share = shareInputSchema.safeParse({ email: 'a\u0000b@example.com' });
    expect(share.success).toBe(false);
    expect(share.error?.issues[0]?.path).toEqual(['email']);
  });
});
