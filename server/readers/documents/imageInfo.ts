// An embedded image's format and size from its own bytes (the container's word for it can be
// wrong): PNG, JPEG and GIF are kept (what the image upload purpose accepts without converting);
// anything else (EMF, WMF, TIFF, BMP, SVG) is skipped by the readers.
import { altText } from '../altText.ts';
import type { DocumentImage } from './model.ts';

/** Fewest pixels on a side for an image to be worth keeping (bullets, spacers, lines are smaller). */
export const MIN_IMAGE_SIDE = 32;
/** Most images one document gives, and their bytes in all. */
export const MAX_IMAGES = 200;
export const MAX_IMAGE_BYTES_TOTAL = 40 * 1024 * 1024;

export function imageInfo(data: Uint8Array): Pick<DocumentImage, 'mime' | 'width' | 'height'> | undefined {
  const b = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a) {
    return { mime: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (b.length >= 10 && b.toString('latin1', 0, 4) === 'GIF8') {
    return { mime: 'image/gif', width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    return { mime: 'image/jpeg', ...jpegSize(b) };
  }
  return undefined;
}

function jpegSize(b: Buffer): { width?: number; height?: number } {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return {};
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return {};
}

/** Counts images and bytes against MAX_IMAGES / MAX_IMAGE_BYTES_TOTAL; answers whether one more fits. */
export class ImageBudget {
  private count = 0;
  private bytes = 0;
  /** No image fits any more (the count is reached): nothing is worth decoding or encoding. */
  get full(): boolean {
    return this.count >= MAX_IMAGES || this.bytes >= MAX_IMAGE_BYTES_TOTAL;
  }
  take(size: number): boolean {
    if (this.count + 1 > MAX_IMAGES || this.bytes + size > MAX_IMAGE_BYTES_TOTAL) return false;
    this.count += 1;
    this.bytes += size;
    return true;
  }
}

/** A kept image from bytes with its description as alt text (altText.ts), or undefined (a format we do not keep, or too small to matter). */
export function keptImage(data: Uint8Array, budget: ImageBudget, description?: string, minSide = MIN_IMAGE_SIDE): DocumentImage | undefined {
  const info = imageInfo(data);
  if (!info) return undefined;
  if ((info.width ?? minSide) < minSide || (info.height ?? minSide) < minSide) return undefined;
  if (!budget.take(data.byteLength)) return undefined;
  const alt = altText(description);
  return { ...info, data, ...(alt ? { alt } : {}) };
}
