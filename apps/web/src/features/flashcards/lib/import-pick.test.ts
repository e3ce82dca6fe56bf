import type { ImportPreview } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { deckSets, deckSetTitle, editorPreview, NOTHING_UNTICKED } from './import-pick.ts';

const part = (title: string, index: number, parts: number) => `${title} (${index}/${parts})`;

describe('picking Anki cards', () => {
  it('splits a deck over the 1000 cards a set holds into parts, in card order', () => {
    const cards = Array.from({ length: 1500 }, (_, i) => ({
      front: `w${i}`,
      back: `n${i}`,
      deck: i % 3 === 0 ? 1 : 0,
      group: 0,
      tags: ['kept'],
    }));
    const preview: ImportPreview = {
      title: 'Big',
      cards,
      problems: [],
      groups: [{ noteType: 'Basic', template: 'Card 1', count: 1500 }],
      decks: [
        { name: 'Anki::Big::Main', count: 1000 },
        { name: 'Other', count: 500 },
      ],
    };
    const sets = deckSets(preview, NOTHING_UNTICKED, part);
    expect(sets.map((set) => [set.title, set.deck, set.cards.length])).toEqual([
      ['Main', 'Anki::Big::Main', 1000],
      ['Other', 'Other', 500],
    ]);
    expect(sets[0]!.cards[0]).toEqual({ front: 'w1', back: 'n1', tags: ['kept'] });
    const big = deckSets(
      { ...preview, cards: cards.map((c) => ({ ...c, deck: 0 })) },
      NOTHING_UNTICKED,
      part,
    );
    expect(big.map((set) => [set.title, set.cards.length])).toEqual([
      ['Main (1/2)', 1000],
      ['Main (2/2)', 500],
    ]);
    expect(big[1]!.cards[0]!.front).toBe('w1000');
  });

  it('titles a set by the last part of its deck name', () => {
    expect(deckSetTitle('IELTS::Words', 'x')).toBe('Words');
    expect(deckSetTitle('IELTS::', 'x')).toBe('IELTS::');
    expect(deckSetTitle('  ', 'Fallback')).toBe('Fallback');
  });

  it('opens a text preview in the editor as it is', () => {
    const text: ImportPreview = { title: 'T', cards: [{ front: 'a', back: 'b' }], problems: [] };
    expect(editorPreview(text, NOTHING_UNTICKED)).toEqual(text);
  });

  it("keeps the main deck's description for the set named after it only (issue 34 §16)", () => {
    const preview: ImportPreview = {
      title: 'Main',
      description: 'Từ vựng chủ đề giáo dục',
      cards: [
        { front: 'a', back: 'b', deck: 0, group: 0 },
        { front: 'c', back: 'd', deck: 1, group: 0 },
      ],
      problems: [],
      groups: [{ noteType: 'Basic', template: 'Card 1', count: 2 }],
      decks: [
        { name: 'IELTS::Main', count: 1 },
        { name: 'IELTS::Other', count: 1 },
      ],
    };
    const sets = deckSets(preview, NOTHING_UNTICKED, part);
    expect(sets.map((set) => [set.title, set.description])).toEqual([
      ['Main', 'Từ vựng chủ đề giáo dục'],
      ['Other', ''],
    ]);
    const both = editorPreview(preview, NOTHING_UNTICKED);
    expect([both.title, both.description]).toEqual(['Main', 'Từ vựng chủ đề giáo dục']);
    const other = editorPreview(preview, { ...NOTHING_UNTICKED, decksOff: new Set([0]) });
    expect([other.title, other.description]).toEqual(['Other', undefined]);
  });
});
