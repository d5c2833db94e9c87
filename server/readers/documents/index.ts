// Reading a document's text (spec §2 "Import from document, AI flow: Upload, Processing,
// Review", the page generator): the public face. An uploaded document is untrusted, so it is
// read in a reader process with memory and time limits (server/sandbox/run.ts, sandboxTask.ts),
// from a local copy of the file: a file that would take all memory, loop or crash its reader
// ends as a DocumentReadError ('too_large' past a limit, 'corrupt' for a crash), never the
// server. Which kind a file is comes from its content (server/storage/detect.ts).
import { runInSandbox, SandboxError, type SandboxLimits } from '../../sandbox/run.ts';
import { DocumentReadError, type DocumentKind, type DocumentPage, type ReadDocument } from './model.ts';
import type { ReadDocumentOptions } from './read.ts';
import type { ReadDocumentInput, ReadDocumentOutput } from './sandboxTask.ts';

export * from './model.ts';
export type { ReadDocumentOptions } from './read.ts';

const task = new URL('./sandboxTask.ts', import.meta.url);

/** A sandbox failure as the reading error it stands for. */
export const sandboxReadError = (error: SandboxError) => new DocumentReadError(error.reason === 'crashed' ? 'corrupt' : 'too_large', error.message);

/** The document in the local file at `path`, read apart from this process; only DocumentReadError for a bad file (an abort throws the signal's reason). */
export async function readDocument(
  path: string,
  kind: DocumentKind,
  options: ReadDocumentOptions & { limits?: Partial<SandboxLimits> } = {},
): Promise<ReadDocument> {
  const input: ReadDocumentInput = { path, kind, ...(options.maxPages === undefined ? {} : { maxPages: options.maxPages }) };
  const pages: DocumentPage[] = [];
  let output: ReadDocumentOutput;
  try {
    output = await runInSandbox<ReadDocumentInput, ReadDocumentOutput>(task, input, {
      ...(options.limits ? { limits: options.limits } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      onPart: (page) => pages.push(page as DocumentPage),
    });
  } catch (error) {
    if (error instanceof SandboxError) throw sandboxReadError(error);
    throw error;
  }
  if (!output.ok) throw new DocumentReadError(output.code, output.detail);
  return { kind: output.kind, pages };
}
