/**
 * An import preview the learner picks from (issue 24 §1): for an Anki package with several
 * groups (note type — template) or decks, checkboxes for each, all ticked at first, with their
 * card counts; unticking leaves those cards out of the shown cards and the count. With one deck
 * chosen (or only one), "Mở trong trình chỉnh sửa" opens the picked cards (lib/import-pick.ts
 * editorPreview); with several, the main action saves one set per deck (hooks/use-deck-save.ts),
 * after which the pick is locked. Text and CSV previews show no picker.
 */
import type { ImportPreview } from '@app/contracts';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { useDeckSave } from '../hooks/use-deck-save.ts';
import {
  chosenDecks,
  deckCounts,
  deckSets,
  editorPreview,
  NOTHING_UNTICKED,
  pickedCards,
  type ImportPick,
} from '../lib/import-pick.ts';
import { DeckSaveStatus } from './import-deck-save.tsx';
import { ImportPreviewList } from './import-preview.tsx';

/** A fieldset of checkboxes, one per item, ticked unless its index is in `off`. */
function PickList({
  legend,
  labels,
  off,
  disabled,
  onToggle,
}: {
  legend: string;
  labels: string[];
  off: ReadonlySet<number>;
  disabled: boolean;
  onToggle: (index: number) => void;
}) {
  return (
    <fieldset className="rounded-xl border border-slate-200 px-3 pt-1 pb-2 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <ul className="space-y-1 text-sm">
        {labels.map((label, index) => (
          <li key={index}>
            <label className="flex items-start gap-2 py-0.5">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 shrink-0 accent-blue-600"
                checked={!off.has(index)}
                disabled={disabled}
                onChange={() => onToggle(index)}
              />
              <span className="min-w-0 wrap-anywhere">{label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function toggled(set: ReadonlySet<number>, index: number): Set<number> {
  const next = new Set(set);
  if (!next.delete(index)) next.add(index);
  return next;
}

export function ImportPickPreview({
  preview,
  onOpen,
  notice,
}: {
  preview: ImportPreview;
  /** Opens the picked cards in the editor (without group and deck). */
  onOpen: (picked: ImportPreview) => void;
  notice?: ReactNode;
}) {
  const t = useT();
  const [pick, setPick] = useState<ImportPick>(NOTHING_UNTICKED);
  const groups = preview.groups ?? [];
  const decks = preview.decks ?? [];
  const shown = { ...preview, cards: pickedCards(preview, pick) };
  const several = decks.length > 1 && chosenDecks(preview, pick).length > 1;
  const sets = several
    ? deckSets(preview, pick, (title, part, parts) =>
        t('flashcards.imports.pick.partTitle', { title, part, parts }),
      )
    : [];
  const deckSave = useDeckSave(sets);
  const locked = deckSave.started;
  const counts = deckCounts(preview, pick);

  const pickers = (
    <>
      {groups.length > 1 ? (
        <PickList
          legend={t('flashcards.imports.pick.groups')}
          labels={groups.map((group) =>
            group.noteType === '' && group.template === ''
              ? t('flashcards.imports.pick.groupUnread', { n: group.count })
              : t('flashcards.imports.pick.group', { ...group, n: group.count }),
          )}
          off={pick.groupsOff}
          disabled={locked}
          onToggle={(index) => setPick({ ...pick, groupsOff: toggled(pick.groupsOff, index) })}
        />
      ) : null}
      {decks.length > 1 ? (
        <PickList
          legend={t('flashcards.imports.pick.decks')}
          labels={decks.map((deck, index) =>
            t('flashcards.imports.pick.deck', { name: deck.name, n: counts[index] ?? 0 }),
          )}
          off={pick.decksOff}
          disabled={locked}
          onToggle={(index) => setPick({ ...pick, decksOff: toggled(pick.decksOff, index) })}
        />
      ) : null}
    </>
  );

  return (
    <ImportPreviewList
      preview={shown}
      onOpen={() => onOpen(editorPreview(preview, pick))}
      action={
        several ? (
          <Button
            onClick={() => void deckSave.save()}
            disabled={deckSave.saving !== null || deckSave.saved.length >= sets.length}
          >
            {t('flashcards.imports.pick.saveDecks', { n: sets.length })}
          </Button>
        ) : undefined
      }
      notice={
        <>
          {notice}
          {pickers}
          {several ? <DeckSaveStatus sets={sets} state={deckSave} /> : null}
        </>
      }
    />
  );
}
