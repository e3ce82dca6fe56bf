import { describe, expect, it } from 'vitest';
import { planCardReplacement, type ExistingCard } from './card-replacement.ts';

const existing: ExistingCard[] = [
  { id: 'a', front: 'analyse', back: 'phân tích', position: 0, tags: ['Verb'] },
  { id: 'b', front: 'evidence', back: 'bằng chứng', position: 1, tags: ['Noun'] },
  { id: 'c', front: 'derive', back: 'bắt nguồn', position: 2, tags: [] },
];

const none = { frontImageUrl: null, backImageUrl: null };

describe('planCardReplacement', () => {
  it('keeps everything when nothing changed', () => {
    const plan = planCardReplacement(existing, existing);
    expect(plan).toEqual({ update: [], keptIds: ['a', 'b', 'c'], insert: [], deleteIds: [] });
  });

  it('keeps the id of an edited card (a typo fix keeps its state) and deletes removed ones', () => {
    const plan = planCardReplacement(existing, [
      { id: 'a', front: 'analyse', back: 'phân tích', tags: ['Verb'] },
      { id: 'b', front: 'evidence', back: 'chứng cứ', tags: ['Noun'] },
    ]);
    expect(plan.keptIds).toEqual(['a', 'b']);
    expect(plan.insert).toEqual([]);
    expect(plan.deleteIds).toEqual(['c']);
    expect(plan.update).toEqual([
      { id: 'b', position: 1, front: 'evidence', back: 'chứng cứ', tags: ['Noun'], ...none },
    ]);
  });

  it('updates position and tags without a new identity', () => {
    const plan = planCardReplacement(existing, [
      { id: 'c', front: 'derive', back: 'bắt nguồn', tags: ['Verb'] },
      { id: 'a', front: 'analyse', back: 'phân tích', tags: ['Verb'] },
      { id: 'b', front: 'evidence', back: 'bằng chứng', tags: ['Noun'] },
    ]);
    expect(plan.keptIds).toEqual(['c', 'a', 'b']);
    expect(plan.update).toEqual([
      { id: 'c', position: 0, front: 'derive', back: 'bắt nguồn', tags: ['Verb'], ...none },
      { id: 'a', position: 1, front: 'analyse', back: 'phân tích', tags: ['Verb'], ...none },
      { id: 'b', position: 2, front: 'evidence', back: 'bằng chứng', tags: ['Noun'], ...none },
    ]);
    expect(plan.insert).toEqual([]);
    expect(plan.deleteIds).toEqual([]);
  });

  it('matches by content when the client sends no id, and never claims a card twice', () => {
    const plan = planCardReplacement(existing, [
      { front: 'evidence', back: 'bằng chứng', tags: ['Noun'] },
      { front: 'evidence', back: 'bằng chứng', tags: ['Noun'] },
    ]);
    expect(plan.keptIds).toEqual(['b']);
    expect(plan.insert).toHaveLength(1);
    expect(plan.deleteIds).toEqual(['a', 'c']);
  });

  it('follows the id even when the whole text changed, and ignores an unknown id', () => {
    const plan = planCardReplacement(existing, [
      { id: 'a', front: 'derive', back: 'bắt nguồn', tags: [] },
      { id: 'zzz', front: 'new', back: 'mới', tags: [] },
    ]);
    expect(plan.keptIds).toEqual(['a']);
    expect(plan.insert.map((c) => c.front)).toEqual(['new']);
    expect(plan.deleteIds).toEqual(['b', 'c']);
  });

  it('never claims one card twice when two incoming cards name the same id', () => {
    const plan = planCardReplacement(existing, [
      { id: 'a', front: 'analyse', back: 'phân tích', tags: ['Verb'] },
      { id: 'a', front: 'analyse', back: 'phân tích', tags: ['Verb'] },
    ]);
    expect(plan.keptIds).toEqual(['a']);
    expect(plan.insert).toHaveLength(1);
  });

  it('treats an image change as an edit that keeps the card, and carries images to inserts', () => {
    const withImage: ExistingCard[] = [
      { ...existing[0]!, frontImageUrl: '/img/1.webp' },
      { ...existing[1]!, backImageUrl: '/img/2.webp' },
    ];
    const plan = planCardReplacement(withImage, [
      { id: 'a', front: 'analyse', back: 'phân tích', tags: ['Verb'], frontImageUrl: null },
      {
        id: 'b',
        front: 'evidence',
        back: 'bằng chứng',
        tags: ['Noun'],
        backImageUrl: '/img/2.webp',
      },
      { front: 'new', back: 'mới', tags: [], frontImageUrl: '/img/3.webp' },
    ]);
    expect(plan.keptIds).toEqual(['a', 'b']);
    expect(plan.update).toEqual([
      { id: 'a', position: 0, front: 'analyse', back: 'phân tích', tags: ['Verb'], ...none },
    ]);
    expect(plan.insert).toEqual([
      {
        position: 2,
        front: 'new',
        back: 'mới',
        tags: [],
        frontImageUrl: '/img/3.webp',
        backImageUrl: null,
      },
    ]);
  });
});
