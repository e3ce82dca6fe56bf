/**
 * Saving an Anki preview as one set per deck (issue 24 §1): POST /api/sets for each DeckSet in
 * turn (lib/import-pick.ts deckSets), one at a time so the learner sees which is being saved.
 * A failure stops there and keeps the sets already saved; saving again goes on from the first
 * set not saved. The set list is refetched afterwards.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { setsKeys } from '../api/sets.ts';
import type { DeckSet } from '../lib/import-pick.ts';

/** A set saved from a deck: its id, title and card count. */
export interface SavedDeckSet {
  id: string;
  title: string;
  count: number;
}

export interface DeckSave {
  /** The sets saved so far, in order. */
  saved: SavedDeckSet[];
  /** The index (in `sets`) of the set being saved, or null. */
  saving: number | null;
  /** The set that could not be saved and why (the error's text), or null. */
  failure: { title: string; error: string } | null;
  /** True once a set was saved: the pick can no longer change. */
  started: boolean;
  /** Saves the sets not saved yet, in order. */
  save: () => Promise<void>;
}

/** The saving of `sets` (see the module comment). */
export function useDeckSave(sets: DeckSet[]): DeckSave {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<SavedDeckSet[]>([]);
  const [saving, setSaving] = useState<number | null>(null);
  const [failure, setFailure] = useState<DeckSave['failure']>(null);

  const save = async () => {
    setFailure(null);
    const done = [...saved];
    for (let index = done.length; index < sets.length; index += 1) {
      const set = sets[index]!;
      setSaving(index);
      try {
        const body = await unwrap(
          api.sets.$post({
            json: {
              title: set.title,
              ...(set.description ? { description: set.description } : {}),
              cards: set.cards,
            },
          }),
        );
        done.push({ id: body.set.id, title: body.set.title, count: body.set.cards.length });
        setSaved([...done]);
      } catch (error) {
        setFailure({ title: set.title, error: errorMessage(error) });
        break;
      }
    }
    setSaving(null);
    await queryClient.invalidateQueries({ queryKey: setsKeys.list() });
  };

  return { saved, saving, failure, started: saved.length > 0 || saving !== null, save };
}
