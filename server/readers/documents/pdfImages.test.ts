// pageImages on a hand-made operator list: a picture painted over and over (a logo on every
// line, or a hostile file painting one large picture thousands of times) is encoded once, and
// nothing more is encoded once the document's image budget is spent.
import { describe, expect, it } from 'vitest';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ImageBudget, MAX_IMAGES } from './imageInfo.ts';
import { pageImages } from './pdfImages.ts';

const OPS = { save: 10, restore: 11, transform: 12, paintFormXObjectBegin: 74, paintFormXObjectEnd: 75, paintImageXObject: 85, paintInlineImageXObject: 86 };

/** An RGB picture whose pixels count how often they are read (each encoding reads them once). */
function countedImage(side: number, seed: number) {
  const pixels = new Uint8Array(side * side * 3).fill(seed);
  const image = { width: side, height: side, kind: 2, reads: 0 };
  Object.defineProperty(image, 'data', {
    get() {
      image.reads += 1;
      return pixels;
    },
  });
  return image as typeof image & { data: Uint8Array };
}

function paints(args: unknown[][], fn: number) {
  return { fnArray: args.map(() => fn), argsArray: args };
}

describe('pageImages', () => {
  it('encodes a picture painted many times once, and each placement keeps it', async () => {
    const image = countedImage(40, 7);
    const ops = paints(Array.from({ length: 50 }, () => [image]), OPS.paintInlineImageXObject);
    const { painted, images } = await pageImages({} as PDFPageProxy, ops, OPS, new ImageBudget());
    expect(painted).toBe(50);
    expect(images).toHaveLength(50);
    expect(image.reads).toBe(1);
    expect(new Set(images.map((i) => i.image.data)).size).toBe(1);
  });

  it('encodes nothing more once the budget is spent', async () => {
    const budget = new ImageBudget();
    const first = Array.from({ length: MAX_IMAGES }, (_, i) => countedImage(40, i));
    await pageImages({} as PDFPageProxy, paints(first.map((im) => [im]), OPS.paintInlineImageXObject), OPS, budget);
    const later = Array.from({ length: 30 }, (_, i) => countedImage(40, i));
    const { painted, images } = await pageImages({} as PDFPageProxy, paints(later.map((im) => [im]), OPS.paintInlineImageXObject), OPS, budget);
    expect(painted).toBe(30);
    expect(images).toHaveLength(0);
    expect(later.map((im) => im.reads)).toEqual(later.map(() => 0));
  });
});
