// Reads an Ogg Opus file's length without decoding it: the granule position of its last page
// (48 kHz samples, RFC 7845 §4) minus the pre-skip of its OpusHead header.

/**
 * The playing time in seconds of the Ogg Opus bytes `buf` (a Buffer or Uint8Array), and the
 * number of pages. Throws when the bytes are not one Ogg Opus stream (no OggS capture pattern,
 * no OpusHead, a page running past the end, no final granule).
 */
export function oggOpusInfo(buf) {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  let at = 0;
  let preSkip = null;
  let granule = -1n;
  let pages = 0;
  while (at < buf.length) {
    if (view.getUint32(at, false) !== 0x4f676753) throw new Error(`no Ogg page at byte ${at}`);
    const segments = buf[at + 26];
    let body = 0;
    for (let i = 0; i < segments; i++) body += buf[at + 27 + i];
    const start = at + 27 + segments;
    if (start + body > buf.length) throw new Error('the last Ogg page is cut short');
    if (pages === 0) {
      const magic = String.fromCharCode(...buf.subarray(start, start + 8));
      if (magic !== 'OpusHead') throw new Error('the stream is not Opus');
      preSkip = view.getUint16(start + 10, true);
    }
    const pageGranule = view.getBigInt64(at + 6, true);
    if (pageGranule >= 0n) granule = pageGranule;
    pages++;
    at = start + body;
  }
  if (preSkip === null || granule < 0n) throw new Error('no Opus audio');
  return { seconds: Number(granule - BigInt(preSkip)) / 48000, pages };
}
