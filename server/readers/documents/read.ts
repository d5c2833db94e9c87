// A document read in THIS process, by the kind content detection gave: the readers' one
// dispatcher. Only the sandbox's child (sandboxTask.ts) and the readers' own tests call it; the
// rest of the server reads untrusted files through index.ts, in a child process.
// Readers are loaded on first use (pdfjs and mammoth are large); each catches its library's
// failures, so a bad file gives DocumentReadError only (an abort throws the signal's reason).
import { DocumentReadError, type DocumentKind, type ReadDocument } from './model.ts';

export interface ReadDocumentOptions {
  /** Most pages a PDF may have (default 300); past it, DocumentReadError('too_large'). */
  maxPages?: number;
  signal?: AbortSignal;
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
