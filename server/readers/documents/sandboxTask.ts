// The document reader as a sandbox task (server/sandbox/run.ts): runs in the reader process on a
// local copy of the file. Each page crosses as a part (a page's pictures with it); a bad file's
// DocumentReadError is answered as data. index.ts puts them together again.
import { readFile } from 'node:fs/promises';
import type { TaskTools } from '../../sandbox/run.ts';
import { DocumentReadError, type DocumentKind, type DocumentReadErrorCode } from './model.ts';
import { readDocument } from './read.ts';

export interface ReadDocumentInput {
  path: string;
  kind: DocumentKind;
  maxPages?: number;
}

export type ReadDocumentOutput = { ok: true; kind: DocumentKind } | { ok: false; code: DocumentReadErrorCode; detail: string };

export default async function readDocumentTask(input: ReadDocumentInput, tools: TaskTools): Promise<ReadDocumentOutput> {
  try {
    const bytes = new Uint8Array(await readFile(input.path));
    const document = await readDocument(bytes, input.kind, input.maxPages === undefined ? {} : { maxPages: input.maxPages });
    for (const page of document.pages) await tools.send(page);
    return { ok: true, kind: document.kind };
  } catch (error) {
    if (error instanceof DocumentReadError) return { ok: false, code: error.code, detail: error.message };
    throw error;
  }
}
