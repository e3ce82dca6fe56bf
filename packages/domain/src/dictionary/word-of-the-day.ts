/**
 * Word of the day (spec §1): picked deterministically from a fixed list using the sum of the
 * date parts (day + month + year) of the learner's date, modulo the list length.
 */
import { learnerDateParts } from '../time.ts';

/**
 * Index into a list of `listLength` words for the learner's date at `now`.
 * @throws RangeError when the list is empty.
 */
export function wordOfTheDayIndex(listLength: number, now: Date, timeZone: string): number {
  if (listLength <= 0) throw new RangeError('The word list is empty');
  const { year, month, day } = learnerDateParts(now, timeZone);
  return (year + month + day) % listLength;
}

/** The entry of `words` for the learner's date at `now`. @throws RangeError on an empty list. */
export function pickWordOfTheDay<T>(words: readonly T[], now: Date, timeZone: string): T {
  return words[wordOfTheDayIndex(words.length, now, timeZone)] as T;
}
