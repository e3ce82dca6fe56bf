import { crc32 } from 'node:zlib';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@app/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { processImage, sniffImageFormat } from './images.ts';

/** A solid image of `width`×`height` px in `format`, made by sharp. */
function solid(width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp') {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  });
  return image.toFormat(format).toBuffer();
}

/** A real 1×1 PNG whose header (IHDR, CRC fixed) claims `width`×`height` px. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1, 'png'));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('sniffImageFormat', () => {
  it('names the four accepted formats by their bytes only', async () => {
    expect(sniffImageFormat(await solid(2, 2, 'jpeg'))).toBe('jpeg');
    expect(sniffImageFormat(await solid(2, 2, 'png'))).toBe('png');
    expect(sniffImageFormat(await solid(2, 2, 'gif'))).toBe('gif');
    expect(sniffImageFormat(await solid(2, 2, 'webp'))).toBe('webp');
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
    expect(sniffImageFormat(new TextEncoder().encode('RIFF1234WAVEfmt '))).toBeNull();
  });
});

describe('processImage', () => {
  it('re-encodes a large PNG card image to WebP inside 1024×1024 px', async () => {
    const result = await processImage(await solid(2000, 1500, 'png'), 'card');
    expect(result).toMatchObject({ contentType: 'image/webp', width: 1024, height: 768 });
    const out = await sharp(result.body).metadata();
    expect(out).toMatchObject({ format: 'webp', width: 1024, height: 768 });
    expect(sniffImageFormat(result.body)).toBe('webp');
  });

  it('never enlarges a small card image', async () => {
    const result = await processImage(await solid(300, 200, 'jpeg'), 'card');
    expect([result.width, result.height]).toEqual([300, 200]);
  });

  it('cover-crops an avatar to 256×256 px, whatever its shape and size', async () => {
    for (const [width, height] of [
      [1200, 500],
      [100, 300],
    ] as const) {
      const result = await processImage(await solid(width, height, 'png'), 'avatar');
      expect([result.width, result.height]).toEqual([256, 256]);
      const out = await sharp(result.body).metadata();
      expect([out.format, out.width, out.height]).toEqual(['webp', 256, 256]);
    }
  });

  it('accepts a GIF (first frame) and a WebP', async () => {
    expect((await processImage(await solid(64, 32, 'gif'), 'card')).width).toBe(64);
    expect((await processImage(await solid(64, 32, 'webp'), 'avatar')).width).toBe(256);
  });

  it('turns a JPEG upright by its EXIF orientation, then strips EXIF and GPS', async () => {
    const input = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#3366cc' },
    })
      .jpeg()
      .withMetadata({
        orientation: 6, // stored landscape, shown rotated 90°: portrait
        exif: {
          IFD0: { Copyright: 'Learner', Make: 'PhoneCo', Model: 'Phone 1' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 1/1 40/1' },
        },
      })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from('PhoneCo'))).toBe(true);

    const result = await processImage(input, 'card');
    expect([result.width, result.height]).toEqual([200, 400]);
    const after = await sharp(result.body).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    const raw = Buffer.from(result.body);
    for (const text of ['Exif', 'PhoneCo', 'Learner', 'GPS']) {
      expect(raw.includes(Buffer.from(text))).toBe(false);
    }
  });

  it('refuses a text file named .png, by its bytes', async () => {
    const text = new TextEncoder().encode('Đây không phải là ảnh, chỉ là tên file photo.png\n');
    const error = await refusal(processImage(text, 'avatar'));
    expect([error.code, error.status, error.message]).toEqual([
      'VALIDATION_ERROR',
      400,
      UPLOAD_MESSAGES.notImage,
    ]);
    expect(UPLOAD_MESSAGES.notImage).toBe('Vui lòng chọn file ảnh');
  });

  it('refuses an SVG, though sharp could render it', async () => {
    const svg = new TextEncoder().encode(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
        '<rect width="10" height="10" fill="red"/></svg>',
    );
    expect(await sharp(svg).metadata()).toMatchObject({ format: 'svg' });
    const error = await refusal(processImage(svg, 'card'));
    expect([error.code, error.message]).toEqual(['VALIDATION_ERROR', UPLOAD_MESSAGES.notImage]);
  });

  it('refuses a tiny file whose header claims huge dimensions (decompression bomb)', async () => {
    const bomb = await pngClaiming(50_000, 50_000);
    expect(bomb.byteLength).toBeLessThan(200);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 50_000,
      height: 50_000,
    });
    const error = await refusal(processImage(bomb, 'card'));
    expect([error.code, error.status, error.message]).toEqual([
      'PAYLOAD_TOO_LARGE',
      413,
      UPLOAD_MESSAGES.tooManyPixels,
    ]);
    // Just over the limit is refused as well; exactly at it is not refused for its size.
    const over = await refusal(processImage(await pngClaiming(8_000, 5_001), 'avatar'));
    expect(over.message).toBe(UPLOAD_MESSAGES.tooManyPixels);
    const at = await refusal(processImage(await pngClaiming(8_000, 5_000), 'avatar'));
    expect(at.message).toBe(UPLOAD_MESSAGES.unreadable);
  });

  it('refuses uploads over the byte limit of their kind before decoding', async () => {
    const jpegStart = [0xff, 0xd8, 0xff, 0xe0];
    const avatar = new Uint8Array(UPLOAD_LIMITS.avatarMaxBytes + 1);
    avatar.set(jpegStart);
    const tooBigAvatar = await refusal(processImage(avatar, 'avatar'));
    expect([tooBigAvatar.code, tooBigAvatar.status, tooBigAvatar.message]).toEqual([
      'PAYLOAD_TOO_LARGE',
      413,
      'Kích thước ảnh phải nhỏ hơn 4MB',
    ]);
    // The same bytes are within a card image's 10 MiB, so they reach the decoder instead.
    expect((await refusal(processImage(avatar, 'card'))).message).toBe(UPLOAD_MESSAGES.unreadable);
    const card = new Uint8Array(UPLOAD_LIMITS.cardImageMaxBytes + 1);
    card.set(jpegStart);
    const tooBigCard = await refusal(processImage(card, 'card'));
    expect([tooBigCard.code, tooBigCard.message]).toEqual([
      'PAYLOAD_TOO_LARGE',
      UPLOAD_MESSAGES.cardImageTooLarge,
    ]);
  });

  it('refuses a truncated JPEG as unreadable', async () => {
    const jpeg = await solid(640, 480, 'jpeg');
    const error = await refusal(processImage(jpeg.subarray(0, 200), 'card'));
    expect([error.code, error.message]).toEqual(['VALIDATION_ERROR', UPLOAD_MESSAGES.unreadable]);
  });
});
