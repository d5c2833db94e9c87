// A PDF → one page of blocks per page, through pdfjs-dist's legacy build in this process (no
// worker thread, no font faces, no system fonts, nothing fetched; pdfjs 6 has no eval path left
// to turn off: isEvalSupported is gone). Text comes from the
// text layer (pdfLayout.ts: lines, paragraphs, headings, bullets, obvious tables; bold and italic
// from the embedded font's name), pictures from the operator list (pdfImages.ts). A PDF whose
// pages hold (almost) no text is a scan: 'no_text'. Encrypted with an open password:
// 'password_protected'. Anything pdfjs cannot read: 'corrupt'. Over maxPages: 'too_large'.
import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ImageBudget } from './imageInfo.ts';
import { DocumentReadError, type DocumentPage, type ReadDocument } from './model.ts';
import { MAX_PIXELS, pageImages, type PlacedImage } from './pdfImages.ts';
import { bodySize, headingLevels, pageBlocks, pdfLines, type PdfLine, type PdfTextItem } from './pdfLayout.ts';

export const DEFAULT_MAX_PAGES = 300;
/** Fewer non-blank characters than this per page on average: no text layer to speak of. */
const MIN_CHARS_PER_PAGE = 5;
/** Most characters of text a PDF may give. */
const MAX_PDF_TEXT = 5_000_000;

const BOLD = /bold|black|heavy|semibold|demi/i;
const ITALIC = /italic|oblique/i;

interface FontStyle {
  bold: boolean;
  italic: boolean;
}

function fontStyle(page: PDFPageProxy, fontName: string, family: string | undefined, cache: Map<string, FontStyle>): FontStyle {
  const known = cache.get(fontName);
  if (known) return known;
  let name = family ?? '';
  try {
    // Loaded into commonObjs by the page's operator list (fontExtraProperties gives `name`).
    if (page.commonObjs.has(fontName)) name = `${(page.commonObjs.get(fontName) as { name?: string })?.name ?? ''} ${name}`;
  } catch {
    // A font pdfjs could not load: plain.
  }
  const style = { bold: BOLD.test(name), italic: ITALIC.test(name) };
  cache.set(fontName, style);
  return style;
}

async function pageItems(page: PDFPageProxy, fonts: Map<string, FontStyle>): Promise<PdfTextItem[]> {
  const content = await page.getTextContent();
  const items: PdfTextItem[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str) continue;
    const [a, b, c, d, e, f] = item.transform as number[];
    const size = Math.hypot(c!, d!) || Math.hypot(a!, b!);
    const style = fontStyle(page, item.fontName, content.styles[item.fontName]?.fontFamily, fonts);
    items.push({ str: item.str, x: e!, y: f!, width: item.width, size, ...style });
  }
  return items;
}

function readError(err: unknown): DocumentReadError {
  if (err instanceof DocumentReadError) return err;
  const name = (err as { name?: string })?.name;
  if (name === 'PasswordException') return new DocumentReadError('password_protected');
  return new DocumentReadError('corrupt', `pdf: ${(err as Error)?.message ?? String(err)}`);
}

export async function readPdf(bytes: Uint8Array, options: { maxPages?: number; signal?: AbortSignal } = {}): Promise<ReadDocument> {
  const pdfjs: typeof PdfjsModule = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const task = pdfjs.getDocument({
    // pdfjs takes the buffer over (transfers it): give it a copy.
    data: Uint8Array.from(bytes),
    useSystemFonts: false,
    disableFontFace: true,
    fontExtraProperties: true,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    useWorkerFetch: false,
    enableXfa: false,
    stopAtErrors: true,
    // A picture larger than this is never decoded: a small file can name a 20000 × 20000 image.
    maxImageSize: MAX_PIXELS,
    verbosity: 0,
  });
  // Every promise pdfjs hands out is awaited or caught here: nothing rejects unhandled.
  task.promise.catch(() => undefined);
  try {
    let pdf: PDFDocumentProxy;
    try {
      pdf = await task.promise;
    } catch (err) {
      throw readError(err);
    }
    if (pdf.numPages > maxPages) throw new DocumentReadError('too_large', `${pdf.numPages} pages, at most ${maxPages}`);
    if (pdf.numPages < 1) throw new DocumentReadError('corrupt', 'no pages');

    const budget = new ImageBudget();
    const fonts = new Map<string, FontStyle>();
    const lines: PdfLine[][] = [];
    const images: PlacedImage[][] = [];
    let chars = 0;
    for (let n = 1; n <= pdf.numPages; n += 1) {
      options.signal?.throwIfAborted();
      try {
        const page = await pdf.getPage(n);
        // The operator list first: it loads the page's fonts (their names tell bold) and images.
        const ops = await page.getOperatorList();
        const items = await pageItems(page, fonts);
        const pageLines = pdfLines(items);
        chars += pageLines.reduce((sum, l) => sum + l.chars, 0);
        if (chars > MAX_PDF_TEXT) throw new DocumentReadError('too_large', 'too much text');
        lines.push(pageLines);
        images.push((await pageImages(page, ops, pdfjs.OPS, budget)).images);
        page.cleanup();
      } catch (err) {
        if (options.signal?.aborted) throw err;
        throw readError(err);
      }
    }
    if (chars < MIN_CHARS_PER_PAGE * pdf.numPages) throw new DocumentReadError('no_text');

    const body = bodySize(lines);
    const levelOf = headingLevels(lines, body);
    const pages: DocumentPage[] = lines.map((pageLines, i) => ({
      blocks: pageLines.length || images[i]!.length ? pageBlocks(pageLines, images[i]!, levelOf) : [],
    }));
    return { kind: 'pdf', pages };
  } finally {
    await task.destroy().catch(() => undefined);
  }
}
