/** The editor's set fields (spec §2): title (required), description and the colour presets. */
import { COLOR_PRESETS } from '@app/contracts';
import { useT } from '../../../i18n/i18n.tsx';

export interface SetFieldsDraft {
  title: string;
  description: string;
  color: string;
}

const input =
  'w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 placeholder:text-slate-500 dark:placeholder:text-slate-400 focus:border-blue-500 focus:outline-none focus:ring-2 focus:ring-blue-500/30 aria-invalid:border-red-400 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

export function SetFields({
  draft,
  titleError,
  onChange,
}: {
  draft: SetFieldsDraft;
  titleError: string | undefined;
  onChange: (patch: Partial<SetFieldsDraft>, field: keyof SetFieldsDraft) => void;
}) {
  const t = useT();
  return (
    <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div>
        <label htmlFor="set-title" className="mb-1.5 block text-sm font-medium">
          {t('flashcards.editor.setTitle')}
        </label>
        <input
          id="set-title"
          className={input}
          value={draft.title}
          placeholder={t('flashcards.editor.setTitlePlaceholder')}
          aria-invalid={titleError ? true : undefined}
          onChange={(e) => onChange({ title: e.target.value }, 'title')}
        />
        {titleError ? (
          <p className="mt-1 text-sm text-red-600 dark:text-red-400">{titleError}</p>
        ) : null}
      </div>
      <div>
        <label htmlFor="set-description" className="mb-1.5 block text-sm font-medium">
          {t('flashcards.editor.description')}
        </label>
        <textarea
          id="set-description"
          className={`${input} min-h-20`}
          value={draft.description}
          placeholder={t('flashcards.editor.descriptionPlaceholder')}
          onChange={(e) => onChange({ description: e.target.value }, 'description')}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('flashcards.editor.color')}</legend>
        <div className="flex flex-wrap gap-2">
          {COLOR_PRESETS.map((color) => (
            <button
              key={color}
              type="button"
              aria-label={t('flashcards.editor.colorOption', { hex: color })}
              aria-pressed={draft.color === color}
              onClick={() => onChange({ color }, 'color')}
              className={`h-9 w-9 rounded-full border-2 transition ${draft.color === color ? 'scale-110 border-slate-900 dark:border-white' : 'border-transparent'}`}
              style={{ backgroundColor: color }}
            />
          ))}
        </div>
      </fieldset>
    </section>
  );
}
