/**
 * The flashcard editor of spec §2 (/dashboard/flashcards/edit/new and /edit/{setId}): title,
 * description, colour presets, cards with tag chips, '+ quick add card', footer counts and
 * 'Save changes' / 'Saving...'. Validation and messages of spec §5 (setInputSchema). Leaving
 * with unsaved changes asks first ('Ở lại' / 'Rời trang'). Cards with the same front are flagged
 * (each one and a summary by the save button), but saving stays allowed.
 */
import { COLOR_PRESETS, DEFAULT_SET_COLOR, setInputSchema, type SetDto } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { vi } from '../../../i18n/vi.ts';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { fieldErrors } from '../../../lib/form-errors.ts';
import { setDetailQuery, useSaveSet } from '../api/sets.ts';
import { duplicateFronts } from '../lib/duplicate-fronts.ts';
import { CardFields, type DraftCard } from './card-fields.tsx';

interface Draft {
  title: string;
  description: string;
  color: string;
  cards: DraftCard[];
}

const newCard = (): DraftCard => ({ key: crypto.randomUUID(), front: '', back: '', tags: [] });

function toDraft(set: SetDto | null): Draft {
  if (set === null)
    return { title: '', description: '', color: DEFAULT_SET_COLOR, cards: [newCard()] };
  return {
    title: set.title,
    description: set.description,
    color: set.color,
    cards:
      set.cards.length > 0
        ? set.cards.map((c) => ({
            key: c.id,
            id: c.id,
            front: c.front,
            back: c.back,
            tags: c.tags,
          }))
        : [newCard()],
  };
}

const comparable = (draft: Draft) =>
  JSON.stringify({ ...draft, cards: draft.cards.map(({ key: _key, ...card }) => card) });

function EditorForm({ initial, setId }: { initial: SetDto | null; setId: string | null }) {
  const navigate = useNavigate();
  const save = useSaveSet(setId);
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [baseline] = useState(() => comparable(toDraft(initial)));
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const leaving = useRef(false);

  const dirty = comparable(draft) !== baseline;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const completeCount = useMemo(
    () => draft.cards.filter((c) => c.front.trim() !== '' && c.back.trim() !== '').length,
    [draft.cards],
  );
  const duplicates = useMemo(() => duplicateFronts(draft.cards), [draft.cards]);

  /** Applies an edit and clears the messages about the fields it touched. */
  const edit = (next: (d: Draft) => Draft, fields: string[]) => {
    setDraft(next);
    setFormError(null);
    if (fields.some((f) => errors[f] !== undefined)) {
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key))),
      );
    }
  };

  const updateCard = (index: number, card: DraftCard) =>
    edit(
      (d) => ({ ...d, cards: d.cards.map((c, i) => (i === index ? card : c)) }),
      [`cards.${index}.front`, `cards.${index}.back`, 'cards'],
    );

  const addCard = () => {
    const card = newCard();
    setFocusKey(card.key);
    edit((d) => ({ ...d, cards: [...d.cards, card] }), ['cards']);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = {
      title: draft.title,
      description: draft.description,
      color: draft.color,
      cards: draft.cards.map(({ id, front, back, tags }) => ({
        ...(id ? { id } : {}),
        front,
        back,
        tags,
      })),
    };
    const parsed = setInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      setFormError(parsed.error.issues[0]?.message ?? vi.errors.generic);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(input);
      leaving.current = true;
      navigate('/dashboard/flashcards');
    } catch (error) {
      if (error instanceof ApiError && error.field) setErrors({ [error.field]: error.message });
      setFormError(vi.editor.saveFailed(errorMessage(error)));
    }
  };

  const input =
    'w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 placeholder:text-slate-500 dark:placeholder:text-slate-400 focus:border-blue-500 focus:outline-none focus:ring-2 focus:ring-blue-500/30 aria-invalid:border-red-400 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

  return (
    <form onSubmit={onSubmit} noValidate className="pb-28">
      <h1 className="mb-6 text-2xl font-black sm:text-3xl">
        {setId === null ? vi.editor.newTitle : vi.editor.editTitle}
      </h1>
      <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div>
          <label htmlFor="set-title" className="mb-1.5 block text-sm font-medium">
            {vi.editor.setTitle}
          </label>
          <input
            id="set-title"
            className={input}
            value={draft.title}
            placeholder={vi.editor.setTitlePlaceholder}
            aria-invalid={errors.title ? true : undefined}
            onChange={(e) => edit((d) => ({ ...d, title: e.target.value }), ['title'])}
          />
          {errors.title ? (
            <p className="mt-1 text-sm text-red-600 dark:text-red-400">{errors.title}</p>
          ) : null}
        </div>
        <div>
          <label htmlFor="set-description" className="mb-1.5 block text-sm font-medium">
            {vi.editor.description}
          </label>
          <textarea
            id="set-description"
            className={`${input} min-h-20`}
            value={draft.description}
            placeholder={vi.editor.descriptionPlaceholder}
            onChange={(e) => edit((d) => ({ ...d, description: e.target.value }), ['description'])}
          />
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{vi.editor.color}</legend>
          <div className="flex flex-wrap gap-2">
            {COLOR_PRESETS.map((color) => (
              <button
                key={color}
                type="button"
                aria-label={vi.editor.colorOption(color)}
                aria-pressed={draft.color === color}
                onClick={() => edit((d) => ({ ...d, color }), ['color'])}
                className={`h-9 w-9 rounded-full border-2 transition ${draft.color === color ? 'scale-110 border-slate-900 dark:border-white' : 'border-transparent'}`}
                style={{ backgroundColor: color }}
              />
            ))}
          </div>
        </fieldset>
      </section>

      <ul className="mt-6 space-y-4">
        {draft.cards.map((card, index) => (
          <CardFields
            key={card.key}
            card={card}
            index={index}
            canRemove={draft.cards.length > 1}
            autoFocus={card.key === focusKey}
            errors={{ front: errors[`cards.${index}.front`], back: errors[`cards.${index}.back`] }}
            warning={
              duplicates.has(index)
                ? vi.editor.duplicateFront(duplicates.get(index) ?? [])
                : undefined
            }
            onChange={(next) => updateCard(index, next)}
            onRemove={() => {
              // Card errors are keyed by position: after a removal they no longer match.
              setErrors({});
              edit((d) => ({ ...d, cards: d.cards.filter((_, i) => i !== index) }), []);
            }}
          />
        ))}
      </ul>
      <Button variant="secondary" className="mt-4 w-full border-dashed" onClick={addCard}>
        {vi.editor.quickAdd}
      </Button>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
          <p
            className="mr-auto text-sm text-slate-600 dark:text-slate-400"
            data-testid="editor-counts"
          >
            {vi.editor.total(draft.cards.length)} · {vi.editor.complete(completeCount)}
          </p>
          {formError ? (
            <Alert tone="error" className="order-first w-full py-2">
              {formError}
            </Alert>
          ) : null}
          {duplicates.size > 0 ? (
            <p
              className="order-first w-full text-sm font-medium text-amber-800 dark:text-amber-300"
              role="status"
              data-testid="duplicates-summary"
            >
              {vi.editor.duplicatesSummary(duplicates.size)}
            </p>
          ) : null}
          <Link
            to="/dashboard/flashcards"
            className="rounded-xl px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {vi.common.cancel}
          </Link>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? vi.editor.saving : vi.editor.save}
          </Button>
        </div>
      </div>

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={setId === null ? vi.editor.newTitle : vi.editor.editTitle}
        message={vi.editor.unsaved}
        confirmLabel={vi.editor.leave}
        cancelLabel={vi.editor.stay}
        danger
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </form>
  );
}

/** Loads the set (unless new) and renders the form. */
export function SetEditor({ setId }: { setId: string | null }) {
  const query = useQuery({ ...setDetailQuery(setId ?? ''), enabled: setId !== null });
  if (setId === null) return <EditorForm initial={null} setId={null} />;
  if (query.isPending) return <Spinner label={vi.common.loading} className="py-24" />;
  if (query.isError) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="mx-auto max-w-md py-16 text-center">
        <Alert tone="error">
          {missing ? vi.editor.notFound : `${vi.sets.loadFailed}: ${errorMessage(query.error)}`}
        </Alert>
        <Link
          to="/dashboard/flashcards"
          className="mt-6 inline-block font-semibold text-blue-600 hover:underline dark:text-blue-400"
        >
          {vi.editor.toList}
        </Link>
      </div>
    );
  }
  return <EditorForm key={query.data.id} initial={query.data} setId={setId} />;
}
