/**
 * Meanings by part of speech (spec §2 Dictionary, §9: up to 3 definitions each, with their
 * examples); 'No definition available' (its text in the interface language) where a part of
 * speech has none.
 */
import type { DictionaryMeaning } from '@app/contracts';
import { useT } from '../../../i18n/i18n.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { partOfSpeechName } from '../lib/card-from-entry.ts';

/** Definitions shown per part of speech (spec §9). */
const DEFINITIONS_PER_MEANING = 3;

const KNOWN_PARTS = new Set([
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'preposition',
  'conjunction',
  'interjection',
  'determiner',
  'phrase',
]);

/** The name of a part of speech in the interface language ("noun" → "danh từ"); else as given. */
export function usePartOfSpeechName(): (name: string) => string {
  const t = useT();
  return (name) => {
    const known = partOfSpeechName(name) ?? '';
    return KNOWN_PARTS.has(known) ? t(`dictionary.partsOfSpeech.${known}` as MessageId) : name;
  };
}

/** The part of speech in the interface language (issue 18: no English tag on a Vietnamese page). */
export function PartOfSpeech({ name }: { name: string }) {
  const partName = usePartOfSpeechName();
  return (
    <span className="font-semibold text-violet-800 italic dark:text-violet-300">
      {partName(name)}
    </span>
  );
}

/** Every meaning of the entry. */
export function MeaningsList({ meanings }: { meanings: readonly DictionaryMeaning[] }) {
  const t = useT();
  if (meanings.length === 0) {
    return <p className="text-slate-600 dark:text-slate-400">{t('dictionary.noDefinition')}</p>;
  }
  return (
    <section aria-labelledby="meanings-heading" className="space-y-5">
      <h3
        id="meanings-heading"
        className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        {t('dictionary.meanings')}
      </h3>
      {meanings.map((meaning, index) => {
        const definitions = meaning.definitions.slice(0, DEFINITIONS_PER_MEANING);
        return (
          <div key={`${meaning.partOfSpeech}-${index}`} data-testid="meaning">
            <h4 className="mb-2 text-lg">
              <PartOfSpeech name={meaning.partOfSpeech} />
            </h4>
            {definitions.length === 0 ? (
              <p className="text-slate-600 dark:text-slate-400">{t('dictionary.noDefinition')}</p>
            ) : (
              <ol className="list-decimal space-y-2 pl-6 marker:text-slate-500">
                {definitions.map((definition, n) => (
                  <li key={n} className="wrap-anywhere">
                    <span data-testid="definition">{definition.definition}</span>
                    {definition.example ? (
                      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                        <span className="font-medium">{t('dictionary.example')}: </span>
                        <q className="italic">{definition.example}</q>
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </div>
        );
      })}
    </section>
  );
}
