/**
 * Where an Anki package's cards come from (issue 24 §1; contracts import-pick.ts): each card's
 * group (note type + card template) and deck, so the learner picks templates and decks, and the
 * note types' template problems, once each.
 *
 * - Decks: `cards.did` of the card row with the note's id and the rendered card's ordinal
 *   (`cards.ord`: the template's ordinal, or cloze number − 1; Anki: rslib/src/card/mod.rs),
 *   else of the note's first card row, named from schema 18's `decks` table (hierarchy joined
 *   by \x1f, shown as "::") or schema 11's `col.decks` JSON (`{ "<id>": { name } }`, "::"
 *   already). A card whose deck cannot be found or named gets the deck named as the preview's
 *   title.
 * - Template problems: the renderer's (@app/domain renderAnkiNote) missingField becomes
 *   templateField once per (note type, template, field), templateSyntax once per (note type,
 *   template), both placed at the first note that shows them (the problem names the note type
 *   and template, which every note of that type shares), so 2000 notes give one problem.
 * Deck and note type names are never compared in SQL (schema 18 declares `collate unicase`).
 */
import type { ImportPreview } from '@app/contracts';
import type { AnkiRenderProblem } from '@app/domain';
import type { Database, SqlValue } from 'sql.js';
import type { ProblemCause } from './card-collector.ts';
import { cleanTitle } from './card-collector.ts';
import { hasTable } from './sqlite.ts';

/**
 * Deck names by deck id ("::" hierarchy, cleaned as titles are); empty when unreadable.
 * Never throws for malformed content.
 */
export function readDeckNames(db: Database): Map<number, string> {
  const names = new Map<number, string>();
  const put = (id: unknown, name: unknown) => {
    const clean = typeof name === 'string' ? cleanTitle(name.split('\u001f').join('::')) : null;
    if (clean !== null && Number.isFinite(Number(id))) names.set(Number(id), clean);
  };
  try {
    if (hasTable(db, 'decks')) {
      // `not indexed`: schema 18's index on the unicase name column is unusable here
      for (const [id, name] of db.exec('select id, name from decks not indexed')[0]?.values ?? []) {
        put(id, name);
      }
    } else {
      const json = db.exec('select decks from col limit 1')[0]?.values[0]?.[0];
      const decks: unknown = JSON.parse(String(json ?? '{}'));
      if (typeof decks === 'object' && decks !== null) {
        for (const [key, deck] of Object.entries(decks as Record<string, unknown>)) {
          put(key, (deck as { name?: unknown } | null)?.name);
        }
      }
    }
  } catch {
    // unreadable decks: every card goes to the title's deck
  }
  return names;
}

/** The groups, decks and template problems of one Anki preview, as its notes are read. */
export class AnkiPick {
  private readonly groupIds = new Map<string, number>();
  private readonly groups: { noteType: string; template: string }[] = [];
  private readonly deckIds = new Map<string, number>();
  private readonly decks: string[] = [];
  private readonly reported = new Set<string>();

  /** `deckNames` from readDeckNames; `fallbackDeck` names a card's deck when it has none. */
  constructor(
    private readonly deckNames: Map<number, string>,
    private readonly fallbackDeck: string,
  ) {}

  /** The group index of (note type, template) names; '' and '' for an unreadable note type. */
  group(noteType: string, template: string): number {
    const key = `${noteType}\u0000${template}`;
    let id = this.groupIds.get(key);
    if (id === undefined) {
      id = this.groups.push({ noteType, template }) - 1;
      this.groupIds.set(key, id);
    }
    return id;
  }

  /** The deck name of deck id `did` (the fallback deck when unknown). */
  deckName(did: SqlValue | undefined): string {
    return (typeof did === 'number' ? this.deckNames.get(did) : undefined) ?? this.fallbackDeck;
  }

  /** The deck index of deck id `did` (see deckName). */
  deck(did: SqlValue | undefined): number {
    const name = this.deckName(did);
    let id = this.deckIds.get(name);
    if (id === undefined) {
      id = this.decks.push(name) - 1;
      this.deckIds.set(name, id);
    }
    return id;
  }

  /**
   * The problems of `problems` (one note's render of note type `noteTypeId` named `noteType`)
   * not reported before, as import problem causes.
   */
  templateProblems(
    noteTypeId: number,
    noteType: string,
    problems: AnkiRenderProblem[],
  ): ProblemCause[] {
    const causes: ProblemCause[] = [];
    for (const problem of problems) {
      const field = problem.code === 'missingField' ? problem.field : '';
      const key = [noteTypeId, problem.code, problem.template, field].join('\u0000');
      if (this.reported.has(key)) continue;
      this.reported.add(key);
      const { template } = problem;
      causes.push(
        problem.code === 'missingField'
          ? { code: 'templateField', noteType, template, field }
          : { code: 'templateSyntax', noteType, template },
      );
    }
    return causes;
  }

  /**
   * `preview` (whose cards carry this object's indexes) with `groups` and `decks` counted from
   * its cards: only those that gave cards, in first-seen order, the cards' indexes renumbered.
   */
  finish(preview: ImportPreview): ImportPreview {
    const groups = new Map<number, number>();
    const decks = new Map<number, number>();
    const groupList: { noteType: string; template: string; count: number }[] = [];
    const deckList: { name: string; count: number }[] = [];
    const cards = preview.cards.map((card) => {
      let group = groups.get(card.group ?? 0);
      if (group === undefined) {
        group = groupList.push({ ...this.groups[card.group ?? 0]!, count: 0 }) - 1;
        groups.set(card.group ?? 0, group);
      }
      let deck = decks.get(card.deck ?? 0);
      if (deck === undefined) {
        deck = deckList.push({ name: this.decks[card.deck ?? 0]!, count: 0 }) - 1;
        decks.set(card.deck ?? 0, deck);
      }
      groupList[group]!.count += 1;
      deckList[deck]!.count += 1;
      return { ...card, group, deck };
    });
    return { ...preview, cards, groups: groupList, decks: deckList };
  }
}

/** Deck ids of one note's card rows by ordinal; `first` is the lowest ordinal's. */
export interface NoteDecks {
  byOrd: Map<number, SqlValue>;
  first: SqlValue | undefined;
}

/**
 * Reads each note's card rows (`select ord, did from cards where nid = ?`, Anki's index
 * ix_cards_nid); without a readable `cards` table every note has none. Call `free` when done.
 */
export function cardDeckReader(db: Database): {
  read: (noteId: SqlValue | undefined) => NoteDecks;
  free: () => void;
} {
  let statement: ReturnType<Database['prepare']> | null = null;
  try {
    statement = db.prepare('select ord, did from cards where nid = ? order by ord');
  } catch {
    statement = null;
  }
  return {
    read(noteId) {
      const byOrd = new Map<number, SqlValue>();
      let first: SqlValue | undefined;
      if (!statement || typeof noteId !== 'number') return { byOrd, first };
      statement.bind([noteId]);
      while (statement.step()) {
        const [ord, did = null] = statement.get();
        first ??= did;
        if (typeof ord === 'number' && !byOrd.has(ord)) byOrd.set(ord, did);
      }
      statement.reset();
      return { byOrd, first };
    },
    free: () => statement?.free(),
  };
}
