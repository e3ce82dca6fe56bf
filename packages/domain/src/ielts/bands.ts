/**
 * Raw score (out of 40) → band for Listening and Academic Reading, and the overall band.
 * Source: ../shared/ielts-facts.md "Raw score (out of 40) to band" — the commonly published full
 * tables, which agree with ielts.org's official averages (Listening 16 = 5, 23 = 6, 30 = 7,
 * 35 = 8; Academic Reading 15 = 5, 23 = 6, 30 = 7, 35 = 8). Every band from a raw score is an
 * estimate (the marks needed vary slightly between test versions); the app says so.
 * Below band 2.5 no consistent table is published: raw 2-3 → 2, raw 1 → 1, raw 0 → 0 (our choice).
 */

/** Lowest raw score of each band, highest band first: [band, minimum raw]. */
export const LISTENING_BAND_TABLE: ReadonlyArray<readonly [band: number, minRaw: number]> = [
  [9, 39],
  [8.5, 37],
  [8, 35],
  [7.5, 32],
  [7, 30],
  [6.5, 26],
  [6, 23],
  [5.5, 18],
  [5, 16],
  [4.5, 13],
  [4, 10],
  [3.5, 8],
  [3, 6],
  [2.5, 4],
  [2, 2],
  [1, 1],
  [0, 0],
];

export const ACADEMIC_READING_BAND_TABLE: ReadonlyArray<readonly [band: number, minRaw: number]> = [
  [9, 39],
  [8.5, 37],
  [8, 35],
  [7.5, 33],
  [7, 30],
  [6.5, 27],
  [6, 23],
  [5.5, 19],
  [5, 15],
  [4.5, 13],
  [4, 10],
  [3.5, 8],
  [3, 6],
  [2.5, 4],
  [2, 2],
  [1, 1],
  [0, 0],
];

/** Questions in a Listening or Reading test. */
export const RAW_SCORE_MAX = 40;

function bandFrom(table: ReadonlyArray<readonly [number, number]>, raw: number): number {
  if (!Number.isInteger(raw) || raw < 0 || raw > RAW_SCORE_MAX) {
    throw new RangeError(`raw score must be an integer 0-${RAW_SCORE_MAX}, got ${raw}`);
  }
  for (const [band, minRaw] of table) if (raw >= minRaw) return band;
  return 0;
}

/** Band of a Listening raw score 0-40. @throws RangeError outside 0-40 or not an integer. */
export function listeningBand(raw: number): number {
  return bandFrom(LISTENING_BAND_TABLE, raw);
}

/** Band of an Academic Reading raw score 0-40. @throws RangeError outside 0-40 or not an integer. */
export function academicReadingBand(raw: number): number {
  return bandFrom(ACADEMIC_READING_BAND_TABLE, raw);
}

/**
 * Overall band: the mean of the four skill bands rounded to the nearest half band, .25 up to
 * the next half and .75 up to the next whole band (`Math.round(mean * 2) / 2`; ielts-facts.md
 * "Overall band").
 * @throws RangeError unless given exactly four bands.
 */
export function overallBand(bands: readonly number[]): number {
  if (bands.length !== 4) throw new RangeError('the overall band needs the four skill bands');
  const mean = bands.reduce((a, b) => a + b, 0) / 4;
  return Math.round(mean * 2) / 2;
}
