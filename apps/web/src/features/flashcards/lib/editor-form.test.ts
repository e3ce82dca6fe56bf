import { setInputSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { fromImport } from './editor-form.ts';

const IMAGE = '/api/files/users/u1/cards/0b6f4a8e-3c2d-4e1f-8a9b-2c3d4e5f6a7b.webp';

describe('an import preview in the editor', () => {
  it('keeps each card’s images and tags, so the editor saves them (issue 24)', () => {
    const draft = fromImport({
      title: 'Ảnh',
      cards: [
        { front: 'cat', back: 'con mèo', frontImageUrl: IMAGE, tags: ['animal'] },
        { front: 'dog', back: 'con chó' },
      ],
      problems: [],
    });
    expect(draft.cards.map(({ key: _key, ...card }) => card)).toEqual([
      { front: 'cat', back: 'con mèo', frontImageUrl: IMAGE, backImageUrl: null, tags: ['animal'] },
      { front: 'dog', back: 'con chó', frontImageUrl: null, backImageUrl: null, tags: [] },
    ]);
    // the body the editor posts passes the set's schema with them
    const body = setInputSchema.parse({
      ...draft,
      cards: draft.cards.map(({ key: _k, ...c }) => c),
    });
    expect(body.cards[0]).toMatchObject({ frontImageUrl: IMAGE, tags: ['animal'] });
  });
});
