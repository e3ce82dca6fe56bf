/**
 * The grammar and language feedback on an essay (issue 23 §3): the essay with each match
 * underlined — a colour and a line style per group (never colour alone: solid grammar, wavy
 * spelling, dotted punctuation, dashed style, with a legend and the group in each underline's
 * accessible name) — whose comment and suggestions show below the essay when it is focused
 * (Tab), clicked or tapped; then who checked (LanguageTool or the offline checks, and whether
 * LanguageTool failed), counts per 100 words per group, the passive-voice share, and the matches
 * grouped. Every text is the catalogue's; LanguageTool's English comments come as they are.
 */
import { GRAMMAR_GROUPS, type GrammarGroup } from '@app/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import {
  essayPieces,
  matchMessage,
  type GrammarFeedbackDto,
  type GrammarMatchDto,
} from './grammar-text.ts';

/** Underline per group: colour (≥ 3:1 on white and on slate-900) and a line style. */
const UNDERLINE: Record<GrammarGroup, string> = {
  grammar: 'decoration-solid decoration-violet-700 dark:decoration-violet-400',
  spelling: 'decoration-wavy decoration-red-600 dark:decoration-red-400',
  punctuation: 'decoration-dotted decoration-amber-700 dark:decoration-amber-400',
  style: 'decoration-dashed decoration-sky-700 dark:decoration-sky-400',
};
const MARK =
  'cursor-pointer rounded-sm underline decoration-2 underline-offset-4 box-decoration-clone focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600';
const SELECTED = 'bg-yellow-100 dark:bg-yellow-900/60';

function pressOnKey(event: KeyboardEvent, press: () => void) {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  press();
}

/** A match's comment and suggestions. */
function MatchDetail({
  match,
  essay,
  badge = true,
}: {
  match: GrammarMatchDto;
  essay: string;
  /** Shows the group's name (not inside that group's own list). */
  badge?: boolean;
}) {
  const t = useT();
  const english = match.message !== null;
  // LanguageTool's text may hold a long unbroken word: it wraps anywhere rather than widen the
  // page (issue 34 item 27; the server keeps at most 500 characters of a message)
  return (
    <div className="space-y-1 text-sm wrap-anywhere">
      <p>
        {badge ? (
          <span className="mr-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            {t(`writing.grammar.groups.${match.group}`)}
          </span>
        ) : null}
        <span
          lang="en"
          className={`font-semibold underline decoration-2 ${UNDERLINE[match.group]}`}
        >
          {essay.slice(match.offset, match.offset + match.length)}
        </span>
      </p>
      <p data-testid="grammar-message">
        <span lang={english ? 'en' : undefined}>{matchMessage(t, match, essay)}</span>
        {english ? (
          <span className="ml-1 text-xs text-slate-600 dark:text-slate-400">
            {t('writing.grammar.englishNote')}
          </span>
        ) : null}
      </p>
      {match.replacements.length > 0 ? (
        <p data-testid="grammar-suggestions">
          {t('writing.grammar.suggestions')}{' '}
          {match.replacements.map((value, i) => (
            <span key={i}>
              {i > 0 ? ', ' : null}
              <span lang="en" className="font-semibold text-green-800 dark:text-green-300">
                {value === '' ? '∅' : value}
              </span>
            </span>
          ))}
        </p>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">{t('writing.grammar.noSuggestions')}</p>
      )}
    </div>
  );
}

/** The essay with its matches underlined and the selected match's comment. */
export function GrammarEssay({ text, grammar }: { text: string; grammar: GrammarFeedbackDto }) {
  const t = useT();
  const detailId = useId();
  const [selected, setSelected] = useState<number | null>(null);
  const pieces = essayPieces(text, grammar.matches);
  const current = selected === null ? undefined : grammar.matches[selected];
  return (
    <>
      <p
        className="mt-3 leading-loose whitespace-pre-wrap wrap-anywhere"
        lang="en"
        data-testid="essay-text"
      >
        {pieces.map((piece, i) => {
          if (piece.match === null) return <span key={i}>{piece.text}</span>;
          const index = piece.match;
          const match = grammar.matches[index]!;
          const select = () => setSelected(index);
          return (
            <span
              key={i}
              role="button"
              tabIndex={0}
              aria-label={t('writing.grammar.matchLabel', {
                group: t(`writing.grammar.groups.${match.group}`),
                text: piece.text,
              })}
              aria-controls={detailId}
              aria-expanded={selected === index}
              data-testid="grammar-underline"
              data-group={match.group}
              className={`${MARK} ${UNDERLINE[match.group]} ${selected === index ? SELECTED : ''}`}
              onClick={select}
              onFocus={select}
              onKeyDown={(event) => pressOnKey(event, select)}
            >
              {piece.text}
            </span>
          );
        })}
      </p>
      {grammar.matches.length > 0 ? (
        <div className="mt-4 space-y-2">
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('writing.grammar.essayHint')}
          </p>
          <ul
            className="flex flex-wrap gap-x-4 gap-y-1 text-xs"
            aria-label={t('writing.grammar.legend')}
          >
            {GRAMMAR_GROUPS.map((group) => (
              <li key={group}>
                <span className={`underline decoration-2 underline-offset-4 ${UNDERLINE[group]}`}>
                  {t(`writing.grammar.groups.${group}`)}
                </span>
              </li>
            ))}
          </ul>
          <div
            id={detailId}
            aria-live="polite"
            className="min-h-12 rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-800"
            data-testid="grammar-detail"
          >
            {current ? <MatchDetail match={current} essay={text} /> : null}
          </div>
        </div>
      ) : null}
    </>
  );
}

/** Who checked, the counts per 100 words, the passive share and the matches by group. */
export function GrammarSummary({ text, grammar }: { text: string; grammar: GrammarFeedbackDto }) {
  const t = useT();
  return (
    <section aria-labelledby="grammar-heading" data-testid="grammar-feedback">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="grammar-heading" className="text-xl font-bold">
          {t('writing.grammar.heading')}
        </h2>
        <span
          className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100"
          data-testid="grammar-source"
        >
          {t(`writing.grammar.source.${grammar.source}`)}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t(`writing.grammar.sourceNote.${grammar.source}`)}
      </p>
      {grammar.fallback ? (
        <p
          className="mt-2 rounded-xl bg-amber-100 px-4 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
          data-testid="grammar-fallback"
        >
          {t('writing.grammar.fallback')}
        </p>
      ) : null}
      <h3 className="mt-3 text-sm font-semibold">{t('writing.grammar.countsHeading')}</h3>
      <dl className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="grammar-counts">
        {GRAMMAR_GROUPS.map((group) => (
          <div
            key={group}
            className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-xs text-slate-600 dark:text-slate-400">
              <span className={`underline decoration-2 underline-offset-4 ${UNDERLINE[group]}`}>
                {t(`writing.grammar.groups.${group}`)}
              </span>
            </dt>
            <dd className="mt-1 font-bold">
              {t('writing.grammar.perHundred', { count: grammar.countsPer100Words[group] })}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm" data-testid="grammar-passive">
        {t('writing.grammar.passive', { share: grammar.passiveShare })}
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('writing.grammar.passiveNote')}
      </p>
      {grammar.matches.length === 0 ? (
        <p className="mt-3 text-sm">{t('writing.grammar.none')}</p>
      ) : (
        <div className="mt-3 space-y-3">
          {GRAMMAR_GROUPS.map((group) => {
            const own = grammar.matches.filter((m) => m.group === group);
            if (own.length === 0) return null;
            return (
              <div
                key={group}
                className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
                data-testid="grammar-group"
                data-group={group}
              >
                <h3 className="font-bold">
                  {t(`writing.grammar.groups.${group}`)}{' '}
                  <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
                    {t('writing.grammar.groupCount', { count: own.length })} ·{' '}
                    {t('writing.grammar.perHundred', { count: grammar.countsPer100Words[group] })}
                  </span>
                </h3>
                <ul className="mt-2 space-y-3">
                  {own.map((match, i) => (
                    <li key={`${match.offset}-${i}`} className="wrap-anywhere">
                      <MatchDetail match={match} essay={text} badge={false} />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
