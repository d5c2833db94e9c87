// The interchange reader as a sandbox task (server/sandbox/run.ts): runs in the reader process
// on a local copy of the file. Each media file crosses as a part, then the questions; a bad
// file's InterchangeReadError is answered as data. index.ts puts them together again.
import type { TaskTools } from '../../sandbox/run.ts';
import { InterchangeReadError, type InterchangeRead, type InterchangeReadErrorCode, type InterchangeReadOptions } from './model.ts';
import { readInterchange } from './read.ts';

export interface ReadInterchangeInput {
  path: string;
  options: InterchangeReadOptions;
}

export type ReadInterchangeOutput =
  | { ok: true; read: Omit<InterchangeRead, 'media'> }
  | { ok: false; code: InterchangeReadErrorCode; detail: string };

export default async function readInterchangeTask(input: ReadInterchangeInput, tools: TaskTools): Promise<ReadInterchangeOutput> {
  try {
    const { media, ...read } = await readInterchange(input.path, input.options);
    for (const item of media) await tools.send(item);
    return { ok: true, read };
  } catch (error) {
    if (error instanceof InterchangeReadError) return { ok: false, code: error.code, detail: error.message };
    throw error;
  }
}
