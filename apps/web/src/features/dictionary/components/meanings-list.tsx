/**
 * Meanings by part of speech (spec §2 Dictionary, §9: up to 3 definitions each, with their
 * examples); 'No definition available' where a part of speech has none.
 */
import type { DictionaryMeaning } from '@app/contracts';
import { viDictionary as text } from '../../../i18n/vi-dictionary.ts';
import { partOfSpeechName } from '../lib/card-from-entry.ts';

/** Definitions shown per part of speech (spec §9). */
const DEFINITIONS_PER_MEANING = 3;

/** The part of speech as the source names it, with its Vietnamese name when known. */
export function PartOfSpeech({ name }: { name: string }) {
  const vietnamese = text.partsOfSpeech[partOfSpeechName(name) ?? ''];
  return (
    <span className="font-semibold text-violet-800 italic dark:text-violet-300">
      {name}
      {vietnamese ? (
        <span className="font-normal text-slate-600 not-italic dark:text-slate-400">
          {' '}
          · {vietnamese}
        </span>
      ) : null}
    </span>
  );
}

/** Every meaning of the entry. */
export function MeaningsList({ meanings }: { meanings: readonly DictionaryMeaning[] }) {
  if (meanings.length === 0) {
    return <p className="text-slate-600 dark:text-slate-400">{text.noDefinition}</p>;
  }
  return (
    <section aria-labelledby="meanings-heading" className="space-y-5">
      <h3
        id="meanings-heading"
        className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        {text.meanings}
      </h3>
      {meanings.map((meaning, index) => {
        const definitions = meaning.definitions.slice(0, DEFINITIONS_PER_MEANING);
        return (
          <div key={`${meaning.partOfSpeech}-${index}`} data-testid="meaning">
            <h4 className="mb-2 text-lg">
              <PartOfSpeech name={meaning.partOfSpeech} />
            </h4>
            {definitions.length === 0 ? (
              <p className="text-slate-600 dark:text-slate-400">{text.noDefinition}</p>
            ) : (
              <ol className="list-decimal space-y-2 pl-6 marker:text-slate-500">
                {definitions.map((definition, n) => (
                  <li key={n} className="wrap-anywhere">
                    <span data-testid="definition">{definition.definition}</span>
                    {definition.example ? (
                      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                        <span className="font-medium">{text.example}: </span>
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
