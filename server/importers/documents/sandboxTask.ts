// The document reader as a sandbox task (server/sandbox/run.ts): runs in the child process. A bad
// file's DocumentReadError is answered as data; index.ts makes it the error again.
import { DocumentReadError, type DocumentKind, type DocumentReadErrorCode, type ReadDocument } from './model.ts';
import { readDocument } from './read.ts';

export interface ReadDocumentInput {
  bytes: Uint8Array;
  kind: DocumentKind;
  maxPages?: number;
}

export type ReadDocumentOutput = { ok: true; document: ReadDocument } | { ok: false; code: DocumentReadErrorCode; detail: string };

export default async function readDocumentTask(input: ReadDocumentInput): Promise<ReadDocumentOutput> {
  try {
    const document = await readDocument(input.bytes, input.kind, input.maxPages === undefined ? {} : { maxPages: input.maxPages });
    return { ok: true, document };
  } catch (error) {
    if (error instanceof DocumentReadError) return { ok: false, code: error.code, detail: error.message };
    throw error;
  }
}
