import {
  IMPORT_MESSAGES,
  IMPORT_REFUSAL_REASONS,
  OTHER_FILE_KINDS,
  importProblemMessage,
  importRefusal,
  type ImportProblemDetail,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { loadMessages, loadedMessages } from '../../../i18n/catalogues.ts';
import type { TFunction } from '../../../i18n/i18n.tsx';
import { makeIntl } from '../../../i18n/translate.ts';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { ImportRefusedError } from '../api/imports.ts';
import {
  importFailureText,
  importProblemText,
  importRefusalText,
  localisedPreview,
} from './import-text.ts';

const tOf =
  (intl: ReturnType<typeof makeIntl>): TFunction =>
  (id, values) =>
    intl.formatMessage({ id }, values);
const vi = tOf(makeIntl('vi', loadedMessages('vi')!));
const en = tOf(makeIntl('en', await loadMessages('en')));

const PROBLEMS: ImportProblemDetail[] = [
  { line: 2, place: 'line', code: 'missingSeparator' },
  { line: 3, place: 'note', code: 'missingSeparator' },
  { line: 4, place: 'line', code: 'emptyFront' },
  { line: 5, place: 'note', code: 'emptyBack' },
  { line: 6, place: 'line', code: 'sideTooLong', side: 'front', max: 2000 },
  { line: 7, place: 'note', code: 'sideTooLong', side: 'back', max: 2000 },
  {
    line: 8,
    place: 'note',
    code: 'soundsDropped',
    files: [
      { name: 'a.mp3', missing: false },
      { name: 'b.mp3', missing: true },
    ],
    moreFiles: true,
  },
  {
    line: 9,
    place: 'note',
    code: 'imagesDropped',
    files: [{ name: '', missing: false }],
    moreFiles: false,
  },
  {
    line: 4,
    place: 'line',
    code: 'imagesNotImported',
    files: [
      { name: 'a.png', missing: true },
      { name: 'b.png', missing: false },
    ],
    moreFiles: false,
  },
  { line: 1001, place: 'line', code: 'overEditorLimit', count: 1500, max: 1000 },
  { line: 1001, place: 'note', code: 'overEditorLimit', count: 1200, max: 1000 },
  { line: 9, place: 'line', code: 'unpairedLine' },
  {
    line: 2,
    place: 'note',
    code: 'templateField',
    noteType: 'Basic',
    template: 'Card 1',
    field: 'Extra',
  },
  { line: 3, place: 'note', code: 'templateSyntax', noteType: 'Cloze {x}', template: "It's" },
];

/** Every refusal with the figures the server sends. */
const REFUSALS = [
  ...IMPORT_REFUSAL_REASONS.filter((reason) => reason !== 'otherFileKind').map((reason) =>
    importRefusal(reason, reason === 'csvBroken' ? { line: 12 } : {}),
  ),
  ...OTHER_FILE_KINDS.map((kind) => importRefusal('otherFileKind', { kind })),
];

const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

describe('import texts', () => {
  it('keeps the server Vietnamese problems word for word on a Vietnamese page', () => {
    for (const problem of PROBLEMS) {
      const message = importProblemMessage(problem);
      expect(importProblemText({ ...problem, message } as never, vi)).toBe(message);
    }
  });

  it('keeps the server Vietnamese refusals word for word on a Vietnamese page', () => {
    for (const { reason, params, message } of REFUSALS) {
      expect(importRefusalText(reason, params ?? {}, vi)).toBe(message);
    }
  });

  it('writes problems and refusals in English on an English page', () => {
    for (const problem of PROBLEMS) {
      const text = importProblemText({ ...problem, message: 'x' } as never, en);
      expect(text).not.toMatch(VIETNAMESE);
      expect(text).toMatch(new RegExp(`\\b${problem.line}\\b`));
    }
    for (const { reason, params } of REFUSALS) {
      expect(importRefusalText(reason, params ?? {}, en)).not.toMatch(VIETNAMESE);
    }
    expect(importProblemText({ ...PROBLEMS[6]!, message: 'x' } as never, en)).toBe(
      'Note 8: sounds "a.mp3", "b.mp3" (not in the package), … left out — the app does not import sounds yet, only text.',
    );
    expect(importRefusalText('csvBroken', { line: 12 }, en)).toBe(
      'The CSV file is broken at line 12: a double quote is not closed or is misplaced.',
    );
  });

  it('uses the limits when a refusal comes without figures, and errorMessage without a reason', () => {
    expect(importRefusalText('tooManyCards', {}, en)).toContain('more than 2000 cards');
    const base = new ApiError(400, 'VALIDATION_ERROR', 'Tệp …');
    expect(importFailureText(new ImportRefusedError(base, 'notZip', {}), en)).toMatch(
      /^Not an Anki package/,
    );
    const other = new ApiError(500, 'INTERNAL_ERROR', 'x');
    expect(importFailureText(other, en)).toBe(errorMessage(other));
  });

  it("names pasted text's set in the page's language, and keeps a file's own title", () => {
    const pasted = { title: IMPORT_MESSAGES.defaultTitle, cards: [], problems: [] };
    expect(localisedPreview(pasted, en).title).toBe('Imported set');
    expect(localisedPreview(pasted, vi).title).toBe('Bộ thẻ nhập');
    const named = { ...pasted, title: 'Từ vựng' };
    expect(localisedPreview(named, en)).toBe(named);
  });
});
