import { describe, expect, it } from 'vitest';
import { clozeAnswers, clozeNumbers, renderCloze, stripTemplateMarkup } from './cloze.ts';
import { answerPart, renderAnkiNote, type AnkiNoteType } from './note-render.ts';
import { parseAnkiTemplate, rendersWithFields } from './template-parse.ts';
import { fieldIsEmpty, renderTemplate, type RenderContext } from './template-render.ts';

function render(
  template: string,
  values: Record<string, string>,
  side: { frontSide?: string; cardOrd?: number } = {},
) {
  const missing: string[] = [];
  const fields = new Map(Object.entries(values));
  const context: RenderContext = {
    fields,
    nonempty: new Set(Object.keys(values).filter((k) => !fieldIsEmpty(values[k]!))),
    cardOrd: side.cardOrd ?? 0,
    frontSide: side.frontSide ?? null,
    onMissingField: (name) => missing.push(name),
  };
  return { html: renderTemplate(parseAnkiTemplate(template).nodes, context), missing };
}

describe('Anki template parsing', () => {
  it('reads replacements, filters right to left, sections and comments', () => {
    expect(parseAnkiTemplate('a{{text:cloze:Text}}{{#F}}x{{/F}}<!--{{G}}-->').nodes).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'replacement', key: 'Text', filters: ['cloze', 'text'] },
      { kind: 'conditional', key: 'F', negated: false, children: [{ kind: 'text', text: 'x' }] },
      { kind: 'text', text: '<!--{{G}}-->' },
    ]);
    expect(parseAnkiTemplate('{{ # F }}{{^ G}}{{/G}}{{/F}}').errors).toEqual([]);
    expect(parseAnkiTemplate('{{=<% %>=}}<%Front%> {{x}}').nodes).toEqual([
      { kind: 'replacement', key: 'Front', filters: [] },
      { kind: 'text', text: ' {{x}}' },
    ]);
    expect(parseAnkiTemplate('{{Front').nodes).toEqual([{ kind: 'text', text: '{{Front' }]);
    expect(parseAnkiTemplate('<!-- a -->{{A}}<!-- {{B}}').nodes).toEqual([
      { kind: 'text', text: '<!-- a -->' },
      { kind: 'replacement', key: 'A', filters: [] },
      { kind: 'text', text: '<!-- ' },
      { kind: 'replacement', key: 'B', filters: [] },
    ]);
    const long = '{{A}}'.repeat(50_000) + '<!--'.repeat(50_000) + '<!-- -->';
    // quadratic work on these inputs would run far past the test timeout
    expect(parseAnkiTemplate(long).nodes).toHaveLength(50_001);
  });

  it('lists mismatched sections and stays lenient', () => {
    const parsed = parseAnkiTemplate('{{/A}}{{#B}}b');
    expect(parsed.errors).toEqual(['{{/A}} closes nothing', '{{#B}} is never closed']);
    expect(render('{{/A}}{{#B}}{{B}}', { B: 'b' }).html).toBe('b');
  });

  it("decides a card exists as Anki's renders_with_fields does", () => {
    const nodes = (t: string) => parseAnkiTemplate(t).nodes;
    expect(rendersWithFields(nodes('Static {{Front}}'), new Set())).toBe(false);
    expect(rendersWithFields(nodes('{{Front}}'), new Set(['Front']))).toBe(true);
    expect(rendersWithFields(nodes('{{#A}}{{B}}{{/A}}'), new Set(['B']))).toBe(false);
    expect(rendersWithFields(nodes('{{#A}}{{B}}{{/A}}'), new Set(['A', 'B']))).toBe(true);
    expect(rendersWithFields(nodes('{{^A}}{{B}}{{/A}}'), new Set(['A', 'B']))).toBe(false);
    expect(rendersWithFields(nodes('{{^A}}{{B}}{{/A}}'), new Set(['B']))).toBe(true);
  });
});

describe('Anki template rendering', () => {
  it('fills fields, sections on non-empty and empty fields', () => {
    const t = '{{Word}}{{#Note}} ({{Note}}){{/Note}}{{^Note}} -{{/Note}}';
    expect(render(t, { Word: 'w', Note: 'n' }).html).toBe('w (n)');
    expect(render(t, { Word: 'w', Note: ' <br> <div></div>' }).html).toBe('w -');
  });

  it('renders an unknown field empty and reports it', () => {
    expect(render('{{Nope}}|{{#Gone}}x{{/Gone}}', {})).toEqual({
      html: '|',
      missing: ['Nope', 'Gone'],
    });
  });

  it('applies text, hint, type, unknown filters and FrontSide', () => {
    expect(render('{{text:F}}', { F: '<b>a</b> &amp; b' }).html).toBe('a &amp; b');
    expect(render('{{hint:F}}', { F: 'clue' }).html).toBe('clue');
    expect(render('{{type:F}}', { F: '<i>x</i>' }).html).toBe('');
    expect(render('{{type:F}}', { F: '<i>x</i>' }, { frontSide: 'q' }).html).toBe('x');
    expect(render('{{tts en_US:F}}{{myfilter:F}}', { F: 'hi' }).html).toBe('hihi');
    expect(render('{{FrontSide}}|', {}, { frontSide: 'Q' }).html).toBe('Q|');
    expect(render('{{FrontSide}}|', {}).html).toBe('|');
  });

  it('reads furigana as ruby, kanji or kana', () => {
    const f = { F: '日本[にほん] 語[ご]' };
    expect(render('{{furigana:F}}', f).html).toBe(
      '<ruby><rb>日本</rb><rt>にほん</rt></ruby><ruby><rb>語</rb><rt>ご</rt></ruby>',
    );
    expect(render('{{kanji:F}}', f).html).toBe('日本語');
    expect(render('{{kana:F}}', f).html).toBe('にほんご');
    const long = 'x'.repeat(200_000) + '[y';
    // quadratic work on these inputs would run far past the test timeout
    expect(render('{{kanji:F}}', { F: long }).html).toBe(long);
  });
});

describe('Anki clozes', () => {
  const text = '{{c1::Hà Nội}} là thủ đô của {{c2::Việt Nam::quốc gia}}.';

  it('hides the card’s cloze on the front and marks it on the back', () => {
    expect(renderCloze(text, 1, true)).toBe('[...] là thủ đô của Việt Nam.');
    expect(renderCloze(text, 2, true)).toBe('Hà Nội là thủ đô của [quốc gia].');
    expect(renderCloze(text, 1, false)).toBe('[Hà Nội] là thủ đô của Việt Nam.');
    expect(renderCloze(text, 3, true)).toBe('');
  });

  it('handles nested and shared clozes, stray braces, numbers', () => {
    expect(renderCloze('foo {{c1::bar {{c2::baz}}}}', 1, true)).toBe('foo [...]');
    expect(renderCloze('foo {{c1::bar {{c2::baz}}}}', 2, true)).toBe('foo bar [...]');
    expect(renderCloze('foo {{c1::bar {{c2::baz}}}}', 2, false)).toBe('foo bar [baz]');
    expect(renderCloze('{{c1,2::a}} }}', 2, false)).toBe('[a] }}');
    expect(clozeNumbers(['{{c2::te}}{{c1::s}}t{{', '{{c0::x}} {{c3::y}}'])).toEqual([1, 2, 3]);
    expect(clozeAnswers('{{c1::foo}} {{c1::bar}} {{c1::foo}}', 1)).toBe('foo, bar, foo');
    expect(clozeAnswers('{{c1::foo}} {{c1::foo}}', 1)).toBe('foo');
  });

  it('strips every leftover of the markup', () => {
    expect(stripTemplateMarkup('a {{c1::b::h}} {{Field}} {{ c }} x}}')).toBe('a b   x}');
    expect(stripTemplateMarkup('{{c1::a {{c2::b}}}}')).toBe('a b');
  });
});

describe('Anki notes into cards', () => {
  const basicReversed: AnkiNoteType = {
    name: 'Basic (and reversed card)',
    kind: 'standard',
    fields: ['Front', 'Back'],
    templates: [
      { name: 'Card 1', qfmt: '{{Front}}', afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}' },
      { name: 'Card 2', qfmt: '{{Back}}', afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Front}}' },
    ],
  };

  it('makes one card per template whose front shows a field', () => {
    expect(renderAnkiNote(basicReversed, { fields: ['dog', 'con chó'], tags: [] })).toEqual({
      cards: [
        { ord: 0, front: 'dog', back: '\n\ncon chó' },
        { ord: 1, front: 'con chó', back: '\n\ndog' },
      ],
      problems: [],
    });
    const onlyFront = renderAnkiNote(basicReversed, { fields: ['dog', ''], tags: [] });
    expect(onlyFront.cards.map((c) => c.ord)).toEqual([0]);
  });

  it('uses the templates of a note type whose first fields are not front and back', () => {
    const type: AnkiNoteType = {
      name: 'Vocab',
      kind: 'standard',
      fields: ['Name', 'Reminder', 'Word', 'Meaning'],
      templates: [{ name: 'Recall', qfmt: 'Word: {{Word}}', afmt: '{{FrontSide}} = {{Meaning}}' }],
    };
    const note = { fields: ['Lan', 'ôn thứ hai', 'cohesion', 'sự mạch lạc'], tags: ['x'] };
    expect(renderAnkiNote(type, note).cards).toEqual([
      { ord: 0, front: 'Word: cohesion', back: ' = sự mạch lạc' },
    ]);
    expect(renderAnkiNote(type, { ...note, fields: ['Lan', 'r', '', 'm'] }).cards).toEqual([]);
  });

  it('makes a cloze card per cloze number, with {{#cN}} sections', () => {
    const cloze: AnkiNoteType = {
      name: 'Cloze',
      kind: 'cloze',
      fields: ['Text', 'Back Extra'],
      templates: [
        {
          name: 'Cloze',
          qfmt: '{{cloze:Text}}{{#c2}} (2){{/c2}}',
          afmt: '{{cloze:Text}}<br>\n{{Back Extra}}',
        },
      ],
    };
    const note = { fields: ['{{c2::Paris}} is in {{c1::France}}', 'Europe'], tags: [] };
    expect(renderAnkiNote(cloze, note).cards).toEqual([
      { ord: 0, front: 'Paris is in [...]', back: 'Paris is in [France]<br>\nEurope' },
      { ord: 1, front: '[...] is in France (2)', back: '[Paris] is in France<br>\nEurope' },
    ]);
    expect(renderAnkiNote(cloze, { fields: ['none', ''], tags: [] }).cards).toEqual([]);
  });

  it('reports missing fields and syntax mistakes once per template', () => {
    const type: AnkiNoteType = {
      name: 'Broken',
      kind: 'standard',
      fields: ['Front'],
      templates: [{ name: 'C', qfmt: '{{Front}}{{Old}}', afmt: '{{Old}}{{#X}}' }],
    };
    const result = renderAnkiNote(type, { fields: ['f'], tags: [] });
    expect(result.cards).toEqual([{ ord: 0, front: 'f', back: '' }]);
    expect(result.problems).toEqual([
      { code: 'templateSyntax', template: 'C', detail: '{{#X}} is never closed' },
      { code: 'missingField', template: 'C', field: 'Old' },
      { code: 'missingField', template: 'C', field: 'X' },
    ]);
  });

  it('counts Tags and special fields as Anki does', () => {
    const type: AnkiNoteType = {
      name: 'T',
      kind: 'standard',
      fields: ['A'],
      templates: [
        { name: 'tags', qfmt: '{{#Tags}}{{A}}{{/Tags}}', afmt: '{{Tags}}' },
        { name: 'card', qfmt: '{{Card}}', afmt: '{{Type}}/{{Deck}}/{{Subdeck}}' },
      ],
    };
    const note = { fields: ['a'], tags: ['t1', 't2'], deck: 'IELTS::Words' };
    expect(renderAnkiNote(type, note).cards).toEqual([
      { ord: 0, front: 'a', back: 't1 t2' },
      { ord: 1, front: 'card', back: 'T/IELTS::Words/Words' },
    ]);
    expect(renderAnkiNote(type, { ...note, tags: [] }).cards.map((c) => c.ord)).toEqual([1]);
  });

  it('takes the answer below <hr id=answer>, else without the question', () => {
    expect(answerPart('Q<hr id="answer">A', 'Q')).toBe('A');
    expect(answerPart('Q\nA', 'Q')).toBe('\nA');
    expect(answerPart('A only', 'Q')).toBe('A only');
    expect(answerPart("Q<HR class=x id='answer' />A", 'Q')).toBe('A');
    expect(answerPart('Q<hr id=answers>A', 'X')).toBe('Q<hr id=answers>A');
    const hostile = '<hr'.repeat(200_000);
    // quadratic work on these inputs would run far past the test timeout
    expect(answerPart(hostile + '>', 'Q')).toBe(hostile + '>');
  });
});
