/**
 * "Listen to a whole set" (issue 21 §5) in jsdom, on fake timers: an empty set says so; with no
 * speech at all the cards still move on by the domain's durations; with an English voice only,
 * the term is said and the meaning shown (not said); a back's note lines ("Ví dụ: …") are shown
 * under the meaning but never said.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  BETWEEN_CARDS_MS,
  DEFAULT_LISTEN_PAUSE_SECONDS,
  readingMs,
  speechLimitMs,
} from '@app/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withLanguage } from '../../../../test/providers.tsx';
import { ListenSession } from './listen-screen.tsx';

const set = { id: '00000000-0000-4000-8000-000000000001', title: 'Đi lại', color: '#2563EB' };
const card = (n: number, front: string, back: string) => ({
  id: `00000000-0000-4000-8000-00000000001${n}`,
  front,
  back,
  frontImageUrl: null,
  backImageUrl: null,
  tags: [],
});
const CARDS = [card(1, 'journey', 'chuyến đi'), card(2, 'ticket', 'vé')];

function renderSession(cards = CARDS) {
  return render(
    <MemoryRouter>
      <ListenSession content={{ set, cards }} />
    </MemoryRouter>,
    { wrapper: withLanguage('vi') },
  );
}

/** Lets phases of `ms` pass, one act each (a phase's timer starts when React has rendered). */
const advance = (...ms: number[]) => {
  for (const each of ms) act(() => vi.advanceTimersByTime(each));
};
const term = () => screen.getByTestId('listen-term').textContent;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  Reflect.deleteProperty(window, 'speechSynthesis');
  Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
  vi.useRealTimers();
});

describe('ListenSession', () => {
  it('says so for a set with no card to listen to', () => {
    renderSession([card(1, 'lonely', '')]);
    expect(screen.getByTestId('listen-empty').textContent).toContain('chưa có thẻ nào');
    expect(screen.queryByTestId('listen-play')).toBeNull();
  });

  it('without speech, says so and moves through the cards on the timer', () => {
    renderSession();
    expect(screen.getByTestId('listen-no-english').textContent).toContain(
      'không có giọng đọc tiếng Anh',
    );
    expect(term()).toBe('journey');
    expect(screen.getByTestId('listen-position').textContent).toBe('1 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'Phát' }));
    advance(readingMs('journey', 1));
    expect(screen.queryByTestId('listen-meaning')).toBeNull();
    advance(DEFAULT_LISTEN_PAUSE_SECONDS * 1000);
    expect(screen.getByTestId('listen-meaning').textContent).toBe('chuyến đi');
    advance(readingMs('chuyến đi', 1), BETWEEN_CARDS_MS);
    expect(term()).toBe('ticket');
    expect(screen.getByTestId('listen-position').textContent).toBe('2 / 2');
    // the end of the set without repeat: stopped, and it says so
    advance(readingMs('ticket', 1), DEFAULT_LISTEN_PAUSE_SECONDS * 1000);
    advance(readingMs('vé', 1), BETWEEN_CARDS_MS);
    expect(screen.getByTestId('listen-finished')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Phát' })).toBeTruthy();
  });

  it('with an English voice only, says the term and shows the meaning without saying it', () => {
    const said: { text: string; lang: string; rate: number }[] = [];
    class Utterance {
      lang = '';
      rate = 1;
      voice: unknown = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    let speaking: Utterance | null = null;
    const synth = Object.assign(new EventTarget(), {
      getVoices: () => [{ lang: 'en-GB', name: 'English' }],
      speak: (u: Utterance) => {
        said.push({ text: u.text, lang: u.lang, rate: u.rate });
        speaking = u;
      },
      cancel: () => undefined,
    });
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: Utterance,
      configurable: true,
    });
    renderSession();
    expect(screen.getByTestId('listen-no-vietnamese')).toBeTruthy();
    expect(screen.queryByTestId('listen-no-english')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Phát' }));
    expect(said).toEqual([{ text: 'journey', lang: 'en-US', rate: 1 }]);
    // the voice ends the term long before its limit
    act(() => speaking!.onend!());
    advance(DEFAULT_LISTEN_PAUSE_SECONDS * 1000);
    expect(screen.getByTestId('listen-meaning').textContent).toBe('chuyến đi');
    expect(said).toHaveLength(1);
    // a voice that never ends: the phase ends at its limit
    advance(readingMs('chuyến đi', 1), BETWEEN_CARDS_MS);
    expect(said.at(-1)).toEqual({ text: 'ticket', lang: 'en-US', rate: 1 });
    advance(speechLimitMs('ticket', 1), DEFAULT_LISTEN_PAUSE_SECONDS * 1000);
    expect(screen.getByTestId('listen-meaning').textContent).toBe('vé');
  });

  it("says a back's answer only, and shows its note lines under it", () => {
    const said: string[] = [];
    class Utterance {
      lang = '';
      rate = 1;
      voice: unknown = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    let speaking: Utterance | null = null;
    const synth = Object.assign(new EventTarget(), {
      getVoices: () => [
        { lang: 'en-GB', name: 'English' },
        { lang: 'vi-VN', name: 'Tiếng Việt' },
      ],
      speak: (u: Utterance) => {
        said.push(u.text);
        speaking = u;
      },
      cancel: () => undefined,
    });
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: Utterance,
      configurable: true,
    });
    renderSession([
      card(1, 'evidence', 'bằng chứng\nVí dụ: The evidence is clear.\nCollocation: clear evidence'),
      card(2, 'ticket', 'vé'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Phát' }));
    act(() => speaking!.onend!());
    advance(DEFAULT_LISTEN_PAUSE_SECONDS * 1000);
    expect(said).toEqual(['evidence', 'bằng chứng']);
    expect(screen.getByTestId('listen-meaning').textContent).toBe('bằng chứng');
    expect(screen.getByTestId('listen-notes').textContent).toBe(
      'Ví dụ: The evidence is clear.Collocation: clear evidence',
    );
  });
});
