// A PDF page's pictures: found in its operator list (paintImageXObject, paintInlineImageXObject),
// placed by the transformation matrix in force when painted, and written as PNG with node:zlib
// (pdfjs gives decoded pixels). Too small ones (rules, bullets) and stencil masks are skipped;
// the document's image budget caps count and bytes. A picture painted again (a logo on every line,
// or a hostile file painting one large picture thousands of times) is encoded once, and nothing
// is fetched or encoded once the budget is spent.
import { crc32, deflateSync } from 'node:zlib';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { MIN_IMAGE_SIDE, type ImageBudget } from './imageInfo.ts';
import type { DocumentImage } from './model.ts';

/** pdfjs's ImageKind. */
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;
/** Pixels above which a picture is not decoded (pdf.ts gives pdfjs this limit) nor encoded (a poster-size scan). */
export const MAX_PIXELS = 25_000_000;
/** How long to wait for an image object pdfjs has not handed over yet. */
const OBJECT_WAIT_MS = 5_000;

type Matrix = [number, number, number, number, number, number];

export interface PlacedImage {
  /** The picture's top edge and left edge in page space (y grows upwards). */
  top: number;
  left: number;
  image: DocumentImage;
}

interface ImageData {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

const multiply = (m: Matrix, n: readonly number[]): Matrix => [
  m[0] * n[0]! + m[2] * n[1]!,
  m[1] * n[0]! + m[3] * n[1]!,
  m[0] * n[2]! + m[2] * n[3]!,
  m[1] * n[2]! + m[3] * n[3]!,
  m[0] * n[4]! + m[2] * n[5]! + m[4],
  m[1] * n[4]! + m[3] * n[5]! + m[5],
];

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** PNG of pdfjs's decoded pixels: 1-bit gray (a set bit is white, as pdfjs paints it), RGB or RGBA. */
export function encodePng(img: ImageData): Uint8Array | undefined {
  const { width, height, kind, data } = img;
  if (!data || width <= 0 || height <= 0) return undefined;
  const [colorType, bitDepth, rowBytes] =
    kind === GRAYSCALE_1BPP ? [0, 1, Math.ceil(width / 8)] : kind === RGB_24BPP ? [2, 8, width * 3] : kind === RGBA_32BPP ? [6, 8, width * 4] : [-1, 0, 0];
  if (colorType < 0 || data.length < rowBytes * height) return undefined;
  const raw = Buffer.alloc((rowBytes + 1) * height);
  const src = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  for (let y = 0; y < height; y += 1) src.copy(raw, y * (rowBytes + 1) + 1, y * rowBytes, (y + 1) * rowBytes);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = colorType;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]));
}

function objectOf(page: PDFPageProxy, id: string): Promise<ImageData | undefined> {
  const objs = id.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), OBJECT_WAIT_MS);
    try {
      objs.get(id, (value: unknown) => {
        clearTimeout(timer);
        resolve((value ?? undefined) as ImageData | undefined);
      });
    } catch {
      clearTimeout(timer);
      resolve(undefined);
    }
  });
}

/** How many pictures the page paints (any size), and those worth keeping, placed. */
export async function pageImages(
  page: PDFPageProxy,
  ops: { fnArray: number[]; argsArray: unknown[][] },
  OPS: Record<string, number>,
  budget: ImageBudget,
): Promise<{ painted: number; images: PlacedImage[] }> {
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  let painted = 0;
  const images: PlacedImage[] = [];
  // By object id (an XObject) or by the inline image itself; null: not worth keeping.
  const encoded = new Map<unknown, { png: Uint8Array; width: number; height: number } | null>();
  for (let i = 0; i < ops.fnArray.length; i += 1) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i] ?? [];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as number[]);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      const matrix = args[0] as number[] | null;
      if (Array.isArray(matrix) && matrix.length === 6) ctm = multiply(ctm, matrix);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject) {
      painted += 1;
      if (budget.full) continue;
      const key = fn === OPS.paintImageXObject ? String(args[0]) : args[0];
      let kept = encoded.get(key);
      if (kept === undefined) {
        const img = fn === OPS.paintImageXObject ? await objectOf(page, String(args[0])) : (args[0] as ImageData | undefined);
        const worth = img && img.width >= MIN_IMAGE_SIDE && img.height >= MIN_IMAGE_SIDE && img.width * img.height <= MAX_PIXELS;
        const png = worth ? encodePng(img) : undefined;
        kept = png ? { png, width: img!.width, height: img!.height } : null;
        encoded.set(key, kept);
      }
      if (!kept || !budget.take(kept.png.byteLength)) continue;
      const { png } = kept;
      // The unit square's corners in page space.
      const xs = [ctm[4], ctm[4] + ctm[0], ctm[4] + ctm[2], ctm[4] + ctm[0] + ctm[2]];
      const ys = [ctm[5], ctm[5] + ctm[1], ctm[5] + ctm[3], ctm[5] + ctm[1] + ctm[3]];
      images.push({ top: Math.max(...ys), left: Math.min(...xs), image: { mime: 'image/png', data: png, width: kept.width, height: kept.height } });
    }
  }
  return { painted, images };
}
