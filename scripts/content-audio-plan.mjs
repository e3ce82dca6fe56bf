// What `npm run content:audio` makes: one track per lesson and per IELTS listening section, each a
// list of steps (silences and utterances with the voice profile that says them), and the hash of
// that list that decides whether a committed file is still up to date. Pure: reads content JSON,
// runs no synthesiser. Voices and pauses are documented in docs/operations.md "Content audio".
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { OPUS, PROCESSING_VERSION, SAMPLE_RATE } from './content-audio-synth.mjs';
import { PROFILES } from './content-audio-voices.mjs';

/** Bump when the plan or the audio pipeline changes in a way that should remake every file. */
export const PIPELINE_VERSION = 1;

/** Pauses in seconds. */
export const PAUSES = {
  start: 1.5,
  end: 1.0,
  afterIntroduction: 2.0,
  /** Between turns of different speakers: a value in this range, fixed per turn by a hash. */
  turnMin: 0.6,
  turnMax: 0.9,
  sameSpeakerTurn: 0.5,
  sentence: 0.3,
  paragraph: 0.8,
  /** Around and between the letters of a spelled word (W-H-I-T-F-I-E-L-D). */
  aroundSpelling: 0.25,
  betweenLetters: 0.3,
};

/**
 * Target speaking rate (words a minute of speech, pauses excluded) per kind of track: a lesson by
 * its id's prefix (its level: a1 … c1, natgeo for Nature), then the IELTS listening sections.
 */
export const TARGET_WPM = {
  a1: 150,
  a2: 155,
  b1: 165,
  b2: 175,
  c1: 175,
  natgeo: 175,
  listening: 185,
};

/** Voice profiles wanted for a speaker, best first; a section never gives two speakers one profile. */
const PREFERENCES = {
  'female/american': ['slt-hts', 'slt-hts-low', 'slt-flite'],
  'female/british': ['slt-hts-low', 'slt-hts', 'slt-flite'],
  'male/american': ['rms', 'kal', 'awb'],
  'male/british': ['awb', 'rms', 'kal'],
};

/** The exam narrator who reads a listening section's introduction: the first not speaking in it. */
const NARRATORS = ['slt-hts', 'rms', 'awb', 'kal'];

/**
 * Gives each speaker `{ id, gender, accent }` a profile id of PROFILES: the first of its
 * preferences that no earlier speaker of the same script has. Throws if none is left.
 */
export function assignVoices(speakers) {
  const taken = new Set();
  const voices = {};
  for (const speaker of speakers) {
    const choices = PREFERENCES[`${speaker.gender}/${speaker.accent}`];
    const profile = choices?.find((id) => !taken.has(id));
    if (!profile) throw new Error(`no voice left for speaker ${speaker.id}`);
    taken.add(profile);
    voices[speaker.id] = profile;
  }
  return voices;
}

/** The narrator profile for a section whose speakers use `used` (profile ids). */
export function narratorFor(used) {
  return NARRATORS.find((id) => !used.includes(id)) ?? NARRATORS[0];
}

/** A number in [0, 1) fixed by `seed` (so the pauses are the same on every run). */
function unit(seed) {
  return createHash('sha256').update(seed).digest().readUInt32BE(0) / 2 ** 32;
}

const ABBREVIATIONS = /\b(?:Mr|Mrs|Ms|Dr|St|Prof)\.$/;

/** Splits a paragraph into sentences after . ? ! (not after Mr., Dr. …). */
export function splitSentences(paragraph) {
  const parts = paragraph.split(/(?<=[.?!]["']?)\s+/);
  const sentences = [];
  for (const part of parts) {
    const last = sentences.at(-1);
    if (last !== undefined && ABBREVIATIONS.test(last))
      sentences[sentences.length - 1] += ` ${part}`;
    else sentences.push(part);
  }
  return sentences.map((s) => s.trim()).filter(Boolean);
}

/** Spelled words: W-H-I-T-F-I-E-L-D or L, I, N, H (single capitals joined by '-' or ', '). */
const SPELLED = /\b[A-Z](?:-[A-Z])+\b|\b[A-Z](?:, [A-Z]\b){2,}/g;

/**
 * A sentence as pieces to synthesise one by one: `{ text }` or `{ letter }`, so a spelled word
 * is read letter by letter with pauses, as exam speakers do.
 */
export function sentencePieces(sentence) {
  const pieces = [];
  let at = 0;
  for (const match of sentence.matchAll(SPELLED)) {
    const before = sentence.slice(at, match.index).trim();
    if (/[A-Za-z0-9]/.test(before)) pieces.push({ text: before });
    for (const letter of match[0].match(/[A-Z]/g)) pieces.push({ letter });
    at = match.index + match[0].length;
  }
  const rest = sentence.slice(at).trim();
  if (/[A-Za-z0-9]/.test(rest)) pieces.push({ text: rest });
  return pieces;
}

/** Steps of one turn's text said by `profile`: sentences, paragraphs and spelled letters. */
function turnSteps(text, profile, wpm) {
  const steps = [];
  const pause = (seconds) => {
    if (steps.length > 0) steps.push({ pause: seconds });
  };
  for (const [p, paragraph] of text.split(/\n\s*\n/).entries()) {
    if (p > 0) pause(PAUSES.paragraph);
    for (const [s, sentence] of splitSentences(paragraph.replace(/\s+/g, ' ')).entries()) {
      if (s > 0) pause(PAUSES.sentence);
      let previous = null;
      for (const piece of sentencePieces(sentence)) {
        if (previous === 'letter' && piece.letter) pause(PAUSES.betweenLetters);
        else if (previous !== null) pause(PAUSES.aroundSpelling);
        steps.push({
          say: piece.text ?? piece.letter,
          letter: Boolean(piece.letter),
          profile,
          wpm,
        });
        previous = piece.letter ? 'letter' : 'text';
      }
    }
  }
  return steps;
}

/** Steps of a whole script: turns with the pauses between them. */
function scriptSteps(key, script, voices, wpm) {
  const steps = [];
  let speaker = null;
  for (const [i, turn] of script.entries()) {
    if (speaker !== null) {
      const gap =
        turn.speaker === speaker
          ? PAUSES.sameSpeakerTurn
          : PAUSES.turnMin + (PAUSES.turnMax - PAUSES.turnMin) * unit(`${key}/${i}`);
      steps.push({ pause: Math.round(gap * 100) / 100 });
    }
    const profile = voices[turn.speaker];
    if (!profile) throw new Error(`${key}: turn ${i} names unknown speaker ${turn.speaker}`);
    steps.push(...turnSteps(turn.text, profile, wpm));
    speaker = turn.speaker;
  }
  return steps;
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * Every track from the content under `contentDir`: `{ key, path, voices, steps, source }` where
 * path is relative to content/audio, steps start and end with silence, and source is the hash of
 * everything that shapes the audio (text, voices, rates, pauses, profiles, processing, encoding).
 */
export function planTracks(contentDir) {
  const tracks = [];
  const lessonsDir = join(contentDir, 'lessons');
  for (const file of readdirSync(lessonsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const lesson = readJson(join(lessonsDir, file));
    const voices = assignVoices(lesson.speakers);
    const wpm = TARGET_WPM[lesson.id.split('-')[0]];
    if (!wpm) throw new Error(`${lesson.id}: no speaking rate for its level`);
    const body = scriptSteps(lesson.id, lesson.script, voices, wpm);
    tracks.push(track(lesson.id, `lessons/${lesson.id}.opus`, voices, body));
  }
  const listeningDir = join(contentDir, 'ielts', 'listening');
  const testFiles = readdirSync(listeningDir).filter((f) => /^listening-\d+\.json$/.test(f));
  for (const file of testFiles.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))) {
    const test = readJson(join(listeningDir, file));
    for (const section of test.sections) {
      const key = `listening-${test.testNumber}-${section.number}`;
      const voices = assignVoices(section.speakers);
      const narrator = narratorFor(Object.values(voices));
      const wpm = TARGET_WPM.listening;
      const body = [
        ...turnSteps(section.introduction, narrator, wpm),
        { pause: PAUSES.afterIntroduction },
        ...scriptSteps(key, section.script, voices, wpm),
      ];
      tracks.push(track(key, `listening/${key}.opus`, { ...voices, narrator }, body));
    }
  }
  return tracks;
}

function track(key, path, voices, body) {
  const steps = [{ pause: PAUSES.start }, ...body, { pause: PAUSES.end }];
  const used = [...new Set(steps.filter((s) => s.profile).map((s) => s.profile))].sort();
  const source = createHash('sha256')
    .update(
      JSON.stringify({
        version: PIPELINE_VERSION,
        processing: [PROCESSING_VERSION, SAMPLE_RATE, OPUS],
        profiles: used.map((id) => [id, PROFILES[id]]),
        steps,
      }),
    )
    .digest('hex');
  return { key, path, voices, steps, source };
}
