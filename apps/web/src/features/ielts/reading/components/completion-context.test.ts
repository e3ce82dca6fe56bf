import type { ReadingGroup } from '@app/content/ielts/schema';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { withLanguage } from '../../../../test/providers.tsx';
import { describe, expect, it } from 'vitest';
import { CompletionContext } from './completion-context.tsx';
import { RunnerContext, type RunnerControls } from './runner-context.ts';

const controls: RunnerControls = {
  answers: { '2': 'granite' },
  flags: [],
  current: 1,
  disabled: false,
  setAnswers: () => {},
  toggleFlag: () => {},
};

const group = (type: ReadingGroup['type'], context: string): ReadingGroup => ({
  passage: 1,
  type,
  instructions: 'Complete the table below.',
  maxWords: 1,
  numberAllowed: false,
  title: 'Stone',
  context,
  questions: [1, 2].map((number) => ({
    number,
    prompt: '',
    answer: 'x',
    explanation: 'Paragraph A says so.',
    keywords: ['stone'],
  })),
});

const render = (g: ReadingGroup) =>
  renderToStaticMarkup(
    createElement(
      withLanguage(),
      null,
      createElement(
        RunnerContext.Provider,
        { value: controls },
        createElement(CompletionContext, { group: g }),
      ),
    ),
  );

describe('completion contexts', () => {
  it('renders a table with its header and a gap in a cell', () => {
    const html = render(group('table-completion', 'Rock | Use\nmarble | {{1}}\n{{2}} | kerbs'));
    expect(html).toContain('<table');
    expect(html.match(/<th /g)).toHaveLength(2);
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Câu 1"');
    expect(html).toMatch(
      /aria-label="Câu 2"[^>]*value="granite"|value="granite"[^>]*aria-label="Câu 2"/,
    );
  });

  it('renders a flow chart as boxes joined by arrows', () => {
    const html = render(group('flow-chart-completion', 'Quarry the {{1}}\nCut into {{2}}\nPolish'));
    expect(html.match(/<li /g)).toHaveLength(3);
    expect(html.match(/<svg/g)).toHaveLength(2);
  });
});
