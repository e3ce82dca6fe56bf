import { readFileSync } from 'node:fs';
import { listeningTestSchema } from '@app/content/ielts/listening-schema';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { withLanguage } from '../../../../test/providers.tsx';
import { describe, expect, it } from 'vitest';
import { RunnerContext, type RunnerControls } from '../../reading/components/runner-context.ts';
import { svgDataUrl, svgLabel } from '../components/map-figure.tsx';
import { SectionGroup } from '../components/section-group.tsx';
import { AudioMissingError, sectionAudioFrom } from './audio-manifest.ts';
import {
  CHECK_SECONDS,
  examMinutes,
  isNaturalEnd,
  isSeek,
  READING_SECONDS,
  resumeStage,
  stageAfter,
} from './exam-flow.ts';
import { answersToSend, listeningRefs, unansweredNumbers } from './listening-refs.ts';

const test1 = listeningTestSchema.parse(
  JSON.parse(
    readFileSync(
      new URL('../../../../../../../content/ielts/listening/listening-1.json', import.meta.url),
      'utf8',
    ),
  ),
);

const controls: RunnerControls = {
  answers: { '11': 'C', '1': 'photography' },
  flags: [],
  current: 1,
  disabled: false,
  setAnswers: () => {},
  toggleFlag: () => {},
};

const render = (group: (typeof test1)['sections'][number]['groups'][number]) =>
  renderToStaticMarkup(
    createElement(
      withLanguage(),
      null,
      createElement(
        RunnerContext.Provider,
        { value: controls },
        createElement(SectionGroup, { group }),
      ),
    ),
  );

describe('exam flow', () => {
  it('goes from a part to the next part’s reading time, and after part 4 to the check', () => {
    expect(stageAfter(1)).toEqual({ kind: 'reading', section: 2 });
    expect(stageAfter(3)).toEqual({ kind: 'reading', section: 4 });
    expect(stageAfter(4)).toEqual({ kind: 'check' });
  });

  it('resumes at the start of the part being heard, or in the check', () => {
    expect(resumeStage({ section: 3, checkStartedAt: null })).toEqual({
      kind: 'reading',
      section: 3,
    });
    expect(resumeStage({ section: 4, checkStartedAt: 1 })).toEqual({ kind: 'check' });
  });

  it('counts the exam: four recordings, four reading times and the check, in whole minutes', () => {
    const seconds = [300, 330, 360, 390];
    expect(examMinutes(seconds)).toBe(Math.ceil((1380 + 4 * READING_SECONDS + CHECK_SECONDS) / 60));
  });

  it('tells a seek from playback and a real end from a seek to the end', () => {
    expect(isSeek(10, 10.5)).toBe(false);
    expect(isSeek(10, 60)).toBe(true);
    expect(isSeek(10, 2)).toBe(true);
    expect(isNaturalEnd(299.8, 300)).toBe(true);
    expect(isNaturalEnd(42, 300)).toBe(false);
  });
});

describe('section audio', () => {
  const manifest = {
    files: Object.fromEntries(
      [1, 2, 3, 4].map((s) => [
        `listening-1-${s}`,
        { path: `listening/listening-1-${s}.opus`, seconds: 300 + s, bytes: 1000 },
      ]),
    ),
  };

  it('finds the four parts under /media in order', () => {
    const audio = sectionAudioFrom(manifest, 1);
    expect(audio.map((a) => a.url)).toEqual([
      '/media/listening/listening-1-1.opus',
      '/media/listening/listening-1-2.opus',
      '/media/listening/listening-1-3.opus',
      '/media/listening/listening-1-4.opus',
    ]);
    expect(audio.map((a) => a.seconds)).toEqual([301, 302, 303, 304]);
  });

  it('versions a URL by the file’s hash when the manifest has one', () => {
    const hashed = structuredClone(manifest) as typeof manifest & {
      files: Record<string, { sha256?: string }>;
    };
    hashed.files['listening-1-1']!.sha256 = 'ab'.repeat(32);
    expect(sectionAudioFrom(hashed, 1)[0]!.url).toBe(
      `/media/listening/listening-1-1.opus?v=${'ab'.repeat(8)}`,
    );
  });

  it('refuses a test with a part missing or no manifest', () => {
    expect(() => sectionAudioFrom(manifest, 2)).toThrow(AudioMissingError);
    const partial = { files: { ...manifest.files } };
    delete partial.files['listening-1-3'];
    expect(() => sectionAudioFrom(partial, 1)).toThrow(AudioMissingError);
    expect(() => sectionAudioFrom(null, 1)).toThrow(AudioMissingError);
  });
});

describe('questions', () => {
  it('numbers 1-40 across the four parts, ten each', () => {
    const refs = listeningRefs(test1);
    expect(refs.map((r) => r.number)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const part of [1, 2, 3, 4]) {
      expect(refs.filter((r) => r.passage === part)).toHaveLength(10);
    }
  });

  it('lists the unanswered and sends trimmed answers only', () => {
    const refs = listeningRefs(test1);
    const answers = { '1': ' photography ', '2': '   ', '3': 'eight' };
    expect(unansweredNumbers(refs, answers)).toHaveLength(38);
    expect(answersToSend(answers)).toEqual({ '1': 'photography', '3': 'eight' });
  });
});

describe('rendering', () => {
  it('draws a map as an image from a data URL beside letter buttons', () => {
    const map = test1.sections[1]!.groups.find((g) => g.type === 'map-labelling')!;
    const html = render(map);
    expect(html).toContain(`src="${svgDataUrl(map.map!).replace(/&/g, '&amp;')}"`);
    expect(html).toContain(`alt="${svgLabel(map.map!)}"`);
    expect(html).not.toContain('<svg xmlns');
    // question 11: nine letter radios, C chosen
    expect(html.match(/name="q-11"/g)).toHaveLength(9);
    expect(html).toMatch(/<input[^>]*name="q-11"[^>]*checked=""[^>]*value="C"/);
  });

  it('never lets a map run a script: the markup is only ever an image', () => {
    const evil = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(svgDataUrl(evil)).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(svgDataUrl(evil)).not.toContain('<script>');
  });

  it('lays a form out as label and gap rows', () => {
    const form = test1.sections[0]!.groups[0]!;
    const html = render(form);
    expect(html).toContain('Course:');
    expect(html).toMatch(/<input[^>]*aria-label="Câu 1"[^>]*value="photography"/);
    expect(html.match(/type="text"/g)).toHaveLength(10);
  });
});
