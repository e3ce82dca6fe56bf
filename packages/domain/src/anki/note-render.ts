/**
 * The cards Anki makes of one note, rendered (issue 24 §1), following ankitects/anki
 * rslib/src/notetype/cardgen.rs (which cards exist) and rslib/src/template.rs render_card
 * (their two sides):
 * - a standard note type makes one card per card template whose question shows a non-empty
 *   field (rendersWithFields over the note's non-empty fields plus the special fields Anki
 *   counts as non-empty: Type, Deck, Subdeck, Card, CardFlag, CardID, and Tags when the note
 *   has tags; static text in the template never makes a card);
 * - a cloze note type makes one card per cloze number found in any field, all from its first
 *   template (`{{#c2}}` is non-empty on card 2).
 * The answer side renders with `{{FrontSide}}` = the rendered question. A card's `back` is what
 * Anki's answer shows below the question: the part after `<hr id=answer>` when the answer has
 * one, else the answer without the question when it starts with it, else the whole answer.
 * Sides are HTML; fields a template names but the note type lacks render '' and are listed in
 * `problems` (Anki shows an error on such a card).
 */
import { clozeNumbers } from './cloze.ts';
import { parseAnkiTemplate, rendersWithFields, type ParsedAnkiTemplate } from './template-parse.ts';
import { fieldIsEmpty, renderTemplate, type RenderContext } from './template-render.ts';

export interface AnkiCardTemplate {
  name: string;
  /** Question format. */
  qfmt: string;
  /** Answer format. */
  afmt: string;
}

/** A note type: kind (Anki's model `type` 0 standard, 1 cloze), field names, card templates. */
export interface AnkiNoteType {
  name: string;
  kind: 'standard' | 'cloze';
  /** Field names in field order. */
  fields: string[];
  /** Card templates in ordinal order. */
  templates: AnkiCardTemplate[];
}

export interface AnkiNote {
  /** Field HTML in the note type's field order (missing ones are empty). */
  fields: string[];
  tags: string[];
  /** The deck name ("::"-separated), for `{{Deck}}`; '' when unknown. */
  deck?: string;
}

export interface RenderedAnkiCard {
  /** Template ordinal (0-based; cloze number − 1 for a cloze note). */
  ord: number;
  /** Rendered question HTML. */
  front: string;
  /** Rendered answer HTML, the question part removed (see the module comment). */
  back: string;
}

export type AnkiRenderProblem =
  | { code: 'missingField'; template: string; field: string }
  | { code: 'templateSyntax'; template: string; detail: string };

export interface RenderedAnkiNote {
  cards: RenderedAnkiCard[];
  problems: AnkiRenderProblem[];
}

/** An `<hr>` start tag: `<hr`, then attributes without `>`, length-capped to stay linear. */
const HR_TAG = /<hr\b([^>]{0,200})>/gi;

/** The answer below the question (see the module comment). Linear in the answer's length. */
export function answerPart(answer: string, question: string): string {
  for (const tag of answer.matchAll(HR_TAG)) {
    if (/\bid\s*=\s*["']?answer(?![\w-])/i.test(tag[1]!)) {
      return answer.slice(tag.index + tag[0].length);
    }
  }
  const start = answer.trimStart();
  const asked = question.trim();
  if (asked !== '' && start.startsWith(asked)) return start.slice(asked.length);
  return answer;
}

/** Parsed question and answer of a template object, parsed once for all the notes using it. */
const parsedTemplates = new WeakMap<
  AnkiCardTemplate,
  { question: ParsedAnkiTemplate; answer: ParsedAnkiTemplate }
>();

function parsed(template: AnkiCardTemplate) {
  let both = parsedTemplates.get(template);
  if (!both) {
    both = { question: parseAnkiTemplate(template.qfmt), answer: parseAnkiTemplate(template.afmt) };
    parsedTemplates.set(template, both);
  }
  return both;
}

function fieldMap(noteType: AnkiNoteType, note: AnkiNote, template: AnkiCardTemplate) {
  const fields = new Map<string, string>();
  const deck = note.deck ?? '';
  const special: [string, string][] = [
    ['Tags', note.tags.join(' ')],
    ['Type', noteType.name],
    ['Deck', deck],
    ['Subdeck', deck.split('::').at(-1) ?? ''],
    ['Card', template.name],
    ['CardFlag', ''],
    ['CardID', ''],
  ];
  for (const [name, value] of special) fields.set(name, value);
  noteType.fields.forEach((name, index) => fields.set(name, note.fields[index] ?? ''));
  return fields;
}

/** Renders the cards Anki would make of `note` (see the module comment). Never throws. */
export function renderAnkiNote(noteType: AnkiNoteType, note: AnkiNote): RenderedAnkiNote {
  const problems: AnkiRenderProblem[] = [];
  const cards: RenderedAnkiCard[] = [];
  const templates = noteType.kind === 'cloze' ? noteType.templates.slice(0, 1) : noteType.templates;
  templates.forEach((template, index) => {
    const { question, answer } = parsed(template);
    const reported = new Set<string>();
    const onMissingField = (field: string) => {
      if (reported.has(field)) return;
      reported.add(field);
      problems.push({ code: 'missingField', template: template.name, field });
    };
    for (const detail of [...question.errors, ...answer.errors]) {
      problems.push({ code: 'templateSyntax', template: template.name, detail });
    }
    const fields = fieldMap(noteType, note, template);
    const nonempty = new Set(
      [...fields].filter(([, value]) => !fieldIsEmpty(value)).map(([name]) => name),
    );
    const ords =
      noteType.kind === 'cloze' ? clozeNumbers(noteType.fields.map((n) => fields.get(n)!)) : [];
    const cardOrds = noteType.kind === 'cloze' ? ords.map((n) => n - 1) : [index];
    if (noteType.kind === 'standard') {
      const generating = new Set(nonempty);
      for (const name of ['Type', 'Deck', 'Subdeck', 'Card', 'CardFlag', 'CardID']) {
        if (!noteType.fields.includes(name)) generating.add(name);
      }
      if (!rendersWithFields(question.nodes, generating)) return;
    }
    for (const cardOrd of cardOrds) {
      const cardNonempty = new Set(nonempty).add(`c${cardOrd + 1}`);
      const context: RenderContext = {
        fields,
        nonempty: cardNonempty,
        cardOrd,
        frontSide: null,
        onMissingField,
      };
      const front = renderTemplate(question.nodes, context);
      const full = renderTemplate(answer.nodes, { ...context, frontSide: front });
      cards.push({ ord: cardOrd, front, back: answerPart(full, front) });
    }
  });
  return { cards, problems };
}
