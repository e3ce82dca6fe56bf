/** English messages: radio (same keys as messages/vi/radio.ts). */
import type { radio as vi } from '../vi/radio.ts';
import type { Translation } from '../types.ts';

export const radio: Translation<typeof vi> = {
  title: 'Listening library',
  blurb: 'Listening lessons by level, with transcripts. Choose a level to start.',
  comingSoonBadge: 'Coming Soon',
  levelComingSoon: 'This level is coming soon!',
  featureComingSoon: 'This feature is coming soon!',
  tipsTitle: 'Listening tips',
  tips: {
    first: 'Listen once without the transcript to catch the main idea.',
    second: 'Listen again with the transcript to pick up the words you missed.',
    arrows: 'Use the ← and → keys to go back 5 seconds when you did not catch something.',
    speed: 'Choose 0.75× when a lesson is still too fast for you.',
    daily: 'A little listening every day works better than a lot in one go.',
  },
  levels: {
    nature: {
      title: 'Nature',
      description:
        'Narrations about nature and science, each 8 minutes or longer, with a transcript.',
    },
    testAudios: {
      title: 'Test Audios',
      description:
        'The listening sections of 5 IELTS Listening tests: conversations, monologues, discussions and lectures.',
    },
    a1: {
      title: 'A1',
      description: 'Short, slow and clear conversations for beginners, with a transcript.',
    },
    a2: {
      title: 'A2',
      description:
        'Conversations and short talks about travel, work, health and everyday life, with a transcript.',
    },
    b1: {
      title: 'B1',
      description:
        'Opinions, experiences, stories and discussions on familiar IELTS topics, with a transcript.',
    },
    b2: {
      title: 'B2',
      description:
        'Longer talks and discussions about society, science and work, at a near-natural pace, with a transcript.',
    },
    c1: {
      title: 'C1',
      description:
        'Lectures, interviews and debates on academic topics at a natural pace, with a transcript.',
    },
    comingSoon: 'Lessons for this level are being written.',
  },
  difficulty: '{difficulty, select, Beginner {Beginner} Advanced {Advanced} other {Intermediate}}',
  lessons: '{n, plural, one {# lesson} other {# lessons}}',
  backToLibrary: 'Listening library',
  playRandom: 'Play all randomly',
  hasTranscript: 'Transcript',
  noTranscriptBadge: 'No transcript',
  backToLevel: 'Back to {level}',
  speakers: '{n, plural, one {# speaker} other {# speakers}}',
  duration: 'Duration {time}',
  spokenDuration:
    '{m, plural, one {# minute} other {# minutes}} {s, plural, one {# second} other {# seconds}}',
  spokenSeconds: '{s, plural, one {# second} other {# seconds}}',
  download: {
    save: 'Download ({mb, number, ::.#} MB)',
    saving: 'Downloading…',
    saved: 'Downloaded: plays with no connection too',
    remove: 'Delete the download',
    failed:
      'The download failed. Check the connection and the free space on this device, then try again.',
  },
  player: {
    play: 'Play',
    pause: 'Pause',
    previous: 'Previous lesson',
    next: 'Next lesson',
    mute: 'Mute',
    unmute: 'Unmute',
    volume: 'Volume',
    repeat: 'Repeat',
    seek: 'Playback position',
    position: '{now} of {total}',
    speed: 'Playback speed',
    shortcuts: 'Shortcuts: Space play / pause, ← / → skip 5 seconds, M mute.',
    noAudio: 'This lesson has no audio yet.',
    audioFailed: 'The audio of this lesson could not be loaded. Please try again later.',
  },
  transcript: {
    show: 'Show transcript',
    hide: 'Hide transcript',
    none: 'No transcript is available for this lesson',
    loading: 'Loading transcript…',
    failed: 'The transcript could not be loaded.',
    seekHint: 'Tap a sentence to listen from there.',
  },
  otherLessons: 'More lessons of this level',
  notFound: {
    title: 'Lesson not found',
    body: 'This link does not lead to a lesson: it may be mistyped, or the lesson was removed.',
    back: 'Back to the listening library',
  },
};
