/**
 * The audio of a Listening test's sections, from content/audio/manifest.json (written by
 * `npm run content:audio`: `{ files: { "listening-<n>-<section>": { path, seconds, bytes,
 * sha256? } } }`). The manifest is bundled as a lazy chunk of its own (the server's media route
 * serves only the files it lists, not the manifest); each file is served at /media/<path> with
 * HTTP Range for seeking. A section without its file makes the test not ready.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

/** The manifest, when the build found one (keys are paths relative to this module). */
const MANIFEST = import.meta.glob<unknown>('../../../../../../../content/audio/manifest.json', {
  import: 'default',
});

const manifestSchema = z.object({
  files: z.record(
    z.string(),
    z.object({
      path: z.string().min(1),
      seconds: z.number().nonnegative(),
      sha256: z.string().optional(),
    }),
  ),
});

/** One section's recording: where the browser fetches it and its length in seconds. */
export interface SectionAudio {
  section: number;
  url: string;
  seconds: number;
}

/** Raised when the manifest or a section's entry is missing. */
export class AudioMissingError extends Error {
  constructor(testNumber: number) {
    super(`listening-${testNumber} has no audio`);
    this.name = 'AudioMissingError';
  }
}

/** The manifest key of a section's audio: "listening-<n>-<section>". */
const audioKey = (testNumber: number, section: number) => `listening-${testNumber}-${section}`;

/**
 * The four sections' audio of test `testNumber` from a parsed manifest, in section order. The
 * URL carries the file's hash (when the manifest has one) so regenerated audio is never taken
 * from a stale cache.
 * @throws AudioMissingError when the manifest is invalid or lacks a section.
 */
export function sectionAudioFrom(manifest: unknown, testNumber: number): SectionAudio[] {
  const parsed = manifestSchema.safeParse(manifest);
  if (!parsed.success) throw new AudioMissingError(testNumber);
  return [1, 2, 3, 4].map((section) => {
    const entry = parsed.data.files[audioKey(testNumber, section)];
    if (!entry) throw new AudioMissingError(testNumber);
    const path = entry.path.split('/').map(encodeURIComponent).join('/');
    const version = entry.sha256 ? `?v=${entry.sha256.slice(0, 16)}` : '';
    return { section, url: `/media/${path}${version}`, seconds: entry.seconds };
  });
}

/**
 * The four sections' audio of test `testNumber`.
 * @throws AudioMissingError when there is no manifest or it lacks a section.
 */
async function loadSectionAudio(testNumber: number): Promise<SectionAudio[]> {
  const load = Object.values(MANIFEST)[0];
  if (!load) throw new AudioMissingError(testNumber);
  return sectionAudioFrom(await load(), testNumber);
}

/** Test `testNumber`'s section audio as a query (kept: the manifest is part of the build). */
export const sectionAudioQuery = (testNumber: number) =>
  queryOptions({
    queryKey: ['ielts-content', 'listening-audio', testNumber],
    queryFn: () => loadSectionAudio(testNumber),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
  });
