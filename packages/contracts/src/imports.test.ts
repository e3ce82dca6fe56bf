import { describe, expect, it } from 'vitest';
import {
  IMPORT_REFUSAL_REASONS,
  importPreviewSchema,
  importProblemMessage,
  importRefusal,
  importRefusalOfMessage,
  isImportRefusalReason,
  IMPORT_MESSAGES,
} from './imports.ts';

describe('import problems (codes beside the Vietnamese message)', () => {
  it('writes the same Vietnamese messages as before the codes', () => {
    expect(importProblemMessage({ line: 3, place: 'line', code: 'missingSeparator' })).toBe(
      'Dòng 3: không tìm thấy dấu phân cách giữa thuật ngữ và định nghĩa — dòng này được bỏ qua.',
    );
    expect(importProblemMessage({ line: 4, place: 'note', code: 'emptyBack' })).toBe(
      'Ghi chú 4: mặt sau trống — thẻ này không được nhập.',
    );
    expect(
      importProblemMessage({
        line: 1,
        place: 'line',
        code: 'sideTooLong',
        side: 'front',
        max: 2000,
      }),
    ).toBe(
      'Dòng 1: mặt trước dài hơn 2000 ký tự (tối đa 2000 ký tự mỗi mặt) — thẻ này không được nhập.',
    );
    expect(
      importProblemMessage({
        line: 2,
        place: 'note',
        code: 'soundsDropped',
        files: [
          { name: 'a.mp3', missing: false },
          { name: 'b.mp3', missing: true },
        ],
        moreFiles: true,
      }),
    ).toBe(
      'Ghi chú 2: đã bỏ âm thanh "a.mp3", "b.mp3" (không có trong gói), … — ứng dụng chưa nhập âm thanh, chỉ nhập chữ.',
    );
    expect(
      importProblemMessage({
        line: 1001,
        place: 'note',
        code: 'overEditorLimit',
        count: 1200,
        max: 1000,
      }),
    ).toBe(
      'Có 1200 thẻ, nhưng mỗi bộ thẻ lưu được tối đa 1000 thẻ: từ ghi chú 1001 trở đi, hãy lưu vào một bộ thẻ khác.',
    );
  });

  it('accepts each code with its figures in a preview, and refuses a code without them', () => {
    const problems = [
      { line: 1, place: 'line', code: 'emptyFront', message: 'x' },
      { line: 2, place: 'note', code: 'imagesDropped', files: [], moreFiles: false, message: 'x' },
      { line: 3, place: 'line', code: 'sideTooLong', side: 'back', max: 2000, message: 'x' },
    ];
    expect(importPreviewSchema.safeParse({ title: 'T', cards: [], problems }).success).toBe(true);
    const bare = [{ line: 1, place: 'line', code: 'sideTooLong', message: 'x' }];
    expect(importPreviewSchema.safeParse({ title: 'T', cards: [], problems: bare }).success).toBe(
      false,
    );
  });

  it('writes the Anki template problems and reads groups and decks (Anki previews only)', () => {
    expect(
      importProblemMessage({
        line: 2,
        place: 'note',
        code: 'templateField',
        noteType: 'Basic',
        template: 'Card 1',
        field: 'Extra',
      }),
    ).toBe(
      'Ghi chú 2: mẫu thẻ "Card 1" của kiểu ghi chú "Basic" dùng trường "Extra" mà kiểu ghi chú không có — chỗ đó để trống trên mọi thẻ của mẫu này.',
    );
    expect(
      importProblemMessage({
        line: 5,
        place: 'note',
        code: 'templateSyntax',
        noteType: 'Cloze',
        template: 'Cloze',
      }),
    ).toBe(
      'Ghi chú 5: mẫu thẻ "Cloze" của kiểu ghi chú "Cloze" có cú pháp {{…}} bị lỗi — phần lỗi được bỏ qua; hãy kiểm tra các thẻ của mẫu này.',
    );
    const anki = {
      title: 'T',
      cards: [{ front: 'a', back: 'b', group: 0, deck: 0 }],
      problems: [],
      groups: [{ noteType: 'Basic', template: 'Card 1', count: 1 }],
      decks: [{ name: 'A::B', count: 1 }],
    };
    expect(importPreviewSchema.parse(anki)).toEqual(anki);
    const badIndex = { ...anki, cards: [{ front: 'a', back: 'b', group: -1 }] };
    expect(importPreviewSchema.safeParse(badIndex).success).toBe(false);
    const noField = [
      { line: 1, place: 'note', code: 'templateField', noteType: 'B', message: 'x' },
    ];
    expect(importPreviewSchema.safeParse({ ...anki, problems: noField }).success).toBe(false);
  });
});

describe('import refusals (reason and figures beside the Vietnamese message)', () => {
  it('gives every reason its message and the limits it states', () => {
    for (const reason of IMPORT_REFUSAL_REASONS) {
      expect(importRefusal(reason).message.length).toBeGreaterThan(10);
      expect(isImportRefusalReason(reason)).toBe(true);
    }
    expect(importRefusal('tooManyCards')).toEqual({
      reason: 'tooManyCards',
      params: { max: 2000 },
      message: IMPORT_MESSAGES.tooManyCards,
    });
    expect(importRefusal('notZip')).toEqual({ reason: 'notZip', message: IMPORT_MESSAGES.notZip });
    expect(importRefusal('csvBroken', { line: 7 })).toEqual({
      reason: 'csvBroken',
      params: { line: 7 },
      message: 'Tệp CSV bị lỗi ở dòng 7: dấu ngoặc kép chưa được đóng hoặc đặt sai chỗ.',
    });
    expect(importRefusal('otherFileKind', { kind: 'png' }).message).toBe(
      'Tệp không đúng định dạng: đây là một ảnh PNG, không phải gói Anki (.apkg, .colpkg), tệp CSV hay văn bản (.txt).',
    );
    expect(isImportRefusalReason('VALIDATION_ERROR')).toBe(false);
  });

  it('finds the reason of a schema message', () => {
    expect(importRefusalOfMessage(IMPORT_MESSAGES.separatorsEqual)?.reason).toBe('separatorsEqual');
    expect(importRefusalOfMessage(IMPORT_MESSAGES.textTooLong)?.params).toEqual({
      max: 10_000_000,
    });
    expect(importRefusalOfMessage('Dữ liệu không hợp lệ')).toBeNull();
  });
});
