import type { PlaybackSpeed } from '@app/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../../i18n/catalogues.ts';
import { readPlaybackSpeed, savePlaybackSpeed } from '../../../../lib/playback-speed.ts';
import { withLanguage } from '../../../../test/providers.tsx';
import { LISTENING_SPEED_KEY } from '../lib/listening-storage.ts';
import { ExamAudio, PracticeAudio, type AudioControls } from './audio-strip.tsx';

const audio: AudioControls = {
  view: { time: 12, duration: 300, playing: true, ended: false, status: 'ready', volume: 1 },
  play: () => {},
  pause: () => {},
  seek: () => {},
  setVolume: () => {},
  retry: () => {},
};

/** The practice line as the runner uses it: the speed kept in state and remembered. */
function Practice() {
  const [speed, setSpeed] = useState<PlaybackSpeed>(() => readPlaybackSpeed(LISTENING_SPEED_KEY));
  return (
    <PracticeAudio
      section={2}
      audio={audio}
      speed={speed}
      onSpeed={(next) => {
        savePlaybackSpeed(LISTENING_SPEED_KEY, next);
        setSpeed(next);
      }}
      onSection={() => {}}
    />
  );
}

const pressed = () =>
  screen
    .getAllByRole('button', { pressed: true })
    .filter((b) => b.hasAttribute('data-speed'))
    .map((b) => b.textContent);

describe('Listening practice speed (issue 23 §4)', () => {
  beforeAll(async () => {
    await loadMessages('en');
  });

  it('offers 0.75× / 1× / 1.25× in a labelled group, 1× pressed, chosen from the keyboard', async () => {
    localStorage.clear();
    render(<Practice />, { wrapper: withLanguage('vi') });
    const group = screen.getByRole('group', { name: 'Tốc độ' });
    const buttons = [...group.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['0,75×', '1×', '1,25×']);
    expect(pressed()).toEqual(['1×']);

    const user = userEvent.setup();
    buttons[0]!.focus();
    await user.keyboard('{Enter}');
    expect(pressed()).toEqual(['0,75×']);
    expect(readPlaybackSpeed(LISTENING_SPEED_KEY)).toBe(0.75);
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    expect(pressed()).toEqual(['1,25×']);
    expect(localStorage.getItem(LISTENING_SPEED_KEY)).toBe('1.25');
  });

  it('remembers the speed in this browser and speaks English on the switch', () => {
    localStorage.setItem(LISTENING_SPEED_KEY, '0.75');
    render(<Practice />, { wrapper: withLanguage('en') });
    expect(screen.getByRole('group', { name: 'Speed' })).toBeTruthy();
    expect(pressed()).toEqual(['0.75×']);
  });

  it('has no speed control in exam mode', () => {
    render(
      <ExamAudio stage={{ kind: 'playing', section: 1 }} audio={audio} onListen={() => {}} />,
      { wrapper: withLanguage('vi') },
    );
    expect(screen.queryByRole('group', { name: 'Tốc độ' })).toBeNull();
    expect(screen.queryByTestId('practice-speed')).toBeNull();
  });
});
