/**
 * The flashcard editor of spec §2 (/dashboard/flashcards/edit/new and /edit/{setId}): title,
 * description, colour presets, cards with tag chips, '+ Thêm nhanh thẻ' ('+ quick add card'),
 * footer counts and 'Lưu thay đổi' / 'Đang lưu...' ('Save changes' / 'Saving...'). Validation and messages of spec §5 (setInputSchema). Leaving
 * with unsaved changes asks first ('Ở lại' / 'Rời trang'). Cards with the same front are flagged
 * (each one and a summary by the save button), but saving stays allowed.
 *
 * Shared sets (issue 7 §5, spec §6): a set shared to view opens read-only with the banner and
 * 'Lưu bản sao'; one shared to edit is edited like the owner's. Every save carries the version
 * the editor opened; a stale save (409) opens VersionConflictDialog and keeps the learner's text.
 */
import { setInputSchema, type ImportPreview, type SetDto } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useCopySet } from '../api/shares.ts';
import { EditorFooter } from './editor-footer.tsx';
import { SetFields } from './set-fields.tsx';
import { comparable, importedHistory, newCard, type Draft } from '../lib/editor-form.ts';
import { VersionConflictDialog } from './version-conflict-dialog.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { useValidationText } from '../lib/validation-text.ts';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.tsx';
import { useDraftAutosave, useEditorDraft } from '../hooks/use-editor-draft.ts';
import { EditorBanners } from './editor-banners.tsx';
import { clearDraft, draftKey } from '../lib/editor-drafts.ts';
import { fieldErrors } from '../../../lib/form-errors.ts';
import { setsKeys, useSaveSet } from '../api/sets.ts';
import { duplicateFronts } from '../lib/duplicate-fronts.ts';
import { CardFields, type DraftCard } from './card-fields.tsx';

export function EditorForm({
  initial,
  setId,
  imported = null,
}: {
  initial: SetDto | null;
  setId: string | null;
  /** An import preview to start a new set from (issue 7 §7). */
  imported?: ImportPreview | null;
}) {
  const t = useT();
  const validationText = useValidationText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveSet(setId);
  const saveCopy = useSaveSet(null);
  const copySet = useCopySet();
  const readOnly = initial?.access === 'view';
  const userId = useSession().data?.user.id;
  const storageKey = userId && !readOnly ? draftKey(userId, setId) : null;
  const [conflict, setConflict] = useState<string | null>(null);
  const stored = useEditorDraft(storageKey, initial, imported);
  const { baseline, draft, setDraft, baseVersion, pending } = stored;
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** Image uploads in flight: saving waits for them (spec §5 'Vui lòng đợi ảnh tải xong'). */
  const [uploads, setUploads] = useState(0);
  const leaving = useRef(false);
  /** 'Hủy' was chosen: leaving (once confirmed when dirty) ends the draft too. */
  const cancelling = useRef(false);

  const dirty = comparable(draft) !== baseline;
  // no autosave while a stored draft waits for the learner's choice: it would be overwritten
  useDraftAutosave(pending ? null : storageKey, draft, dirty, baseVersion, leaving);
  /** Ends the draft: after a save, or when the learner cancels. */
  const dropDraft = () => {
    leaving.current = true;
    if (storageKey) clearDraft(localStorage, storageKey);
  };
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

  const toInput = () => ({
    title: draft.title,
    description: draft.description,
    color: draft.color,
    cards: draft.cards.map((card) => ({
      ...(card.id ? { id: card.id } : {}),
      front: card.front,
      back: card.back,
      tags: card.tags,
      frontImageUrl: card.frontImageUrl ?? null,
      backImageUrl: card.backImageUrl ?? null,
      ...importedHistory(card),
    })),
    ...(baseVersion === null ? {} : { version: baseVersion }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (readOnly) return;
    if (uploads > 0) {
      setFormError(t('flashcards.validation.uploadsPending'));
      return;
    }
    const input = toInput();
    const parsed = setInputSchema.safeParse(input);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ ...i, message: validationText(i.message) }));
      setErrors(fieldErrors(issues));
      setFormError(issues[0]?.message ?? t('errors.generic'));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(input);
      dropDraft();
      navigate('/dashboard/flashcards');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SET_VERSION_CONFLICT') {
        setConflict(errorMessage(error));
        return;
      }
      if (error instanceof ApiError && error.field) {
        setErrors({ [error.field]: validationText(error.message) });
      }
      setFormError(t('flashcards.editor.saveFailed', { message: errorMessage(error) }));
    }
  };

  /** The learner's text as a new set of their own (after a conflict). */
  const onSaveAsCopy = async () => {
    const { version: _version, ...input } = toInput();
    try {
      await saveCopy.mutateAsync({
        ...input,
        title: t('flashcards.editor.copyTitle', { title: input.title }),
      });
      dropDraft();
      navigate('/dashboard/flashcards');
    } catch {
      // shown in the dialog from saveCopy.error
    }
  };

  /** Drops the learner's changes and opens the newer version (the form remounts on it). */
  const onReload = () => {
    dropDraft();
    setConflict(null);
    void queryClient.refetchQueries({ queryKey: setsKeys.detail(initial?.id ?? '') });
  };

  const onCopyShared = () => {
    if (!initial) return;
    copySet.mutate(initial.id, { onSuccess: () => navigate('/dashboard/flashcards') });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="pb-28">
      <h1 className="mb-6 text-2xl font-black sm:text-3xl">
        {setId === null
          ? t('flashcards.editor.newTitle')
          : readOnly
            ? t('flashcards.editor.viewTitle')
            : t('flashcards.editor.editTitle')}
      </h1>
      <EditorBanners
        imported={imported !== null}
        initial={initial}
        readOnly={readOnly}
        stored={stored}
      />
      <fieldset disabled={readOnly} className="min-w-0">
        <SetFields
          draft={draft}
          titleError={errors.title}
          onChange={(patch, field) => edit((d) => ({ ...d, ...patch }), [field])}
        />

        <ul className="mt-6 space-y-4">
          {draft.cards.map((card, index) => (
            <CardFields
              key={card.key}
              card={card}
              index={index}
              canRemove={draft.cards.length > 1}
              readOnly={readOnly}
              autoFocus={card.key === focusKey}
              errors={{
                front: errors[`cards.${index}.front`],
                back: errors[`cards.${index}.back`],
              }}
              warning={
                duplicates.has(index)
                  ? t('flashcards.editor.duplicateFront', {
                      others: (duplicates.get(index) ?? []).join(', '),
                    })
                  : undefined
              }
              onChange={(next) => updateCard(index, next)}
              onUploadStart={() => setUploads((n) => n + 1)}
              onUploadEnd={() => setUploads((n) => n - 1)}
              onRemove={() => {
                // Card errors are keyed by position: after a removal they no longer match.
                setErrors({});
                edit((d) => ({ ...d, cards: d.cards.filter((_, i) => i !== index) }), []);
              }}
            />
          ))}
        </ul>
        {readOnly ? null : (
          <Button variant="secondary" className="mt-4 w-full border-dashed" onClick={addCard}>
            {t('flashcards.editor.quickAdd')}
          </Button>
        )}
      </fieldset>

      <EditorFooter
        total={draft.cards.length}
        complete={completeCount}
        duplicates={duplicates.size}
        formError={formError ?? (copySet.isError ? errorMessage(copySet.error) : null)}
        readOnly={readOnly}
        busy={readOnly ? copySet.isPending : save.isPending}
        onCopy={onCopyShared}
        onCancel={() => {
          cancelling.current = true;
          if (!dirty) dropDraft();
        }}
      />
      <VersionConflictDialog
        open={conflict !== null}
        message={conflict ?? ''}
        busy={saveCopy.isPending}
        error={saveCopy.isError ? errorMessage(saveCopy.error) : null}
        onStay={() => setConflict(null)}
        onReload={onReload}
        onSaveCopy={() => void onSaveAsCopy()}
      />

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={setId === null ? t('flashcards.editor.newTitle') : t('flashcards.editor.editTitle')}
        message={t('flashcards.editor.unsaved')}
        confirmLabel={t('flashcards.editor.leave')}
        cancelLabel={t('flashcards.editor.stay')}
        danger
        onConfirm={() => {
          if (cancelling.current) dropDraft();
          blocker.proceed?.();
        }}
        onCancel={() => {
          cancelling.current = false;
          blocker.reset?.();
        }}
      />
    </form>
  );
}
