import { describe, expect, it } from 'vitest';
import { SET_MESSAGES, setInputSchema } from './flashcards.ts';

const messages = (input: unknown) => {
  const result = setInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('setInputSchema (spec §5 set save)', () => {
  it('requires a title', () => {
    expect(messages({ title: '   ', cards: [{ front: 'a', back: 'b' }] })).toContain(
      'Vui lòng nhập tên bộ thẻ',
    );
  });

  it('requires at least one card with both sides', () => {
    expect(messages({ title: 'T', cards: [] })).toEqual([
      'Vui lòng thêm ít nhất một thẻ có nội dung',
    ]);
    expect(messages({ title: 'T', cards: [{ front: ' ', back: '\n' }] })).toEqual([
      SET_MESSAGES.noCompleteCard,
    ]);
  });

  it('trims text, drops blank cards, dedupes tags and applies the default colour', () => {
    const parsed = setInputSchema.parse({
      title: '  Week 1 ',
      cards: [
        { front: '  ', back: '' },
        { front: ' analyse ', back: ' phân tích ', tags: ['Verb', 'Verb', 'Formal'] },
        { front: '', back: '  ' },
      ],
    });
    expect(parsed).toEqual({
      title: 'Week 1',
      description: '',
      color: '#3B82F6',
      cards: [
        {
          front: 'analyse',
          back: 'phân tích',
          tags: ['Verb', 'Formal'],
          frontImageUrl: null,
          backImageUrl: null,
        },
      ],
    });
  });

  it('accepts only card image URLs the app serves', () => {
    const url = '/api/files/users/abc_DEF-1/cards/0b5e7c1e-9c1a-4d8e-8f7a-1b2c3d4e5f60.webp';
    const card = { front: 'a', back: 'b' };
    const ok = setInputSchema.parse({ title: 'T', cards: [{ ...card, frontImageUrl: url }] });
    expect(ok.cards[0]!.frontImageUrl).toBe(url);
    for (const bad of [
      'https://example.com/a.webp',
      '/api/files/users/abc/avatars/0b5e7c1e-9c1a-4d8e-8f7a-1b2c3d4e5f60.webp',
      '/api/files/users/../cards/0b5e7c1e-9c1a-4d8e-8f7a-1b2c3d4e5f60.webp',
      'javascript:alert(1)',
    ]) {
      const result = setInputSchema.safeParse({
        title: 'T',
        cards: [{ ...card, backImageUrl: bad }],
      });
      expect(result.success).toBe(false);
    }
  });

  it('rejects a half-filled card with its number instead of dropping it', () => {
    const result = setInputSchema.safeParse({
      title: 'T',
      cards: [
        { front: 'a', back: 'b' },
        { front: 'only front', back: '' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Thẻ số 2 cần có cả mặt trước và mặt sau',
      path: ['cards', 1, 'back'],
    });
  });

  it('rejects bad colours, oversize text and removes NUL characters', () => {
    expect(messages({ title: 'T', color: 'red', cards: [{ front: 'a', back: 'b' }] })).toEqual([
      SET_MESSAGES.invalidColor,
    ]);
    expect(messages({ title: 'T', cards: [{ front: 'a'.repeat(2001), back: 'b' }] })).toContain(
      SET_MESSAGES.cardTextTooLong,
    );
    const parsed = setInputSchema.parse({
      title: 'T\u0000',
      cards: [{ front: 'a\u0000b', back: 'c' }],
    });
    expect(parsed.title).toBe('T');
    expect(parsed.cards[0]?.front).toBe('ab');
  });

  it('upper-cases the colour so presets compare equal', () => {
    expect(
      setInputSchema.parse({ title: 'T', color: '#3b82f6', cards: [{ front: 'a', back: 'b' }] })
        .color,
    ).toBe('#3B82F6');
  });
});
