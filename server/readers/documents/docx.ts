// A .docx → one page of blocks, through mammoth: its HTML keeps headings, lists, tables, bold,
// italic and (by the style map below) underline; images come out as bytes (a placeholder src
// in the HTML, never a data URI), in place. Word equations (OMML) are dropped by mammoth: a
// formula typed with superscripts (x²) survives, an equation object does not.
import mammoth from 'mammoth';
import { checkDocumentZip } from './zipGuard.ts';
import { htmlToBlocks } from './htmlBlocks.ts';
import { ImageBudget, keptImage } from './imageInfo.ts';
import { DocumentReadError, type DocumentImage, type ReadDocument } from './model.ts';

/** Word draws small pictures too (a checkbox, a tick): keep anything from this many pixels. */
const DOCX_MIN_IMAGE_SIDE = 8;

const STYLE_MAP = ['u => u', 'b => strong', 'i => em', 'strike => s'];

export async function readDocx(bytes: Uint8Array, options: { signal?: AbortSignal } = {}): Promise<ReadDocument> {
  const names = await checkDocumentZip(bytes);
  if (!names.has('word/document.xml')) throw new DocumentReadError('corrupt', 'no word/document.xml');
  options.signal?.throwIfAborted();

  const images = new Map<string, DocumentImage>();
  const budget = new ImageBudget();
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        styleMap: STYLE_MAP,
        externalFileAccess: false,
        ignoreEmptyParagraphs: true,
        convertImage: mammoth.images.imgElement(async (image) => {
          const data = new Uint8Array(await image.readAsBuffer());
          const kept = keptImage(data, budget, undefined, DOCX_MIN_IMAGE_SIDE);
          if (!kept) return { src: '' };
          const src = `pena-image:${images.size}`;
          images.set(src, kept);
          return { src };
        }),
      },
    );
    html = result.value;
  } catch (err) {
    if (err instanceof DocumentReadError) throw err;
    throw new DocumentReadError('corrupt', `docx: ${(err as Error)?.message ?? String(err)}`);
  }
  options.signal?.throwIfAborted();
  return { kind: 'docx', pages: [{ blocks: htmlToBlocks(html, images) }] };
}
