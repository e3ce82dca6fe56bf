import { wordsOfTheDay } from '@app/content';
import { pickWordOfTheDay } from '@app/domain';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { learnerTimeZone } from '../../../lib/time-zone.ts';

/** Word of the day (spec §1): the learner's date picks it; it opens the dictionary. */
export function WordOfTheDay({ now }: { now: Date }) {
  const t = useT();
  const entry = pickWordOfTheDay(wordsOfTheDay, now, learnerTimeZone());
  return (
    <section
      aria-labelledby="wotd-heading"
      className="rounded-2xl bg-gradient-to-br from-blue-600 to-indigo-700 p-6 text-white shadow-lg"
    >
      <h2 id="wotd-heading" className="text-sm font-semibold tracking-wide text-blue-50 uppercase">
        {t('dashboard.wordOfDay')}
      </h2>
      <p lang="en" className="mt-3 text-3xl font-black" data-testid="word-of-the-day">
        {entry.word}
      </p>
      <p className="mt-1 text-sm text-blue-50 italic">
        {t('dashboard.partOfSpeech', { pos: entry.partOfSpeech })}
      </p>
      <p lang="vi" className="mt-3 font-semibold">
        {entry.vietnamese}
      </p>
      <p lang="en" className="mt-1 text-sm text-blue-50">
        {entry.definition}
      </p>
      <Link
        to={`/dashboard/dictionary?word=${encodeURIComponent(entry.word)}`}
        className="mt-5 inline-block rounded-xl bg-blue-900/40 px-4 py-2 text-sm font-semibold hover:bg-blue-900/60"
      >
        {t('dashboard.lookUp')}
      </Link>
    </section>
  );
}
