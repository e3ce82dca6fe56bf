import { describe, expect, it } from 'vitest';
import { backAnswer, noteLine, splitBack } from './card-notes.ts';

const starterBack = [
  'bằng chứng, chứng cứ — facts or information showing whether a claim is true',
  'Ví dụ: Recent studies provide strong evidence that lack of sleep affects memory.',
  'Collocation: provide evidence',
].join('\n');

describe('splitBack', () => {
  it('splits a starter back into the meaning, the example and the collocation', () => {
    expect(splitBack(starterBack)).toEqual({
      answer: 'bằng chứng, chứng cứ — facts or information showing whether a claim is true',
      notes: [
        {
          kind: 'example',
          label: 'Ví dụ:',
          text: 'Recent studies provide strong evidence that lack of sleep affects memory.',
        },
        { kind: 'collocation', label: 'Collocation:', text: 'provide evidence' },
      ],
    });
  });

  it('returns a back without notes unchanged, byte for byte', () => {
    for (const back of [
      'bằng chứng',
      '  spaces kept  ',
      'line one\nline two',
      'a\r\nb\n\n',
      '',
      '   ',
      'Ví dụ là gì', // no colon: not a label
      'see e.g. the next card', // a label only counts at a line's start
      'Notebook: sổ tay',
    ]) {
      expect(splitBack(back)).toEqual({ answer: back, notes: [] });
    }
  });

  it('knows every label, in any case, with spaces before the colon, in NFC or NFD', () => {
    const cases: [string, string][] = [
      ['Ví dụ: a', 'example'],
      ['VÍ DỤ: a', 'example'],
      ['Ví dụ : a', 'example'],
      ['Ví dụ: a'.normalize('NFD'), 'example'],
      ['vd: a', 'example'],
      ['VD: a', 'example'],
      ['Example: a', 'example'],
      ['Examples: a', 'example'],
      ['e.g. a', 'example'],
      ['E.g.: a', 'example'],
      ['Collocation: a', 'collocation'],
      ['collocations: a', 'collocation'],
      ['Ghi chú: a', 'note'],
      ['GHI CHÚ: a', 'note'],
      ['Note: a', 'note'],
      ['notes: a', 'note'],
      ['   Note: a', 'note'],
    ];
    for (const [line, kind] of cases) {
      const split = splitBack(`nghĩa\n${line}`);
      expect(split.answer, line).toBe('nghĩa');
      expect(split.notes, line).toHaveLength(1);
      expect(split.notes[0]!.kind, line).toBe(kind);
      expect(split.notes[0]!.text, line).toBe('a');
    }
  });

  it('keeps the whole back as the answer when every line is a note', () => {
    const back = 'Ví dụ: The evidence is clear.\nCollocation: clear evidence';
    expect(splitBack(back)).toEqual({ answer: back, notes: [] });
    expect(backAnswer(back)).toBe(back);
    expect(splitBack('Note:\n\n')).toEqual({ answer: 'Note:\n\n', notes: [] });
  });

  it('joins the other lines wherever the notes are, dropping blank edges', () => {
    expect(splitBack('Note: first\nnghĩa một\r\nnghĩa hai\n\nVD: x\n')).toEqual({
      answer: 'nghĩa một\nnghĩa hai',
      notes: [
        { kind: 'note', label: 'Note:', text: 'first' },
        { kind: 'example', label: 'VD:', text: 'x' },
      ],
    });
  });

  it('is idempotent on its answer', () => {
    const { answer } = splitBack(starterBack);
    expect(splitBack(answer)).toEqual({ answer, notes: [] });
  });
});

describe('backAnswer and noteLine', () => {
  it('gives the trimmed answer, and a note as its label and text', () => {
    expect(backAnswer('  bằng chứng  ')).toBe('bằng chứng');
    expect(backAnswer(starterBack)).toMatch(/^bằng chứng, chứng cứ — /u);
    const [example, collocation] = splitBack(starterBack).notes;
    expect(noteLine(example!)).toBe(starterBack.split('\n')[1]);
    expect(noteLine(collocation!)).toBe('Collocation: provide evidence');
    expect(noteLine({ kind: 'note', label: 'Note:', text: '' })).toBe('Note:');
  });
});
