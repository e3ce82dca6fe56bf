import { TAG_PRESETS, type CardReview, type CardSchedule } from '@app/contracts';
import { useId } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { tagLabel } from '../../../lib/tag-label.ts';
import { CardImageField } from './card-image-field.tsx';

export interface DraftCard {
  /** Local key for React; stable across edits. */
  key: string;
  /** The id the card was loaded with (kept by the server while its content is unchanged). */
  id?: string;
  front: string;
  back: string;
  tags: string[];
  /** Uploaded image URLs of each side (null: none). */
  frontImageUrl: string | null;
  backImageUrl: string | null;
  /** An imported card's Anki history (issue 24 §1), saved with the new set as it came. */
  schedule?: CardSchedule;
  reviews?: CardReview[];
}

const textarea =
  'min-h-20 w-full resize-y rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 dark:placeholder:text-slate-400 focus:border-blue-500 focus:outline-none focus:ring-2 focus:ring-blue-500/30 aria-invalid:border-red-400 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

/**
 * One card in the editor: front and back, tag chips, remove (only when more than one card), and a
 * warning under the front when another card has the same front, and an image per side. Under the
 * first card's back, a hint on note lines ("Ví dụ:", "Collocation:", "Ghi chú:": the domain's
 * card-notes), once for the set rather than on every card.
 */
export function CardFields({
  card,
  index,
  canRemove,
  autoFocus,
  errors,
  warning,
  readOnly = false,
  onChange,
  onRemove,
  onUploadStart,
  onUploadEnd,
}: {
  card: DraftCard;
  index: number;
  canRemove: boolean;
  autoFocus: boolean;
  errors: { front?: string | undefined; back?: string | undefined };
  /** Shown under the front (amber-800 on white 7.13:1, amber-300 on slate-900 12.34:1). */
  warning?: string | undefined;
  onChange: (card: DraftCard) => void;
  onRemove: () => void;
  /** An image upload began / ended (the editor blocks saving meanwhile). */
  onUploadStart: () => void;
  onUploadEnd: () => void;
  /** A set shared to view: no remove button, only the card's own tags. */
  readOnly?: boolean;
}) {
  const id = useId();
  const t = useT();
  const hint = index === 0 && !readOnly;
  const toggleTag = (tag: string) =>
    onChange({
      ...card,
      tags: card.tags.includes(tag) ? card.tags.filter((t) => t !== tag) : [...card.tags, tag],
    });
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="card-editor"
    >
      <div className="mb-3 flex items-center justify-between">
        <h3 className="font-bold text-slate-700 dark:text-slate-200">
          {t('flashcards.editor.card', { n: index + 1 })}
        </h3>
        {canRemove && !readOnly ? (
          <button
            type="button"
            onClick={onRemove}
            className="rounded-lg px-2 py-1 text-sm font-medium text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/50"
            aria-label={t('flashcards.editor.removeCard', { n: index + 1 })}
          >
            {t('common.delete')}
          </button>
        ) : null}
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <label
            htmlFor={`${id}-front`}
            className="mb-1 block text-sm font-medium text-slate-600 dark:text-slate-300"
          >
            {t('flashcards.editor.front')}
          </label>
          <textarea
            id={`${id}-front`}
            className={textarea}
            placeholder={t('flashcards.editor.frontPlaceholder')}
            value={card.front}
            autoFocus={autoFocus}
            aria-invalid={errors.front ? true : undefined}
            aria-describedby={warning ? `${id}-duplicate` : undefined}
            onChange={(e) => onChange({ ...card, front: e.target.value })}
          />
          {errors.front ? (
            <p className="mt-1 text-sm text-red-600 dark:text-red-400">{errors.front}</p>
          ) : null}
          <CardImageField
            url={card.frontImageUrl}
            side="front"
            disabled={readOnly}
            onUploadStart={onUploadStart}
            onUploadEnd={onUploadEnd}
            onChange={(frontImageUrl) => onChange({ ...card, frontImageUrl })}
          />
          {warning ? (
            <p
              id={`${id}-duplicate`}
              className="mt-1 text-sm font-medium text-amber-800 dark:text-amber-300"
              data-testid="duplicate-front"
            >
              {warning}
            </p>
          ) : null}
        </div>
        <div>
          <label
            htmlFor={`${id}-back`}
            className="mb-1 block text-sm font-medium text-slate-600 dark:text-slate-300"
          >
            {t('flashcards.editor.back')}
          </label>
          <textarea
            id={`${id}-back`}
            className={textarea}
            placeholder={t('flashcards.editor.backPlaceholder')}
            value={card.back}
            aria-invalid={errors.back ? true : undefined}
            aria-describedby={hint ? `${id}-back-hint` : undefined}
            onChange={(e) => onChange({ ...card, back: e.target.value })}
          />
          {hint ? (
            <p
              id={`${id}-back-hint`}
              className="mt-1 text-xs text-slate-600 dark:text-slate-300"
              data-testid="back-hint"
            >
              {t('flashcards.editor.backHint')}
            </p>
          ) : null}
          {errors.back ? (
            <p className="mt-1 text-sm text-red-600 dark:text-red-400">{errors.back}</p>
          ) : null}
          <CardImageField
            url={card.backImageUrl}
            side="back"
            disabled={readOnly}
            onUploadStart={onUploadStart}
            onUploadEnd={onUploadEnd}
            onChange={(backImageUrl) => onChange({ ...card, backImageUrl })}
          />
        </div>
      </div>
      <fieldset className="mt-3">
        <legend className="sr-only">{t('flashcards.editor.tags')}</legend>
        <div className="flex flex-wrap gap-1.5">
          {TAG_PRESETS.filter((tag) => !readOnly || card.tags.includes(tag)).map((tag) => {
            const on = card.tags.includes(tag);
            return (
              <button
                key={tag}
                type="button"
                aria-pressed={on}
                onClick={() => toggleTag(tag)}
                className={`rounded-full border px-2.5 py-1 text-xs font-medium transition ${
                  on
                    ? 'border-blue-600 bg-blue-600 text-white'
                    : 'border-slate-300 text-slate-600 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800'
                }`}
              >
                {tagLabel(tag, t)}
              </button>
            );
          })}
        </div>
      </fieldset>
    </li>
  );
}
