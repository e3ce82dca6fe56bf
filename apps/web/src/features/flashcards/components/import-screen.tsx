/**
 * Import (issue 7 §7, /dashboard/flashcards/import): a file (Quizlet text, CSV with a header, an
 * Anki .apkg / .colpkg) or pasted Quizlet text with its separators, previewed by the server
 * (nothing saved), then opened in the editor, where the learner checks and saves it as usual.
 * Pasted text the server reads as a Quizlet set page (alternate lines, issue 24 §3) says so,
 * and the learner can read it again as one card per line (and back).
 * The server's problems (skipped notes, media not imported, the card cap) are listed first; an
 * Anki package's cards can be picked by template and deck (import-pick.tsx). 'Giữ lịch ôn'
 * (file imports) asks for an Anki package's review history (issue 24 §1). The paste box is in the
 * app's sans-serif font, as every other text box (issue 34 §19 found Vietnamese marks badly drawn
 * in the monospace font it had), with wide tabs so a Quizlet export's columns still line up.
 */
import type { ImportPreview, TextLayout } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { previewImportFile, previewImportText } from '../api/imports.ts';
import { importFailureText, localisedPreview } from '../lib/import-text.ts';
import { KeepHistoryOption } from './import-history.tsx';
import { ImportLayoutNotice } from './import-layout-notice.tsx';
import { ImportPickPreview } from './import-pick.tsx';

type Source = 'file' | 'text';

/** What went wrong, kept as data so its text follows a language switch. */
type ScreenError =
  | { local: 'flashcards.imports.fileRequired' | 'flashcards.imports.textRequired' }
  | { failure: unknown };

const field =
  'w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

/** A separator choice: the named ones, or a custom string typed beside 'Khác'. */
function SeparatorChoice({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: [value: string, label: string][];
  value: string;
  onChange: (value: string) => void;
}) {
  const name = useId();
  const t = useT();
  const named = options.some(([option]) => option === value);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {options.map(([option, label]) => (
          <label key={option} className="flex items-center gap-1.5">
            <input
              type="radio"
              name={name}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {label}
          </label>
        ))}
        <label className="flex items-center gap-1.5">
          <input type="radio" name={name} checked={!named} onChange={() => onChange('-')} />
          {t('flashcards.imports.custom')}
        </label>
        {named ? null : (
          <input
            className={`${field} w-24`}
            aria-label={t('flashcards.imports.customOf', { legend })}
            value={value}
            maxLength={10}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </div>
    </fieldset>
  );
}

export function ImportScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [source, setSource] = useState<Source>('file');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [termSeparator, setTermSeparator] = useState('tab');
  const [cardSeparator, setCardSeparator] = useState('newline');
  const [keepHistory, setKeepHistory] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ScreenError | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  /** The layout the shown preview of pasted text was asked for. */
  const [layout, setLayout] = useState<TextLayout>('auto');

  /** Previews the chosen file, or the pasted text read in `asked`. */
  const read = async (asked: TextLayout) => {
    setError(null);
    setPreview(null);
    if (source === 'file' && !file) return setError({ local: 'flashcards.imports.fileRequired' });
    if (source === 'text' && text.trim() === '')
      return setError({ local: 'flashcards.imports.textRequired' });
    setBusy(true);
    setLayout(asked);
    try {
      setPreview(
        source === 'file' && file
          ? await previewImportFile(file, { keepHistory })
          : await previewImportText({ text, termSeparator, cardSeparator, layout: asked }),
      );
    } catch (failure) {
      setError({ failure });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void read('auto');
  };

  const shown = preview ? localisedPreview(preview, t) : null;

  const tab = (value: Source, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={source === value}
      onClick={() => {
        setSource(value);
        setError(null);
      }}
      className={`rounded-xl px-4 py-2 text-sm font-semibold ${source === value ? 'bg-blue-600 text-white' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'}`}
    >
      {label}
    </button>
  );

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-black sm:text-3xl">{t('flashcards.imports.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('flashcards.imports.subtitle')}</p>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <div
          role="tablist"
          aria-label={t('flashcards.imports.title')}
          className="flex flex-wrap gap-2"
        >
          {tab('file', t('flashcards.imports.fromFile'))}
          {tab('text', t('flashcards.imports.fromText'))}
        </div>
        {source === 'file' ? (
          <div>
            <label htmlFor="import-file" className="mb-1.5 block text-sm font-medium">
              {t('flashcards.imports.file')}
            </label>
            <input
              id="import-file"
              type="file"
              accept=".txt,.csv,.apkg,.colpkg,text/plain,text/csv"
              className={field}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(null);
              }}
            />
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t('flashcards.imports.fileHint')}
            </p>
            <KeepHistoryOption checked={keepHistory} onChange={setKeepHistory} />
          </div>
        ) : (
          <>
            <div>
              <label htmlFor="import-text" className="mb-1.5 block text-sm font-medium">
                {t('flashcards.imports.text')}
              </label>
              <textarea
                id="import-text"
                className={`${field} min-h-40 text-sm [tab-size:4]`}
                placeholder={t('flashcards.imports.textPlaceholder')}
                value={text}
                aria-describedby="import-text-hint"
                onChange={(e) => {
                  setText(e.target.value);
                  setError(null);
                }}
              />
              <p id="import-text-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {t('flashcards.imports.textHint')}
              </p>
            </div>
            <SeparatorChoice
              legend={t('flashcards.imports.termSeparator')}
              options={[
                ['tab', t('flashcards.imports.tab')],
                ['comma', t('flashcards.imports.comma')],
              ]}
              value={termSeparator}
              onChange={setTermSeparator}
            />
            <SeparatorChoice
              legend={t('flashcards.imports.cardSeparator')}
              options={[
                ['newline', t('flashcards.imports.newline')],
                ['semicolon', t('flashcards.imports.semicolon')],
              ]}
              value={cardSeparator}
              onChange={setCardSeparator}
            />
          </>
        )}
        {error ? (
          <Alert tone="error">
            {'local' in error ? t(error.local) : importFailureText(error.failure, t)}
          </Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Link
            to="/dashboard/flashcards"
            className="rounded-xl px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {t('common.cancel')}
          </Link>
          <Button type="submit" disabled={busy}>
            {busy ? t('flashcards.imports.reading') : t('flashcards.imports.preview')}
          </Button>
        </div>
      </form>
      {shown ? (
        <ImportPickPreview
          preview={shown}
          onOpen={(picked) =>
            navigate('/dashboard/flashcards/edit/new', { state: { imported: picked } })
          }
          notice={
            source === 'text' ? (
              <ImportLayoutNotice
                preview={shown}
                asked={layout}
                busy={busy}
                onRead={(asked) => void read(asked)}
              />
            ) : null
          }
        />
      ) : null}
    </div>
  );
}
