import { useId } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { MIN_WORDS } from './writing-prompt.tsx';

/**
 * The essay's text area (no spell checking or autocorrect: the exam has none) with its live word
 * count under it.
 */
export function EssayEditor({
  text,
  words,
  readOnly,
  onChange,
  minWords = MIN_WORDS,
}: {
  text: string;
  words: number;
  /** The task's minimum (Task 2: 250, Task 1: 150). */
  minWords?: number;
  readOnly: boolean;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const countId = useId();
  const t = useT();
  return (
    <div className="flex min-w-0 flex-col">
      <label htmlFor={id} className="font-bold">
        {t('writing.editor.label')}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        readOnly={readOnly}
        aria-describedby={countId}
        spellCheck={false}
        autoCorrect="off"
        autoCapitalize="sentences"
        lang="en"
        rows={18}
        className="mt-2 min-h-80 w-full flex-1 resize-y rounded-xl border border-slate-300 bg-white p-4 leading-relaxed text-slate-900 focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600 read-only:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:read-only:bg-slate-800"
        placeholder={t('writing.editor.placeholder')}
        data-testid="essay-editor"
      />
      <p id={countId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {words < minWords
          ? t('writing.editor.countShort', { words, missing: minWords - words })
          : t('writing.editor.countEnough', { words })}
      </p>
    </div>
  );
}
