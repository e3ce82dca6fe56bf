// `npm run content:audio`: makes the audio of every listening text (content/lessons/*.json and
// the IELTS listening sections) from its script with Debian's offline synthesisers, into
// content/audio/{lessons,listening}/*.opus and content/audio/manifest.json, then checks it.
//
//   npm run content:audio                  make what is missing or out of date, then check
//   npm run content:audio -- --check       only check (needs no synthesiser)
//   npm run content:audio -- --force       remake every file
//   npm run content:audio -- --only a1-001,listening-1-1
//
// A file is out of date when the hash of its plan (text, voices, rates, pauses, settings) differs
// from the manifest's `source`. Voices, pauses and settings: docs/operations.md "Content audio".
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { oggOpusInfo } from './content-audio-ogg.mjs';
import { planTracks } from './content-audio-plan.mjs';
import { encodeTrack, run, synthesise, utterance } from './content-audio-synth.mjs';
import { FESTIVAL_VOICE_DIRS, PACKAGES, PROFILES } from './content-audio-voices.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = join(root, 'content');
const audioDir = join(contentDir, 'audio');
const manifestPath = join(audioDir, 'manifest.json');
const cacheDir = join(root, 'node_modules', '.cache', 'content-audio');
const log = (message) => console.log(message);

function sha256(buf) {
  return createHash('sha256').update(buf).digest('hex');
}

function readManifest() {
  if (!existsSync(manifestPath)) return { files: {} };
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

function onPath(cmd) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => existsSync(join(dir, cmd)));
}

/** The Debian packages `tracks` need that are not installed (empty when all are). */
function missingPackages(tracks) {
  const profiles = new Set(
    tracks.flatMap((t) => t.steps.filter((s) => s.profile).map((s) => s.profile)),
  );
  const missing = new Set();
  if (!onPath('sox')) missing.add('sox');
  if (!onPath('opusenc')) missing.add('opus-tools');
  for (const id of profiles) {
    const { engine, voice } = PROFILES[id];
    if (engine === 'flite' && !onPath('flite')) missing.add('flite');
    if (engine === 'festival') {
      if (!onPath('festival')) missing.add('festival');
      if (!existsSync(FESTIVAL_VOICE_DIRS[voice])) PACKAGES[voice].forEach((p) => missing.add(p));
    }
  }
  return [...missing];
}

/** Seconds reported by opusinfo ("Playback length: 1m:33.402s"), or null without opusinfo. */
async function opusinfoSeconds(path) {
  if (!onPath('opusinfo')) return null;
  const out = (await run('opusinfo', [path])).toString();
  const match = /Playback length:\s*(?:(\d+)h:)?(\d+)m:([\d.]+)s/.exec(out);
  if (!match) throw new Error(`opusinfo gave no length for ${path}`);
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/**
 * Checks that every track of the plan has its manifest entry and file, with the manifest's
 * bytes, sha256 and (to 1 s) duration, measured from the Ogg granule and by opusinfo when it is
 * installed; and that the entry's source matches the plan (else the text changed since).
 * Returns the list of problems (empty: all good).
 */
async function check(tracks, manifest) {
  const problems = [];
  let seconds = 0;
  let bytes = 0;
  for (const track of tracks) {
    const entry = manifest.files[track.key];
    if (!entry) {
      problems.push(`${track.key}: no manifest entry`);
      continue;
    }
    const path = join(audioDir, entry.path);
    if (entry.path !== track.path)
      problems.push(`${track.key}: path ${entry.path}, expected ${track.path}`);
    if (!existsSync(path)) {
      problems.push(`${track.key}: ${entry.path} is missing`);
      continue;
    }
    const buf = await readFile(path);
    if (buf.length !== entry.bytes)
      problems.push(`${track.key}: ${buf.length} bytes, manifest ${entry.bytes}`);
    if (sha256(buf) !== entry.sha256)
      problems.push(`${track.key}: sha256 differs from the manifest`);
    const measured = [oggOpusInfo(buf).seconds, await opusinfoSeconds(path)].filter(
      (s) => s !== null,
    );
    for (const s of measured) {
      if (Math.abs(s - entry.seconds) > 1) {
        problems.push(`${track.key}: lasts ${s.toFixed(1)} s, manifest ${entry.seconds} s`);
      }
    }
    if (entry.source !== track.source) {
      problems.push(
        `${track.key}: its script or voice settings changed; run npm run content:audio`,
      );
    }
    seconds += entry.seconds;
    bytes += buf.length;
  }
  const planned = new Set(tracks.map((t) => t.key));
  for (const key of Object.keys(manifest.files)) {
    if (!planned.has(key)) problems.push(`${key}: in the manifest but no lesson or section has it`);
  }
  log(
    `checked ${tracks.length} files: ${(seconds / 60).toFixed(1)} min, ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MB${problems.length ? `, ${problems.length} problem(s)` : ', all good'}`,
  );
  return problems;
}

/** Whether `track`'s committed file is up to date (same source, file present and intact). */
function upToDate(track, entry) {
  if (!entry || entry.source !== track.source || entry.path !== track.path) return false;
  const path = join(audioDir, entry.path);
  return existsSync(path) && sha256(readFileSync(path)) === entry.sha256;
}

/** Deletes .opus files under content/audio that no track makes. */
async function removeStrays(tracks) {
  const wanted = new Set(tracks.map((t) => t.path));
  for (const dir of ['lessons', 'listening']) {
    if (!existsSync(join(audioDir, dir))) continue;
    for (const file of readdirSync(join(audioDir, dir))) {
      if (!wanted.has(`${dir}/${file}`)) {
        await rm(join(audioDir, dir, file));
        log(`removed ${dir}/${file} (no lesson or section has it)`);
      }
    }
  }
}

async function writeManifest(files) {
  const sorted = Object.fromEntries(
    Object.entries(files).sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })),
  );
  await writeFile(manifestPath, `${JSON.stringify({ files: sorted }, null, 2)}\n`);
}

async function generate(tracks, manifest, { force, only }) {
  const stale = tracks.filter(
    (t) => (only ? only.includes(t.key) : true) && (force || !upToDate(t, manifest.files[t.key])),
  );
  for (const key of only ?? []) {
    if (!tracks.some((t) => t.key === key)) console.error(`--only: no lesson or section ${key}`);
  }
  log(`${tracks.length} tracks, ${stale.length} to make`);
  const files = Object.fromEntries(
    Object.entries(manifest.files).filter(([key]) => tracks.some((t) => t.key === key)),
  );
  if (stale.length > 0) {
    const missing = missingPackages(stale);
    if (missing.length > 0) {
      const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
      console.error(
        `content:audio needs Debian packages that are not installed: ${missing.join(', ')}.\n` +
          `Install them with:\n  ${sudo}apt-get update && ${sudo}apt-get install -y ${missing.join(' ')}`,
      );
      process.exit(1);
    }
    const steps = stale.flatMap((t) => t.steps.filter((s) => s.profile));
    const made = await synthesise(steps.map(utterance), cacheDir, log);
    log(`synthesised ${made} new utterances (${steps.length} in these tracks)`);
    await Promise.all(
      ['lessons', 'listening'].map((d) => mkdir(join(audioDir, d), { recursive: true })),
    );
    let next = 0;
    const worker = async () => {
      while (next < stale.length) {
        const track = stale[next++];
        const path = join(audioDir, track.path);
        await encodeTrack(track, cacheDir, path);
        const buf = await readFile(path);
        const { seconds } = oggOpusInfo(buf);
        files[track.key] = {
          path: track.path,
          seconds: Math.round(seconds * 10) / 10,
          bytes: buf.length,
          sha256: sha256(buf),
          source: track.source,
        };
        log(`made ${track.path}: ${seconds.toFixed(1)} s, ${(buf.length / 1024).toFixed(0)} kB`);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, cpus().length) }, worker));
  }
  if (!only) await removeStrays(tracks);
  await writeManifest(files);
  return { files };
}

async function main() {
  const args = process.argv.slice(2);
  const onlyArg = args.find((a) => a.startsWith('--only'));
  const only = onlyArg
    ? (onlyArg.includes('=') ? onlyArg.split('=')[1] : args[args.indexOf(onlyArg) + 1]).split(',')
    : null;
  const started = Date.now();
  const tracks = planTracks(contentDir);
  let manifest = readManifest();
  if (!args.includes('--check')) {
    manifest = await generate(tracks, manifest, { force: args.includes('--force'), only });
    log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const problems = await check(tracks, manifest);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}

await main();
