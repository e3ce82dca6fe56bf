import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../i18n/catalogues.ts';
import { withLanguage } from '../../test/providers.tsx';
import { ShadowPanel } from './shadow-panel.tsx';

const SENTENCE = { index: 3, text: 'I like the red car.', start: 4.2, end: 6.8 };
const w = window as unknown as Record<string, unknown>;

/** A stand-in for SpeechRecognition that hears `said` once started, then ends by itself. */
function fakeRecognition(said: string, error?: string) {
  const made: { lang: string }[] = [];
  class FakeRecognition {
    lang = '';
    continuous = true;
    interimResults = false;
    maxAlternatives = 1;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    constructor() {
      made.push(this);
    }
    start() {
      setTimeout(() => {
        if (error) this.onerror?.({ error });
        else {
          const result = Object.assign([{ transcript: said }], { isFinal: true });
          this.onresult?.({ results: [result] });
        }
        this.onend?.();
      }, 10);
    }
    stop() {}
    abort() {}
  }
  w.SpeechRecognition = FakeRecognition;
  return made;
}

/** A microphone (allowed or refused) and a MediaRecorder that records one chunk. */
function fakeMicrophone(allowed = true) {
  const track = { stop: vi.fn() };
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: allowed
        ? () => Promise.resolve({ getTracks: () => [track] })
        : () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    },
  });
  class FakeRecorder {
    state = 'inactive';
    mimeType = 'audio/webm';
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob(['voice']) });
      this.onstop?.();
    }
  }
  w.MediaRecorder = FakeRecorder;
  URL.createObjectURL = () => 'blob:voice';
  URL.revokeObjectURL = () => {};
  return track;
}

function renderPanel(onClose = () => {}) {
  const onBeforePlay = vi.fn();
  render(
    <ShadowPanel
      sentence={SENTENCE}
      audioUrl="/media/lessons/a1-001.opus"
      onBeforePlay={onBeforePlay}
      onClose={onClose}
    />,
    { wrapper: withLanguage('en') },
  );
  return { onBeforePlay };
}

describe('the shadowing panel (issue 23 §4)', () => {
  beforeAll(async () => {
    await loadMessages('en');
  });

  afterEach(() => {
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
    delete w.MediaRecorder;
    Reflect.deleteProperty(navigator, 'mediaDevices');
    localStorage.clear();
  });

  it('compares what recognition heard word by word: the missed word is marked and labelled', async () => {
    const made = fakeRecognition('I like red car');
    const { onBeforePlay } = renderPanel();
    expect(document.activeElement).toBe(screen.getByTestId('shadow-play-model'));
    await userEvent.click(screen.getByRole('button', { name: 'Say it' }));
    expect(onBeforePlay).toHaveBeenCalled();
    await screen.findByTestId('shadow-result');
    expect(made[0]!.lang).toBe('en-GB');
    expect(screen.getByTestId('shadow-score').textContent).toBe('4/5 words matched (80%)');
    const words = screen.getAllByTestId('shadow-word');
    expect(words.map((w) => w.dataset.status)).toEqual([
      'matched',
      'matched',
      'missed',
      'matched',
      'matched',
    ]);
    expect(words[2]!.textContent).toBe('the (missed)');
    expect(screen.getByTestId('shadow-heard').textContent).toBe('Heard: I like red car');
    // no recording in this browser: said, and no button to play it
    expect(screen.getByText(/your voice cannot be played back/)).toBeTruthy();
    expect(screen.queryByTestId('shadow-play-own')).toBeNull();
    expect(screen.getByRole('button', { name: 'Say it again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play the sentence again' })).toBeTruthy();
  });

  it('shows what was heard instead of a word and the extra words', async () => {
    fakeRecognition('um I like the bed car');
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Say it' }));
    await screen.findByTestId('shadow-result');
    const words = screen.getAllByTestId('shadow-word');
    expect(words[3]!.dataset.status).toBe('substituted');
    expect(words[3]!.textContent).toContain('→ bed');
    expect(words[3]!.textContent).toContain('(heard as “bed”)');
    expect(screen.getByTestId('shadow-extra').textContent).toBe('Extra words: um');
  });

  it('without recognition, says so and still records the voice to play back', async () => {
    const track = fakeMicrophone();
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Say it' }));
    await screen.findByText('Recording… Press Stop when you finish.');
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await screen.findByTestId('shadow-fallback');
    expect(screen.getByTestId('shadow-fallback').textContent).toMatch(/cannot recognise speech/);
    expect(screen.getByRole('button', { name: 'Play your voice' })).toBeTruthy();
    expect(screen.queryByTestId('shadow-result')).toBeNull();
    expect(track.stop).toHaveBeenCalled();
  });

  it('goes on recording when recognition fails, then says it failed', async () => {
    fakeMicrophone();
    fakeRecognition('', 'network');
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Say it' }));
    await screen.findByText('Recording… Press Stop when you finish.');
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() =>
      expect(screen.getByTestId('shadow-fallback').textContent).toMatch(/not working right now/),
    );
    expect(screen.getByRole('button', { name: 'Play your voice' })).toBeTruthy();
  });

  it('says what to do when the microphone is refused', async () => {
    fakeMicrophone(false);
    fakeRecognition('I like the red car');
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Say it' }));
    const error = await screen.findByTestId('shadow-error');
    expect(error.textContent).toMatch(/Allow the microphone/);
  });

  it('says when the browser can neither record nor recognise; Escape closes', async () => {
    const onClose = vi.fn();
    renderPanel(onClose);
    await userEvent.click(screen.getByRole('button', { name: 'Say it' }));
    expect(screen.getByTestId('shadow-error').textContent).toMatch(/neither record/);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
