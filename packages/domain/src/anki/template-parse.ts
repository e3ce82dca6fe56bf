/**
 * Parsing of Anki card templates (the `qfmt`/`afmt` of a note type's card type), following
 * Anki's own parser (ankitects/anki rslib/src/template.rs: tokens, classify_handle,
 * parse_inner):
 * - `{{…}}` is a handlebar up to the first `}}`; inside, leading `{` and surrounding spaces are
 *   dropped; `#Key` opens a conditional, `^Key` a negated one, `/Key` closes it, anything else
 *   is a replacement `filter2:filter1:Field` (filters applied right to left: filter1 first);
 * - HTML comments are kept as text and nothing inside them is a handlebar;
 * - a template starting with `{{=<% %>=}}` uses `<%…%>` instead (Anki's legacy alt syntax).
 * Anki refuses to render a template whose conditionals do not match; this parser stays lenient
 * (a stray or mismatched close is ignored, an unclosed section closes at the end) and lists
 * those mistakes in `errors` so the caller can report them.
 */

export type TemplateNode =
  | { kind: 'text'; text: string }
  | { kind: 'replacement'; key: string; filters: string[] }
  | { kind: 'conditional'; key: string; negated: boolean; children: TemplateNode[] };

export interface ParsedAnkiTemplate {
  nodes: TemplateNode[];
  /** Mismatched sections, e.g. `{{/Back}} closes nothing`, in template order. */
  errors: string[];
}

const ALT_SYNTAX = '{{=<% %>=}}';
const COMMENT_START = '<!--';
const COMMENT_END = '-->';

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'replacement'; body: string }
  | { kind: 'open'; key: string; negated: boolean }
  | { kind: 'close'; key: string };

function classify(handle: string): Token {
  const start = handle.replace(/^\{+/, '').trim();
  if (start.length < 2) return { kind: 'replacement', body: start };
  const rest = start.slice(1).trimStart();
  if (start.startsWith('#')) return { kind: 'open', key: rest, negated: false };
  if (start.startsWith('^')) return { kind: 'open', key: rest, negated: true };
  if (start.startsWith('/')) return { kind: 'close', key: rest };
  return { kind: 'replacement', body: start };
}

function tokenize(template: string): Token[] {
  let open = '{{';
  let close = '}}';
  let source = template;
  if (template.trimStart().startsWith(ALT_SYNTAX)) {
    source = template.trimStart().slice(ALT_SYNTAX.length);
    open = '<%';
    close = '%>';
  }
  const tokens: Token[] = [];
  const text = (value: string) => {
    if (value === '') return;
    const last = tokens.at(-1);
    if (last?.kind === 'text') last.text += value;
    else tokens.push({ kind: 'text', text: value });
  };
  let position = 0;
  // positions found once and reused while still ahead, so a long template costs linear time
  let comment = -2;
  let commentEnd = -1;
  let noMoreHandles = false;
  while (position < source.length) {
    // a `{{` without a later `}}` (or a comment without its end) has no later match either
    const handle = noMoreHandles ? -1 : source.indexOf(open, position);
    const handleEnd = handle < 0 ? -1 : source.indexOf(close, handle + open.length);
    if (handleEnd < 0) noMoreHandles = true;
    if (comment === -2 || (comment >= 0 && commentEnd >= 0 && comment < position)) {
      comment = source.indexOf(COMMENT_START, position);
      commentEnd = comment < 0 ? -1 : source.indexOf(COMMENT_END, comment + 4);
    }
    const hasHandle = handle >= 0 && handleEnd >= 0;
    const hasComment = comment >= position && commentEnd >= 0;
    if (hasHandle && (!hasComment || handle < comment)) {
      text(source.slice(position, handle));
      tokens.push(classify(source.slice(handle + open.length, handleEnd)));
      position = handleEnd + close.length;
    } else if (hasComment) {
      const end = commentEnd + COMMENT_END.length;
      text(source.slice(position, end)); // the comment stays, with its braces
      position = end;
    } else break;
  }
  text(source.slice(position));
  return tokens;
}

/** Parses a card template; never throws, linear in its length apart from nesting. */
export function parseAnkiTemplate(template: string): ParsedAnkiTemplate {
  const errors: string[] = [];
  const root: TemplateNode[] = [];
  const stack: { key: string; children: TemplateNode[] }[] = [{ key: '', children: root }];
  for (const token of tokenize(template)) {
    const current = stack.at(-1)!;
    if (token.kind === 'text') current.children.push(token);
    else if (token.kind === 'replacement') {
      const parts = token.body.split(':');
      const key = parts.pop()!;
      current.children.push({ kind: 'replacement', key, filters: parts.reverse() });
    } else if (token.kind === 'open') {
      const { key, negated } = token;
      const node: TemplateNode = { kind: 'conditional', key, negated, children: [] };
      current.children.push(node);
      stack.push({ key: token.key, children: node.children });
    } else if (stack.length > 1 && current.key === token.key) {
      stack.pop();
    } else {
      errors.push(`{{/${token.key}}} closes nothing`);
    }
  }
  for (const open of stack.slice(1)) errors.push(`{{#${open.key}}} is never closed`);
  return { nodes: root, errors };
}

/**
 * Whether a template shows any of `nonempty` fields: Anki's renders_with_fields
 * (template_is_empty with negated sections checked). Static text never counts; a replacement of
 * a non-empty field does, inside sections that are shown.
 */
export function rendersWithFields(nodes: readonly TemplateNode[], nonempty: Set<string>): boolean {
  return nodes.some((node) => {
    if (node.kind === 'text') return false;
    if (node.kind === 'replacement') return nonempty.has(node.key);
    const shown = node.negated ? !nonempty.has(node.key) : nonempty.has(node.key);
    return shown && rendersWithFields(node.children, nonempty);
  });
}
