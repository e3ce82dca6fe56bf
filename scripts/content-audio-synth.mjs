// Synthesis for `npm run content:audio`: every utterance of the plan said by its voice profile,
// resampled to 24 kHz mono 16-bit PCM, trimmed of the synthesiser's own silence and levelled,
// kept in a cache (node_modules/.cache/content-audio) keyed by everything that shapes it; then
// tracks assembled from the cache with the plan's pauses and encoded to Opus.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PROFILES,
  festivalScript,
  fliteArgs,
  stretchFor,
  synthText,
} from './content-audio-voices.mjs';

/** PCM that goes to the encoder. */
export const SAMPLE_RATE = 24000;
/** Opus settings (mono, VBR around this many kbit/s, tuned for speech). */
export const OPUS = { bitrate: 20, args: ['--speech', '--comp', '10'] };
/** Speech level: the RMS of the voiced frames of each utterance, and the peak it never passes. */
const TARGET_RMS = 0.1 * 32767; // -20 dBFS
const MAX_PEAK = 0.89 * 32767; // -1 dBFS
/** Bump when the per-utterance processing changes (remakes the cache). */
export const PROCESSING_VERSION = 1;

/** Runs `cmd args`, resolving its stdout (Buffer); rejects with its stderr on failure. */
export function run(cmd, args, input) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else
        reject(new Error(`${cmd} exited ${code}: ${Buffer.concat(err).toString().slice(0, 500)}`));
    });
    child.stdin.on('error', () => {}); // a failing child closes its input early
    child.stdin.end(input);
  });
}

/** Runs the async `tasks` (functions) with at most `limit` at a time. */
async function pool(tasks, limit) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/** The cache entry of one utterance step ({ say, letter, profile, wpm }). */
export function utterance(step) {
  const profile = PROFILES[step.profile];
  const stretch = stretchFor(profile, step.wpm);
  const text = synthText(step.say, step.letter, profile);
  const hash = createHash('sha256')
    .update(JSON.stringify([PROCESSING_VERSION, SAMPLE_RATE, profile, stretch, text]))
    .digest('hex');
  return { hash, profile, stretch, text };
}

/**
 * Trims leading and trailing silence (below -50 dBFS, keeping 40 ms before and 80 ms after the
 * speech) and scales the voiced frames' RMS to TARGET_RMS without the peak passing MAX_PEAK.
 * `pcm`: 16-bit little-endian mono at SAMPLE_RATE. Returns a new Buffer.
 */
export function levelPcm(pcm) {
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length >> 1);
  let first = -1;
  let last = -1;
  for (let i = 0; i < samples.length; i++) {
    if (Math.abs(samples[i]) > 100) {
      if (first < 0) first = i;
      last = i;
    }
  }
  if (first < 0) return Buffer.alloc(0);
  const start = Math.max(0, first - Math.round(0.04 * SAMPLE_RATE));
  const end = Math.min(samples.length, last + Math.round(0.08 * SAMPLE_RATE));
  const speech = samples.subarray(start, end);
  const frame = Math.round(0.02 * SAMPLE_RATE);
  const powers = [];
  let peak = 0;
  for (let i = 0; i + frame <= speech.length; i += frame) {
    let sum = 0;
    for (let j = i; j < i + frame; j++) sum += speech[j] * speech[j];
    powers.push(sum / frame);
  }
  for (const s of speech) peak = Math.max(peak, Math.abs(s));
  const loudest = Math.max(...powers, 1);
  const voiced = powers.filter((p) => p > loudest * 10 ** -3.5);
  const rms = Math.sqrt(voiced.reduce((a, b) => a + b, 0) / Math.max(voiced.length, 1)) || 1;
  const gain = Math.min(TARGET_RMS / rms, MAX_PEAK / Math.max(peak, 1));
  const out = Buffer.alloc(speech.length * 2);
  for (let i = 0; i < speech.length; i++) {
    const v = Math.round(speech[i] * gain);
    out.writeInt16LE(Math.max(-32768, Math.min(32767, v)), i * 2);
  }
  return out;
}

/** Resamples (and pitch-shifts) a synthesiser's WAV to the encoder's PCM, then levels it. */
async function toPcm(wav, profile) {
  const effects = profile.pitchCents ? ['pitch', String(profile.pitchCents)] : [];
  const raw = await run('sox', [
    '-R',
    '-D',
    wav,
    ...['-t', 'raw', '-e', 'signed', '-b', '16', '-c', '1', '-'],
    ...effects,
    ...['rate', String(SAMPLE_RATE)],
  ]);
  return levelPcm(raw);
}

/**
 * Makes the cache entries of `utterances` (from utterance()) that are missing, in parallel (one
 * job per CPU): flite one process per utterance, festival one process per batch of 40.
 * Returns how many were synthesised.
 */
export async function synthesise(utterances, cacheDir, log) {
  await mkdir(cacheDir, { recursive: true });
  const missing = new Map();
  for (const u of utterances) {
    if (!missing.has(u.hash) && !existsSync(join(cacheDir, `${u.hash}.pcm`)))
      missing.set(u.hash, u);
  }
  if (missing.size === 0) return 0;
  const work = await mkdtemp(join(tmpdir(), 'content-audio-'));
  const save = async (u, wav) => {
    const pcm = await toPcm(wav, u.profile);
    const path = join(cacheDir, `${u.hash}.pcm`);
    await writeFile(`${path}.tmp`, pcm);
    await rename(`${path}.tmp`, path);
    await rm(wav, { force: true });
  };
  const tasks = [];
  const batches = new Map();
  for (const u of missing.values()) {
    const wav = join(work, `${u.hash}.wav`);
    if (u.profile.engine === 'flite') {
      tasks.push(async () => {
        await run('flite', fliteArgs(u.profile.voice, u.stretch, u.text, wav));
        await save(u, wav);
      });
    } else {
      const batchKey = `${u.profile.voice}@${u.stretch}`;
      if (!batches.has(batchKey)) batches.set(batchKey, []);
      batches.get(batchKey).push({ ...u, wav });
    }
  }
  let n = 0;
  for (const items of batches.values()) {
    for (let i = 0; i < items.length; i += 40) {
      const chunk = items.slice(i, i + 40);
      const script = join(work, `batch-${n++}.scm`);
      tasks.push(async () => {
        const { voice } = chunk[0].profile;
        await writeFile(script, festivalScript(voice, chunk[0].stretch, chunk));
        await run('festival', ['-b', script]);
        for (const u of chunk) {
          if (!existsSync(u.wav)) throw new Error(`festival made no audio for "${u.text}"`);
          await save(u, u.wav);
        }
      });
    }
  }
  let done = 0;
  const total = tasks.length;
  const counted = tasks.map((task) => async () => {
    await task();
    done++;
    if (done % 50 === 0 || done === total) log(`  synthesised ${done}/${total} jobs`);
  });
  try {
    await pool(counted, Math.max(1, cpus().length));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return missing.size;
}

/** Silence of `seconds` as PCM. */
function silence(seconds) {
  return Buffer.alloc(Math.round(seconds * SAMPLE_RATE) * 2);
}

/** A fixed Ogg serial number for `key`, so the same audio encodes to the same bytes. */
function serialFor(key) {
  return createHash('sha256').update(key).digest().readUInt32BE(0) & 0x7fffffff;
}

/**
 * Assembles a track's steps from the cache and encodes it with opusenc to `outPath` (written to
 * a temporary file first, then renamed).
 */
export async function encodeTrack(track, cacheDir, outPath) {
  const parts = [];
  for (const step of track.steps) {
    if (step.pause !== undefined) parts.push(silence(step.pause));
    else parts.push(await readFile(join(cacheDir, `${utterance(step).hash}.pcm`)));
  }
  const pcm = Buffer.concat(parts);
  const tmp = `${outPath}.tmp`;
  await run(
    'opusenc',
    [
      '--quiet',
      '--raw',
      ...['--raw-bits', '16', '--raw-rate', String(SAMPLE_RATE), '--raw-chan', '1'],
      ...['--bitrate', String(OPUS.bitrate), ...OPUS.args],
      ...['--serial', String(serialFor(track.key))],
      '-',
      tmp,
    ],
    pcm,
  );
  await rename(tmp, outPath);
  return pcm.length / 2 / SAMPLE_RATE;
}
