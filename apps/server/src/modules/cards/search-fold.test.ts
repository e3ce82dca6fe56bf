import { readFileSync } from 'node:fs';
import { SEARCH_FOLD_TABLE } from '@app/domain';
import { describe, expect, it } from 'vitest';

/** Migration 0013's SQL folding must be the domain's table, in both of its functions. */
describe('search folding in SQL', () => {
  it('uses SEARCH_FOLD_TABLE in search_fold and card_search_text', () => {
    const migration = readFileSync(
      new URL('../../../drizzle/0013_card_search.sql', import.meta.url),
      'utf8',
    );
    const table = `'${SEARCH_FOLD_TABLE.from}', '${SEARCH_FOLD_TABLE.to}')`;
    expect(migration.split(table)).toHaveLength(3);
  });
});

describe('LIKE escaping of the search text', () => {
  it('makes %, _ and \\ literal', async () => {
    const { escapeLike } = await import('./cards.repository.ts');
    expect(escapeLike('50% off_sale \\ ok')).toBe('50\\% off\\_sale \\\\ ok');
    expect(escapeLike('plain')).toBe('plain');
  });
});
