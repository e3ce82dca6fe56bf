/**
 * Anki's cloze deletions (`{{c1::answer}}`, `{{c1::answer::hint}}`, `{{c1,2::…}}`, nested
 * clozes), read the way Anki's own renderer reads them (ankitects/anki rslib/src/cloze.rs:
 * tokenize, parse_text_with_clozes, reveal_cloze_text, cloze_numbers_in_string), but rendered
 * for this app's plain-text cards instead of Anki's `<span class="cloze">`:
 * - question side: the active cloze (the card's number) becomes `[...]`, or `[hint]` when the
 *   cloze has a hint; the other clozes show their text;
 * - answer side: the active cloze's text is marked with square brackets, `[answer]`, so it
 *   stands out on a plain-text card as Anki's blue highlight does; the other clozes show their
 *   text.
 * Like Anki, a field with no cloze of the card's number renders as '' (so `{{cloze:Text}}` of a
 * card whose number is only in another field is empty), at most 10 clozes nest (deeper openings
 * are ignored as Anki ignores them), a stray `}}` stays text, and number 0 makes no card.
 */

type ClozeNode = string | Cloze;

interface Cloze {
  ordinals: number[];
  nodes: ClozeNode[];
  hint: string | null;
}

/** Anki's nesting limit (parse_text_with_clozes). */
const MAX_OPEN = 10;
/** Anki caps a cloze number's card at ordinal 499 (cardgen.rs). */
export const MAX_CLOZE_NUMBER = 500;

function parseClozes(text: string): ClozeNode[] {
  const open: Cloze[] = [];
  const output: ClozeNode[] = [];
  const pushText = (value: string) => {
    const cloze = open.at(-1);
    if (!cloze) return void output.push(value);
    const split = value.indexOf('::');
    if (split >= 0) {
      cloze.hint = value.slice(split + 2);
      value = value.slice(0, split);
    }
    cloze.nodes.push(value);
  };
  const token = /\}\}|\{\{c([\d,]+)::/g;
  let last = 0;
  for (let match = token.exec(text); match; match = token.exec(text)) {
    if (match.index > last) pushText(text.slice(last, match.index));
    last = token.lastIndex;
    if (match[1] !== undefined) {
      const ordinals = [
        ...new Set(
          match[1]
            .split(',')
            .filter((s) => s !== '')
            .map(Number),
        ),
      ];
      if (ordinals.length === 0)
        pushText(match[0]); // `{{c,::` is no cloze
      else if (open.length < MAX_OPEN) {
        open.push({ ordinals: ordinals.sort((a, b) => a - b), nodes: [], hint: null });
      }
    } else {
      const cloze = open.pop();
      if (cloze) (open.at(-1)?.nodes ?? output).push(cloze);
      else output.push('}}');
    }
  }
  if (last < text.length) pushText(text.slice(last));
  // clozes left open are dropped with their text, as Anki drops them
  return output;
}

function clozedText(cloze: Cloze): string {
  return cloze.nodes.map((node) => (typeof node === 'string' ? node : clozedText(node))).join('');
}

function reveal(cloze: Cloze, ord: number, question: boolean, found: { active: boolean }): string {
  const active = cloze.ordinals.includes(ord);
  found.active ||= active;
  const inner = () =>
    cloze.nodes
      .map((node) => (typeof node === 'string' ? node : reveal(node, ord, question, found)))
      .join('');
  if (active && question) {
    inner(); // nested active clozes still count as found
    return `[${cloze.hint ?? '...'}]`;
  }
  return active ? `[${inner()}]` : inner();
}

/**
 * Field HTML with its clozes rendered for card number `ord` (1-based cloze number), question or
 * answer side; '' when the field holds no cloze of that number (Anki's reveal_cloze_text).
 */
export function renderCloze(text: string, ord: number, question: boolean): string {
  const found = { active: false };
  const out = parseClozes(text)
    .map((node) => (typeof node === 'string' ? node : reveal(node, ord, question, found)))
    .join('');
  return found.active ? out : '';
}

/**
 * The answers of cloze `ord` in a field, joined by ", " (identical ones once): Anki's
 * extract_cloze_for_typing, what `{{type:cloze:Field}}` compares against.
 */
export function clozeAnswers(text: string, ord: number): string {
  const answers: string[] = [];
  const visit = (node: ClozeNode) => {
    if (typeof node === 'string') return;
    if (node.ordinals.includes(ord)) answers.push(clozedText(node));
    node.nodes.forEach(visit);
  };
  parseClozes(text).forEach(visit);
  return new Set(answers).size === 1 ? answers[0]! : answers.join(', ');
}

/** The cloze numbers (≥ 1, ascending) in any of `fields`: Anki's cloze_number_in_fields. */
export function clozeNumbers(fields: readonly string[]): number[] {
  const numbers = new Set<number>();
  const visit = (node: ClozeNode) => {
    if (typeof node === 'string') return;
    node.ordinals.forEach((n) => n > 0 && numbers.add(Math.min(n, MAX_CLOZE_NUMBER)));
    node.nodes.forEach(visit);
  };
  fields.forEach((field) => parseClozes(field).forEach(visit));
  return [...numbers].sort((a, b) => a - b);
}

/**
 * Text with nothing of Anki's `{{…}}` markup left, for a card side after rendering (a cloze or
 * a handlebar typed into a field of a standard note, or decoded from `&#123;&#123;`): clozes
 * become their answers (Anki's strip_clozes), other `{{…}}` are removed, and a lone `{{` or `}}`
 * becomes a single brace. Linear in the length of `text`.
 */
export function stripTemplateMarkup(text: string): string {
  let out = text;
  for (let pass = 0; pass < MAX_OPEN && out.includes('{{c'); pass += 1) {
    const next = out.replace(
      /\{\{c[\d,]+::((?:(?!\{\{|\}\}|::)[\s\S])*)(?:::(?:(?!\{\{|\}\})[\s\S])*)?\}\}/g,
      '$1',
    );
    if (next === out) break;
    out = next;
  }
  return out
    .replace(/\{\{(?:(?!\{\{|\}\})[^\n])*\}\}/g, '')
    .replace(/\{\{+/g, '{')
    .replace(/\}\}+/g, '}');
}
