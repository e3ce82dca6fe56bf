import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { OggOpusDecoder } from 'ogg-opus-decoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPath } from './paths.ts';
import { catalogueSchema } from './ielts/schema.ts';

/**
 * The committed audio (made by `npm run content:audio`, docs/operations.md "Content audio"):
 * every lesson and IELTS listening section has its manifest entry and file, with the manifest's
 * bytes and sha256; every file is one valid Ogg Opus stream (page checksums, OpusHead) whose
 * final granule gives the manifest's length to a second and whose first 64 KB (about 25 s)
 * decode without error; four files (below) are decoded in full and their decoded length checked
 * too. Decoding all 190 minutes would take about 45 s, over this suite's budget.
 */
interface AudioEntry {
  path: string;
  seconds: number;
  bytes: number;
  sha256: string;
}

const manifest = JSON.parse(readFileSync(contentPath('audio', 'manifest.json'), 'utf8')) as {
  files: Record<string, AudioEntry>;
};

/** Lesson ids and listening-<test>-<section> keys, from the content files. */
function expectedKeys(): string[] {
  const keys: string[] = [];
  for (const file of readdirSync(contentPath('lessons')).filter((f) => f.endsWith('.json'))) {
    const lesson = JSON.parse(readFileSync(contentPath('lessons', file), 'utf8')) as { id: string };
    keys.push(lesson.id);
  }
  const listening = readdirSync(contentPath('ielts', 'listening'));
  for (const file of listening.filter((f) => /^listening-\d+\.json$/.test(f))) {
    const test = JSON.parse(readFileSync(contentPath('ielts', 'listening', file), 'utf8')) as {
      testNumber: number;
      sections: { number: number }[];
    };
    for (const section of test.sections)
      keys.push(`listening-${test.testNumber}-${section.number}`);
  }
  return keys.sort();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 24;
  for (let k = 0; k < 8; k++) c = c & 0x80000000 ? (c << 1) ^ 0x04c11db7 : c << 1;
  return c >>> 0;
});

/** Ogg's CRC-32 (polynomial 0x04c11db7, not reflected) of a page with its CRC field zeroed. */
function pageCrc(page: Uint8Array): number {
  let crc = 0;
  for (let i = 0; i < page.length; i++) {
    const byte = i >= 22 && i < 26 ? 0 : page[i]!;
    crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  }
  return crc;
}

/**
 * Walks the Ogg pages of `buf`, checking each page's CRC and the OpusHead header; returns the
 * length in seconds from the last granule position (48 kHz) less the pre-skip (RFC 7845).
 */
function oggOpusSeconds(buf: Buffer): number {
  let at = 0;
  let preSkip = -1;
  let granule = -1n;
  while (at < buf.length) {
    expect(buf.toString('latin1', at, at + 4), `Ogg page at byte ${at}`).toBe('OggS');
    const segments = buf[at + 26]!;
    let body = 0;
    for (let i = 0; i < segments; i++) body += buf[at + 27 + i]!;
    const end = at + 27 + segments + body;
    expect(end, 'page inside the file').toBeLessThanOrEqual(buf.length);
    expect(pageCrc(buf.subarray(at, end)), `CRC of the page at byte ${at}`).toBe(
      buf.readUInt32LE(at + 22),
    );
    if (preSkip < 0) {
      expect(buf.toString('latin1', at + 27 + segments, at + 35 + segments)).toBe('OpusHead');
      preSkip = buf.readUInt16LE(at + 27 + segments + 10);
    }
    const pageGranule = buf.readBigInt64LE(at + 6);
    if (pageGranule >= 0n) granule = pageGranule;
    at = end;
  }
  return Number(granule - BigInt(preSkip)) / 48000;
}

const keys = expectedKeys();
/** Decoded in full: each voice, each kind of track, spelled letters and a 12-minute narration. */
const fullDecode = new Set(['a1-001', 'a1-006', 'listening-1-1', 'natgeo-001']);
let decoder: OggOpusDecoder;

beforeAll(async () => {
  decoder = new OggOpusDecoder();
  await decoder.ready;
});
afterAll(() => decoder.free());

describe('content audio', () => {
  it('has a manifest entry for every lesson and listening section, and no other', () => {
    // A1 (12), A2, B1, B2 and C1 (8 each), Nature (6) and the 20 sections
    expect(keys.length).toBe(70);
    expect(Object.keys(manifest.files).sort()).toEqual(keys);
  });

  it.each(keys)(
    '%s: file as in the manifest, decodes, lasts its seconds',
    { timeout: 30_000 },
    async (key) => {
      const entry = manifest.files[key];
      expect(entry, `manifest entry ${key}`).toBeDefined();
      const expectedPath = key.startsWith('listening-')
        ? `listening/${key}.opus`
        : `lessons/${key}.opus`;
      expect(entry!.path).toBe(expectedPath);
      const buf = readFileSync(contentPath('audio', entry!.path));
      expect(buf.length).toBe(entry!.bytes);
      expect(createHash('sha256').update(buf).digest('hex')).toBe(entry!.sha256);
      expect(Math.abs(oggOpusSeconds(buf) - entry!.seconds)).toBeLessThanOrEqual(1);

      await decoder.reset();
      const decoded = fullDecode.has(key)
        ? await decoder.decodeFile(buf)
        : await decoder.decode(buf.subarray(0, 64 * 1024));
      expect(decoded.errors).toEqual([]);
      expect(decoded.channelData.length).toBe(1);
      const seconds = decoded.samplesDecoded / decoded.sampleRate;
      if (fullDecode.has(key)) expect(Math.abs(seconds - entry!.seconds)).toBeLessThanOrEqual(1);
      else expect(seconds).toBeGreaterThan(10);
    },
  );
});

describe('the catalogue and the audio agree', () => {
  it("gives each Listening test's audioLength as its audio's whole minutes", () => {
    const catalogue = catalogueSchema.parse(
      JSON.parse(readFileSync(contentPath('ielts', 'catalogue.json'), 'utf8')),
    );
    const files = (
      JSON.parse(readFileSync(contentPath('audio', 'manifest.json'), 'utf8')) as {
        files: Record<string, { seconds: number }>;
      }
    ).files;
    for (const entry of catalogue.listening) {
      const seconds = [1, 2, 3, 4].reduce(
        (sum, section) => sum + files[`listening-${entry.testNumber}-${section}`]!.seconds,
        0,
      );
      expect(entry.audioLength, entry.id).toBe(Math.round(seconds / 60));
      expect(entry.sections).toBe(4);
    }
  });
});
