import { describe, expect, it } from 'vitest';
import { CmuTable } from './cmu-table.ts';

describe('CmuTable', () => {
  it('indexes the installed package file: every entry, alternates included', async () => {
    const table = await CmuTable.load();
    expect(table.size).toBeGreaterThan(130_000);
    expect(table.get('run')).toBe('R AH1 N');
    expect(table.get('good')).toBe('G UH1 D');
    expect(table.get('good(2)')).toBe('G IH0 D');
    expect(table.get("'bout")).toBe('B AW1 T');
    expect(table.get('well-being')).toBe('W EH2 L B IY1 IH0 NG');
    expect(table.get('qwzxv')).toBeUndefined();
    expect(table.get('ru')).not.toBe('R AH1 N'); // a prefix of a key is not the key
    expect(table.get('')).toBeUndefined();
  });

  it('reads the module format and refuses a file without it', () => {
    const source = [
      '/** @type {{ [word: string]: string }} */',
      'export const dictionary = {',
      '  "a": "AH0",',
      '  "a(2)": "EY1",',
      '  "zebra": "Z IY1 B R AH0"',
      '}',
    ].join('\n');
    const table = CmuTable.fromSource(Buffer.from(source), 3);
    expect([table.get('a'), table.get('a(2)'), table.get('zebra')]).toEqual([
      'AH0',
      'EY1',
      'Z IY1 B R AH0',
    ]);
    expect(() => CmuTable.fromSource(Buffer.from(source))).toThrow(/entries/);
  });
});
