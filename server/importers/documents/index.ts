// Reading a document's text (spec §2 "Import from document", the chapter generator): one entry
// point, by the kind content detection gave (server/storage/detect.ts: detectFileKind for a
// stored object, detectBytesKind for bytes in memory; documentKindOf below narrows it).
// Readers are loaded on first use (pdfjs and mammoth are large); each catches its library's
// failures, so a bad file gives DocumentReadError only (an abort throws the signal's reason).
import { detectBytesKind } from '../../storage/detect.ts';
import { DocumentReadError, type DocumentKind, type ReadDocument } from './model.ts';

export * from './model.ts';

export interface ReadDocumentOptions {
  /** Most pages a PDF may have (default 300); past it, DocumentReadError('too_large'). */
  maxPages?: number;
  signal?: AbortSignal;
}

const documentKinds: readonly DocumentKind[] = ['pdf', 'doc', 'docx', 'ppt', 'pptx'];

/** The document kind of these bytes by their content, or undefined when they are no document we read. */
export async function documentKindOf(bytes: Uint8Array): Promise<DocumentKind | undefined> {
  const kind = await detectBytesKind(bytes);
  return documentKinds.find((k) => k === kind);
}

export async function readDocument(bytes: Uint8Array, kind: DocumentKind, options: ReadDocumentOptions = {}): Promise<ReadDocument> {
  options.signal?.throwIfAborted();
  switch (kind) {
    case 'pdf':
      return (await import('./pdf.ts')).readPdf(bytes, options);
    case 'docx':
      return (await import('./docx.ts')).readDocx(bytes, options);
    case 'doc':
      return (await import('./doc.ts')).readDoc(bytes, options);
    case 'pptx':
      return (await import('./pptx.ts')).readPptx(bytes, options);
    case 'ppt':
      return (await import('./ppt.ts')).readPpt(bytes, options);
    default:
      throw new DocumentReadError('unsupported', `no reader for ${kind}`);
  }
}
