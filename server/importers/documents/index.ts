// Reading a document's text (spec §2 "Import from document", the chapter generator): the public
// face. An uploaded document is untrusted, so it is read in a child process with memory and time
// limits (server/sandbox/run.ts, sandboxTask.ts): a file that would take all memory, loop or crash
// its reader ends as a DocumentReadError ('too_large' past a limit, 'corrupt' for a crash), never
// the server. Which kind a file is comes from its content (server/storage/detect.ts).
import { runInSandbox, SandboxError, type SandboxLimits } from '../../sandbox/run.ts';
import { detectBytesKind } from '../../storage/detect.ts';
import { DocumentReadError, type DocumentKind, type ReadDocument } from './model.ts';
import type { ReadDocumentOptions } from './read.ts';
import type { ReadDocumentInput, ReadDocumentOutput } from './sandboxTask.ts';

export * from './model.ts';
export type { ReadDocumentOptions } from './read.ts';

const documentKinds: readonly DocumentKind[] = ['pdf', 'doc', 'docx', 'ppt', 'pptx'];

/** The document kind of these bytes by their content, or undefined when they are no document we read. */
export async function documentKindOf(bytes: Uint8Array): Promise<DocumentKind | undefined> {
  const kind = await detectBytesKind(bytes);
  return documentKinds.find((k) => k === kind);
}

const task = new URL('./sandboxTask.ts', import.meta.url);

/** The document read apart from this process; only DocumentReadError for a bad file (an abort throws the signal's reason). */
export async function readDocument(
  bytes: Uint8Array,
  kind: DocumentKind,
  options: ReadDocumentOptions & { limits?: Partial<SandboxLimits> } = {},
): Promise<ReadDocument> {
  const input: ReadDocumentInput = { bytes, kind, ...(options.maxPages === undefined ? {} : { maxPages: options.maxPages }) };
  let output: ReadDocumentOutput;
  try {
    output = await runInSandbox<ReadDocumentInput, ReadDocumentOutput>(task, input, { ...(options.limits ? { limits: options.limits } : {}), ...(options.signal ? { signal: options.signal } : {}) });
  } catch (error) {
    if (error instanceof SandboxError) {
      throw new DocumentReadError(error.reason === 'crashed' ? 'corrupt' : 'too_large', error.message);
    }
    throw error;
  }
  if (!output.ok) throw new DocumentReadError(output.code, output.detail);
  return output.document;
}
