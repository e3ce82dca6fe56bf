/**
 * The IELTS test catalogue (spec §3 "Test catalogue entries"): four lists of five, schema-tested
 * by ielts.test.ts. An entry point of its own, so only the IELTS screens load it (not the
 * dashboard's first screen, which imports the package's index).
 */
import catalogueJson from './ielts/catalogue.json' with { type: 'json' };
import type { Catalogue } from './ielts/schema.ts';

export type { Catalogue };

export const ieltsCatalogue = catalogueJson as Catalogue;
