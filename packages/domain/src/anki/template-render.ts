/**
 * Rendering of a parsed Anki card template (template-parse.ts) for one card of a note, after
 * Anki's render_into and apply_filters (ankitects/anki rslib/src/template.rs,
 * rslib/src/template_filters.rs), for this app's plain-text cards. The output is still HTML
 * (field HTML pasted into the template's HTML); the caller turns it into text.
 *
 * Replacements: `{{Field}}` the field's HTML; `{{FrontSide}}` the rendered question (answer side
 * only; '' on the question side); a field the note type lacks renders '' and is reported (Anki
 * shows an error instead). Sections: `{{#Key}}` shown when the field is non-empty (Anki's
 * field_is_empty: only whitespace, `<br>` and `<div>` tags is empty), `{{^Key}}` when empty;
 * `{{#c2}}` is non-empty on cloze card 2. Filters, applied right to left:
 * - text: tags removed (entities kept, so the caller decodes them once);
 * - type (also type:cloze, type:nc): nothing on the question side (Anki shows an input there);
 *   on the answer side the expected answer as plain text (Anki shows the typed-vs-expected
 *   comparison; for type:cloze the card's cloze answers, joined by ", ");
 * - hint: the field itself (Anki hides it behind a link to click);
 * - cloze: cloze.ts renderCloze; cloze-only: the card's cloze answers (answer side), `[...]`;
 * - furigana, kanji, kana: Anki's ruby syntax ` 漢字[かんじ]` as `<ruby>`, kanji, reading;
 * - any other filter (tts …, add-on filters): the text unchanged.
 */
import { clozeAnswers, renderCloze } from './cloze.ts';
import type { TemplateNode } from './template-parse.ts';

/** What rendering one side needs. */
export interface RenderContext {
  /** Field name → field HTML (note fields and special fields such as Tags). */
  fields: ReadonlyMap<string, string>;
  /** Names of the fields that are non-empty (fieldIsEmpty false). */
  nonempty: ReadonlySet<string>;
  /** 0-based card ordinal; cloze card n has ordinal n - 1. */
  cardOrd: number;
  /** The rendered question on the answer side; null while rendering the question. */
  frontSide: string | null;
  /** Called once per replacement or section naming a field that does not exist. */
  onMissingField: (name: string) => void;
}

/** Anki's field_is_empty: nothing but whitespace and empty `<br>`/`<div>` tags. */
export function fieldIsEmpty(html: string): boolean {
  // a replace rather than one anchored repetition: linear, without a backtracking stack
  return html.replace(/<\/?(?:br|div) ?\/?>/gi, '').trim() === '';
}

/** Tags removed, comments and script/style contents too; entities kept as they are. */
export function stripHtmlTags(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(?:[^>"']|"[^"]*"|'[^']*')*>/g, '');
}

/**
 * Anki's furigana regex (` ?([^ >]+?)\[(.+?)\]`): an optional space, the base, its reading in
 * brackets; here the base is at most 64 characters and the reading 256, so a long run without
 * spaces costs linear time instead of quadratic (a longer base keeps only its last 64).
 */
const FURIGANA = / ?([^ >]{1,64}?)\[(.{1,256}?)\]/g;

function furigana(text: string, part: 'ruby' | 'kanji' | 'kana'): string {
  return text
    .replaceAll('&nbsp;', ' ')
    .replace(FURIGANA, (whole, base: string, reading: string) => {
      if (reading.startsWith('sound:')) return whole;
      if (part === 'kanji') return base;
      if (part === 'kana') return reading;
      return `<ruby><rb>${base}</rb><rt>${reading}</rt></ruby>`;
    });
}

function applyFilter(filter: string, text: string, field: string, context: RenderContext): string {
  const question = context.frontSide === null;
  const cloze = context.cardOrd + 1;
  switch (filter) {
    case 'text':
      return stripHtmlTags(text);
    case 'type':
    case 'type-nc':
      return question ? '' : stripHtmlTags(context.fields.get(field) ?? '');
    case 'type-cloze':
      return question ? '' : stripHtmlTags(clozeAnswers(context.fields.get(field) ?? '', cloze));
    case 'cloze':
      return renderCloze(text, cloze, question);
    case 'cloze-only': {
      const answers = clozeAnswers(text, cloze);
      return question && answers !== '' ? '[...]' : answers;
    }
    case 'furigana':
      return furigana(text, 'ruby');
    case 'kanji':
      return furigana(text, 'kanji');
    case 'kana':
      return furigana(text, 'kana');
    default: // '', hint, tts …, add-on filters
      return text;
  }
}

/** The filters to apply, in order, as Anki maps a trailing `type` (apply_filters). */
function effectiveFilters(filters: readonly string[]): readonly string[] {
  if (filters.at(-1) !== 'type') return filters;
  if (filters.length === 2 && filters[0] === 'cloze') return ['type-cloze'];
  if (filters.length === 2 && filters[0] === 'nc') return ['type-nc'];
  return ['type'];
}

/** Whether the field of a section exists (cloze numbers `c1`… always do, as in Anki). */
function sectionShown(key: string, negated: boolean, context: RenderContext): boolean {
  if (!context.nonempty.has(key) && !context.fields.has(key) && !/^c\d+$/.test(key)) {
    context.onMissingField(key);
  }
  return context.nonempty.has(key) !== negated;
}

/** Renders parsed template nodes to HTML. Never throws. */
export function renderTemplate(nodes: readonly TemplateNode[], context: RenderContext): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'conditional') {
      const shown = sectionShown(node.key, node.negated, context);
      const inner = renderTemplate(node.children, context); // reports missing fields anyway
      if (shown) out += inner;
    } else if (node.key === 'FrontSide') out += context.frontSide ?? '';
    else if (node.key === '')
      continue; // `{{tts-voices:}}`: a filter adding its own text
    else {
      const value = context.fields.get(node.key);
      if (value === undefined) {
        context.onMissingField(node.key);
        continue;
      }
      out += effectiveFilters(node.filters).reduce(
        (text, filter) => applyFilter(filter, text, node.key, context),
        value,
      );
    }
  }
  return out;
}
