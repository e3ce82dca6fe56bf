import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VOICES_WAIT_MS, useEnglishVoice } from './use-english-voice.ts';

type Voice = { lang: string };

/** A fake speechSynthesis whose voices can arrive later, with 'voiceschanged'. */
function installSpeech(initial: Voice[]) {
  const target = new EventTarget();
  let voices = initial;
  const synth = Object.assign(target, { getVoices: () => voices });
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  return {
    load(next: Voice[]) {
      voices = next;
      target.dispatchEvent(new Event('voiceschanged'));
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'speechSynthesis');
  vi.useRealTimers();
});

describe('useEnglishVoice', () => {
  it('is missing without speechSynthesis', () => {
    expect('speechSynthesis' in window).toBe(false);
    expect(renderHook(() => useEnglishVoice()).result.current).toBe('missing');
  });

  it('is available at once when an en* voice is loaded', () => {
    installSpeech([{ lang: 'vi-VN' }, { lang: 'en-GB' }]);
    expect(renderHook(() => useEnglishVoice()).result.current).toBe('available');
  });

  it('waits for the voices to load, then decides', () => {
    const speech = installSpeech([]);
    const { result } = renderHook(() => useEnglishVoice());
    expect(result.current).toBe('checking');
    act(() => speech.load([{ lang: 'en_US' }]));
    expect(result.current).toBe('available');
  });

  it('is missing when the loaded voices have no English one', () => {
    const speech = installSpeech([]);
    const { result } = renderHook(() => useEnglishVoice());
    act(() => speech.load([{ lang: 'vi-VN' }, { lang: 'eo' }]));
    expect(result.current).toBe('missing');
  });

  it('is missing when no voice ever comes', () => {
    vi.useFakeTimers();
    installSpeech([]);
    const { result } = renderHook(() => useEnglishVoice());
    expect(result.current).toBe('checking');
    act(() => vi.advanceTimersByTime(VOICES_WAIT_MS));
    expect(result.current).toBe('missing');
  });
});
