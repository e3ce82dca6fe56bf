import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepOnePlayerPlaying } from './one-player.ts';

/** An <audio> in the document whose `paused` the test sets and whose pause() it records. */
function audio(playing: boolean) {
  const element = document.createElement('audio');
  let paused = !playing;
  Object.defineProperty(element, 'paused', { get: () => paused });
  const pause = vi.fn(() => {
    paused = true;
  });
  element.pause = pause;
  document.body.append(element);
  return {
    element,
    pause,
    start: () => ((paused = false), element.dispatchEvent(new Event('play'))),
  };
}

describe('one player at a time', () => {
  afterEach(() => document.body.replaceChildren());

  it('pauses the players already playing when another starts, and stops once removed', () => {
    const stop = keepOnePlayerPlaying();
    const lesson = audio(true);
    const sentence = audio(false);
    const idle = audio(false);
    sentence.start();
    expect(lesson.pause).toHaveBeenCalledTimes(1);
    expect(idle.pause).not.toHaveBeenCalled();
    expect(sentence.pause).not.toHaveBeenCalled();
    lesson.start();
    expect(sentence.pause).toHaveBeenCalledTimes(1);
    stop();
    sentence.start();
    expect(lesson.pause).toHaveBeenCalledTimes(1);
  });
});
