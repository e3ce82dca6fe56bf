import { IMPORT_MESSAGES } from '@app/contracts';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { detectFile, extensionOf, isZip } from './detect.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('format detection', () => {
  it('takes a zip for an Anki package whatever its name', () => {
    const zip = zipSync({ 'a.txt': strToU8('x') });
    expect(isZip(zip)).toBe(true);
    expect(detectFile('deck.apkg', zip)).toEqual({ kind: 'anki' });
    expect(detectFile('renamed.csv', zip)).toEqual({ kind: 'anki' });
    expect(isZip(zipSync({}))).toBe(true); // an empty zip starts with its end record
  });

  it('reads UTF-8 text as CSV by a .csv name, else as Quizlet text', () => {
    const bytes = strToU8('front,back\nphở,món ăn');
    expect(detectFile('Words.CSV', bytes)).toEqual({ kind: 'csv', text: 'front,back\nphở,món ăn' });
    expect(detectFile('quizlet.txt', bytes)).toMatchObject({ kind: 'quizlet' });
    expect(detectFile('no-extension', bytes)).toMatchObject({ kind: 'quizlet' });
  });

  it('refuses a file that is not what its name says', () => {
    expect(() => detectFile('deck.apkg', PNG)).toThrow(IMPORT_MESSAGES.otherFileKind('png'));
    expect(() => detectFile('deck.apkg', strToU8('front,back'))).toThrow(IMPORT_MESSAGES.notZip);
    expect(() => detectFile('words.csv', PNG)).toThrow(/Tệp không đúng định dạng/);
  });

  it('refuses text that is not UTF-8 or holds NUL', () => {
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x09, 0x78]); // "café\tx" in Latin-1
    expect(() => detectFile('words.txt', latin1)).toThrow(IMPORT_MESSAGES.notUtf8);
    const utf16 = new Uint8Array([0xff, 0xfe, 0x61, 0x00]);
    expect(() => detectFile('words.txt', utf16)).toThrow(IMPORT_MESSAGES.notUtf8);
    expect(() => detectFile('words.txt', new Uint8Array([0x61, 0x00, 0x62]))).toThrow(
      IMPORT_MESSAGES.notUtf8,
    );
  });

  it('reads extensions case-insensitively, ignoring folders and dotfiles', () => {
    expect(extensionOf('C:\\Users\\a\\Deck.APKG')).toBe('apkg');
    expect(extensionOf('folder.v2/file')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
  });
});
