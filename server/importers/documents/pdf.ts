// A PDF → one page of blocks per page, through pdfjs-dist (being written).
import { DocumentReadError, type ReadDocument } from './model.ts';

export async function readPdf(_bytes: Uint8Array, _options: { maxPages?: number; signal?: AbortSignal } = {}): Promise<ReadDocument> {
  throw new DocumentReadError('unsupported', 'pdf reader not yet written');
}
