import { IMPORT_MESSAGES, SET_LIMITS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { titleFromFileName } from './card-collector.ts';
import { deckDescription, deckTitle, pastedTitle } from './import-title.ts';
import { parseQuizletText } from './quizlet-text.ts';

/** Issue 34 §16: the set name an import suggests. */
describe('the set name of an import', () => {
  it('is the last part of an Anki deck name', () => {
    expect(deckTitle('IELTS::Education')).toBe('Education');
    expect(deckTitle('IELTS\u001fTopics\u001fEducation')).toBe('Education');
    expect(deckTitle('  Words  ')).toBe('Words');
    expect(deckTitle('IELTS::')).toBe('IELTS::');
    expect(deckTitle('::')).toBe('::');
    expect(deckTitle('   ')).toBeNull();
  });

  it("keeps an Anki deck's description, trimmed and cut to the set's limit", () => {
    expect(deckDescription('  Từ vựng chủ đề\n\n\n\nNguồn  ')).toBe('Từ vựng chủ đề\n\nNguồn');
    expect(deckDescription('   ')).toBeNull();
    expect(deckDescription('x'.repeat(3000))).toHaveLength(SET_LIMITS.descriptionMax);
  });

  it("is a CSV or text file's name without its extension", () => {
    expect(titleFromFileName('IELTS Writing words.csv')).toBe('IELTS Writing words');
    expect(titleFromFileName('C:\\Users\\An\\Desktop\\từ mới.txt')).toBe('từ mới');
    expect(titleFromFileName('.csv')).toBe('.csv');
  });

  it("is pasted text's first line: its heading, else its first term", () => {
    expect(pastedTitle('  Unit 5: Environment ', 'pollution')).toBe('Unit 5: Environment');
    expect(pastedTitle(null, ' pollution ')).toBe('pollution');
    expect(pastedTitle(null, undefined)).toBeNull();
  });

  it('reads a pasted heading line as the name, not as a card without a separator', () => {
    const seps = { termSeparator: 'tab', cardSeparator: 'newline' };
    const text = 'Unit 5 – Environment\npollution\tô nhiễm\nemission\tkhí thải\n';
    const pasted = parseQuizletText(text, seps, IMPORT_MESSAGES.defaultTitle, { pasted: true });
    expect(pasted.title).toBe('Unit 5 – Environment');
    expect(pasted.cards.map((card) => card.front)).toEqual(['pollution', 'emission']);
    expect(pasted.problems).toEqual([]);
    // a file keeps its name and reports the line
    const file = parseQuizletText(text, seps, 'words');
    expect(file.title).toBe('words');
    expect(file.problems.map((problem) => problem.code)).toEqual(['missingSeparator']);
    // no heading: the first term names the set
    const plain = parseQuizletText('pollution\tô nhiễm\n', seps, 'x', { pasted: true });
    expect(plain.title).toBe('pollution');
    // a lone line without a separator is no heading: it is reported
    const lone = parseQuizletText('pollution ô nhiễm\nemission khí thải\n', seps, 'x', {
      pasted: true,
    });
    expect(lone.problems.map((problem) => [problem.line, problem.code])).toEqual([
      [1, 'missingSeparator'],
      [2, 'missingSeparator'],
    ]);
  });
});
