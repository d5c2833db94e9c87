// A Word 97-2003 .doc → one page of plain paragraphs, through word-extractor: the format's text
// stream without its formatting (the library gives none), a table's cells as tab-separated
// lines (kept as paragraphs), text boxes at the end. Headers and footers (a school's letterhead
// repeated on each page) are left out.
import CFB from 'cfb';
import WordExtractor from 'word-extractor';
import { DocumentReadError, type Block, type ReadDocument } from './model.ts';

/** Most characters of text a .doc may give: a paper is far below this. */
const MAX_DOC_TEXT = 5_000_000;

/** fEncrypted in the FIB's flags (offset 0x0A of the WordDocument stream). */
const F_ENCRYPTED = 0x0100;

function wordStreamFlags(buffer: Buffer): number {
  let container;
  try {
    container = CFB.read(buffer, { type: 'buffer' });
  } catch (err) {
    throw new DocumentReadError('corrupt', `doc container: ${(err as Error).message}`);
  }
  const stream = CFB.find(container, 'WordDocument');
  const content = stream?.content as Uint8Array | undefined;
  if (!content || content.length < 12) throw new DocumentReadError('corrupt', 'no WordDocument stream');
  return content[10]! | (content[11]! << 8);
}

export function docTextBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.split('\n')) {
    // A table row ends with its cells' marks (tabs); inner tabs stay as the cells' separators.
    const line = raw.replace(/[\t ]+$/, '').replace(/^ +/, '');
    if (!line.replace(/\t/g, '').trim()) continue;
    blocks.push({ kind: 'paragraph', runs: [{ text: line }] });
  }
  return blocks;
}

export async function readDoc(bytes: Uint8Array, options: { signal?: AbortSignal } = {}): Promise<ReadDocument> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if ((wordStreamFlags(buffer) & F_ENCRYPTED) !== 0) throw new DocumentReadError('password_protected');
  let body: string;
  let boxes: string;
  try {
    const document = await new WordExtractor().extract(buffer);
    body = document.getBody();
    boxes = document.getTextboxes({ includeHeadersAndFooters: false, includeBody: true });
  } catch (err) {
    throw new DocumentReadError('corrupt', `doc: ${(err as Error)?.message ?? String(err)}`);
  }
  options.signal?.throwIfAborted();
  if (body.length + boxes.length > MAX_DOC_TEXT) throw new DocumentReadError('too_large', 'too much text');
  return { kind: 'doc', pages: [{ blocks: [...docTextBlocks(body), ...docTextBlocks(boxes)] }] };
}
