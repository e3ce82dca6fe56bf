/**
 * Anki field HTML → the plain text a card of this app holds (issue 7 §7), close to what Anki
 * shows: line breaks where the HTML breaks lines (`<br>`, and the edges of block elements such
 * as div, p, li — one break however many blocks meet), every other tag removed with its
 * attributes, whitespace collapsed as a browser does, entities decoded (the `entities`
 * package), `&nbsp;` as a plain space, each line trimmed. `[sound:…]` references (Anki's audio
 * syntax) and `<img>` elements are dropped and returned, so the caller can report them; the
 * contents of script and style elements and comments are dropped too. Ruby text keeps Anki's
 * furigana syntax: `<ruby>漢字<rt>かんじ</rt></ruby>` → `漢字[かんじ]` (`<rp>` fallbacks dropped),
 * and furigana typed as `漢字[かんじ]` stays as it is.
 *
 * And back: plain text → field HTML for an .apkg export (escaped, line breaks as `<br>`), which
 * this conversion turns into the same text again.
 */
import { decodeHTML, decodeHTMLAttribute } from 'entities';
import { escapeUTF8 } from 'entities/escape';

export interface AnkiFieldText {
  /** The text, lines separated by LF, trimmed. */
  text: string;
  /** File names of dropped `[sound:…]` references, in order. */
  sounds: string[];
  /** `src` of dropped `<img>` elements, in order ('' when it had none). */
  images: string[];
}

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);

/** A comment, or a start/end tag with its attributes (quoted values may hold '>'). */
const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const RAW_TEXT_ELEMENT = /<(script|style|rp)\b[\s\S]*?<\/\1\s*>/gi;
const SOUND = /\[sound:([^\]]*)\]/g;
const SRC = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/**
 * Converts one Anki field's HTML to text, collecting the sound and image references it drops.
 * Never throws; linear in the length of `html`.
 */
export function ankiHtmlToText(html: string): AnkiFieldText {
  const sounds: string[] = [];
  const images: string[] = [];
  let out = '';
  const newline = () => {
    if (out !== '' && !out.endsWith('\n')) out += '\n';
  };
  const addText = (raw: string) => {
    if (raw === '') return;
    const decoded = decodeHTML(raw.replace(/[ \t\r\n\f]+/g, ' ')).replace(/\u00a0/g, ' ');
    out += decoded.replace(SOUND, (_match, name: string) => {
      sounds.push(name.trim());
      return '';
    });
  };

  const source = html.replace(RAW_TEXT_ELEMENT, '');
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    addText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (name === undefined) continue; // a comment
    if (name === 'br') out += '\n';
    else if (name === 'rt') out += match[1] === '' ? '[' : ']';
    else if (BLOCK_TAGS.has(name)) newline();
    else if (name === 'img' && match[1] === '') {
      const src = SRC.exec(match[3] ?? '');
      images.push(decodeHTMLAttribute(src?.[1] ?? src?.[2] ?? src?.[3] ?? '').trim());
    } else if (name === 'td' || name === 'th') out += ' ';
  }
  addText(source.slice(last));

  const text = out
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .trim();
  return { text, sounds, images };
}

/** Plain text → Anki field HTML: `&`, `<`, `>`, quotes escaped; LF (or CRLF) → `<br>`. */
export function textToAnkiHtml(text: string): string {
  return escapeUTF8(text).replace(/\r?\n/g, '<br>');
}
