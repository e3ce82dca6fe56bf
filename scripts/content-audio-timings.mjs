// `npm run content:timings`: writes content/audio/timings.json, the start time of every sentence
// of every lesson with a transcript (content/lessons/*.json), for the player's transcript (issue
// 18 §4: highlight the sentence being spoken, seek to a tapped one), and
// content/audio/listening-timings.json, the same for each IELTS Listening section (its
// introduction's sentences, then its script's), for shadowing in the test review (issue 23 §4).
//
// The audio is made by `npm run content:audio` from a plan (content-audio-plan.mjs): utterances
// (a sentence, or a piece of one around a spelled word) separated by known pauses of digital
// silence. The times are read back from the committed audio, so no synthesiser is needed: the
// file is decoded, its silent runs found, and the plan's pauses matched to them in order by
// dynamic programming (each pause on a run of about its length, each utterance about as long as
// its text at the track's speaking rate, runs left over being the voices' own short pauses).
// A sentence starts where the run before its first utterance ends, less the 40 ms of lead-in the
// pipeline keeps before speech (content-audio-synth.mjs levelPcm). It prints, per lesson, how
// many pauses landed on a run much longer or shorter than planned (some voices end with a
// little silence of their own: +0.3 s is common and harmless) and how far the utterances'
// lengths are from their texts' (short ones like "Yes." vary most).
//
//   npm run content:timings              all lessons, into content/audio/timings.json
//   DEBUG=1 ONLY=a1-003 npm run content:timings   one lesson, printed with its odd pauses
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OggOpusDecoder } from 'ogg-opus-decoder';
import { format, resolveConfig } from 'prettier';
import { planTracks, sentencePieces, splitSentences } from './content-audio-plan.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = join(root, 'content');
const timingsPath = join(contentDir, 'audio', 'timings.json');
const listeningTimingsPath = join(contentDir, 'audio', 'listening-timings.json');

/** Frame of the silence detector (s), the level under which a frame is silent, shortest run. */
const FRAME = 0.01;
const SILENT = 0.003;
const MIN_RUN = 0.06;
/** Silence the pipeline leaves around each utterance (40 ms before, 80 ms after) plus coding. */
const AROUND = 0.1;
const LEAD_IN = 0.04;

/** Silent runs [start, end] in seconds of mono samples `x` at `rate`. */
function silentRuns(x, rate) {
  const hop = Math.round(rate * FRAME);
  const runs = [];
  let start = -1;
  const frames = Math.ceil(x.length / hop);
  for (let f = 0; f < frames; f++) {
    let peak = 0;
    for (let i = f * hop; i < Math.min(x.length, (f + 1) * hop); i++) {
      peak = Math.max(peak, Math.abs(x[i]));
    }
    const silent = peak < SILENT;
    if (silent && start < 0) start = f;
    if (!silent && start >= 0) {
      runs.push([start * FRAME, f * FRAME]);
      start = -1;
    }
  }
  runs.push([start >= 0 ? start * FRAME : x.length / rate, x.length / rate]);
  return runs.filter(([a, b], i) => i === 0 || i === runs.length - 1 || b - a >= MIN_RUN);
}

/** Utterances of a track's steps: [{ chars, pauseBefore }] (the first's pause is the start). */
function utterances(steps) {
  const list = [];
  let pause = 0;
  for (const step of steps) {
    if (step.pause !== undefined) pause += step.pause;
    else {
      list.push({ chars: step.letter ? 4 : step.say.length, pauseBefore: pause });
      pause = 0;
    }
  }
  return list;
}

/** Index of the first utterance of each sentence of `lesson`, in script order. */
function sentenceStarts(lesson) {
  const starts = [];
  let at = 0;
  for (const turn of lesson.script) {
    for (const paragraph of turn.text.split(/\n\s*\n/)) {
      for (const sentence of splitSentences(paragraph.replace(/\s+/g, ' '))) {
        const pieces = sentencePieces(sentence).length;
        if (pieces === 0) continue;
        starts.push(at);
        at += pieces;
      }
    }
  }
  return { starts, utterances: at };
}

/**
 * Matches the inner pauses of `utts` to the inner runs of `runs`. Returns, for each utterance,
 * the time its speech starts (the end of the run before it, less the lead-in).
 */
function align(utts, runs) {
  const first = runs[0];
  const last = runs.at(-1);
  const inner = runs.slice(1, -1);
  const n = utts.length;
  const m = inner.length;
  const totalChars = utts.reduce((a, u) => a + u.chars, 0);
  const pauses = utts.slice(1).reduce((a, u) => a + u.pauseBefore + AROUND, 0);
  const perChar = (last[0] - first[1] - pauses) / totalChars;
  const gapCost = (k, j) => {
    const want = utts[k].pauseBefore + AROUND;
    const got = inner[j][1] - inner[j][0];
    const short = got < want - 0.12 ? 50 : 0;
    return ((got - want) / 0.06) ** 2 + short;
  };
  const skipCost = (j) => {
    const got = inner[j][1] - inner[j][0];
    return got > 0.2 ? ((got - 0.2) / 0.06) ** 2 : 0;
  };
  const skipBefore = [0];
  for (let j = 0; j < m; j++) skipBefore.push(skipBefore[j] + skipCost(j));
  const durCost = (u, from, to) => {
    const got = to - from;
    if (got <= 0.05) return 1e6;
    return 8 * Math.log(got / Math.max(utts[u].chars * perChar, 0.2)) ** 2;
  };
  // dp[k][j]: pause before utterance k (1..n-1) on inner run j; parent for the path back
  const INF = Number.POSITIVE_INFINITY;
  let prev = null;
  const parents = [];
  for (let k = 1; k < n; k++) {
    const cur = new Float64Array(m).fill(INF);
    const parent = new Int32Array(m).fill(-1);
    for (let j = k - 1; j < m - (n - 1 - k); j++) {
      const g = gapCost(k, j);
      if (k === 1) {
        cur[j] = skipBefore[j] + durCost(0, first[1], inner[j][0]) + g;
        continue;
      }
      for (let i = k - 2; i < j; i++) {
        if (prev[i] === INF) continue;
        const c =
          prev[i] + skipBefore[j] - skipBefore[i + 1] + durCost(k - 1, inner[i][1], inner[j][0]);
        if (c + g < cur[j]) {
          cur[j] = c + g;
          parent[j] = i;
        }
      }
    }
    parents.push(parent);
    prev = cur;
  }
  const chosen = [];
  if (n > 1) {
    let best = -1;
    let bestCost = INF;
    for (let j = 0; j < m; j++) {
      const c = prev[j] + skipBefore[m] - skipBefore[j + 1] + durCost(n - 1, inner[j][1], last[0]);
      if (c < bestCost) {
        bestCost = c;
        best = j;
      }
    }
    if (best < 0) throw new Error('no alignment');
    for (let k = n - 1; k >= 1; k--) {
      chosen[k] = best;
      best = parents[k - 1][best];
    }
  }
  const starts = [first[1]];
  for (let k = 1; k < n; k++) starts.push(inner[chosen[k]][1]);
  // how far each utterance's length is from its text's (a check on the match)
  const ratios = starts.map((s, k) => {
    const end = k + 1 < n ? inner[chosen[k + 1]][0] : last[0];
    return (end - s) / (utts[k].chars * perChar);
  });
  // how far each chosen run's length is from its pause's (another check)
  const misses = chosen.filter((j, k) => Math.abs(gapCost(k, j)) > 4).length;
  if (process.env.DEBUG) {
    for (const [k, j] of chosen.entries()) {
      if (j !== undefined && gapCost(k, j) > 4) {
        console.log(
          `pause ${k}: planned ${utts[k].pauseBefore} s, run ${inner[j][1] - inner[j][0]} s`,
        );
      }
    }
  }
  return { starts: starts.map((s) => Math.max(0, s - LEAD_IN)), ratios, misses };
}

/**
 * What track `key` says, as a lesson's script: a lesson's own, or a Listening test section's
 * introduction (said by the narrator first) followed by its script.
 */
function trackScript(key) {
  const test = /^listening-(\d+)-(\d+)$/.exec(key);
  if (!test) return JSON.parse(readFileSync(join(contentDir, 'lessons', `${key}.json`), 'utf8'));
  const path = join(contentDir, 'ielts', 'listening', `listening-${test[1]}.json`);
  const section = JSON.parse(readFileSync(path, 'utf8')).sections.find(
    (s) => s.number === Number(test[2]),
  );
  return { script: [{ text: section.introduction }, ...section.script] };
}

const decoder = new OggOpusDecoder();
await decoder.ready;
const manifest = JSON.parse(readFileSync(join(contentDir, 'audio', 'manifest.json'), 'utf8'));
const timings = {};
const listeningTimings = {};
for (const track of planTracks(contentDir)) {
  if (process.env.ONLY && track.key !== process.env.ONLY) continue;
  const lesson = trackScript(track.key);
  const entry = manifest.files[track.key];
  if (entry?.source !== track.source) throw new Error(`${track.key}: audio out of date`);
  await decoder.reset();
  const audio = await decoder.decodeFile(readFileSync(join(contentDir, 'audio', entry.path)));
  const runs = silentRuns(audio.channelData[0], audio.sampleRate);
  const utts = utterances(track.steps);
  const { starts, utterances: count } = sentenceStarts(lesson);
  if (count !== utts.length) throw new Error(`${track.key}: ${count} pieces, ${utts.length} steps`);
  const aligned = align(utts, runs);
  const into = track.key.startsWith('listening-') ? listeningTimings : timings;
  into[track.key] = starts.map((u) => Math.round(aligned.starts[u] * 100) / 100);
  const off = aligned.ratios.filter((r) => r < 0.6 || r > 1.6).length;
  const worst = Math.max(...aligned.ratios.map((r) => Math.abs(Math.log(r))));
  console.log(
    `${track.key}: ${starts.length} sentences, ${utts.length} utterances, ${runs.length} runs; ` +
      `pauses off by over 0.12 s: ${aligned.misses}; utterances far from their text's ` +
      `length: ${off}, worst ×${Math.exp(worst).toFixed(2)}`,
  );
}
decoder.free();
if (process.env.ONLY) {
  console.log(JSON.stringify({ ...timings, ...listeningTimings }));
} else {
  for (const [path, data] of [
    [timingsPath, timings],
    [listeningTimingsPath, listeningTimings],
  ]) {
    const options = (await resolveConfig(path)) ?? {};
    writeFileSync(path, await format(JSON.stringify(data), { ...options, parser: 'json' }));
    console.log(`wrote ${path}`);
  }
}
