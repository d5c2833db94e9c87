// The interchange reader as a sandbox task (server/sandbox/run.ts): runs in the reader process
// on a local copy of the file. Each media file crosses as a part, then the questions a slice at
// a time (a 5,000-question answer in one message made the host and the serving process each
// hold tens of MB of it at once), then the rest; a bad file's InterchangeReadError is answered
// as data. index.ts puts them together again.
import type { TaskTools } from '../../sandbox/run.ts';
import { InterchangeReadError, type InterchangeMedia, type InterchangeQuestion, type InterchangeRead, type InterchangeReadErrorCode, type InterchangeReadOptions } from './model.ts';
import { readInterchange } from './read.ts';

export interface ReadInterchangeInput {
  path: string;
  options: InterchangeReadOptions;
}

/** A part of the answer: one media file, or a slice of the questions in order. */
export type ReadInterchangePart = { media: InterchangeMedia } | { questions: InterchangeQuestion[] };

export type ReadInterchangeOutput =
  | { ok: true; read: Omit<InterchangeRead, 'media' | 'questions'> }
  | { ok: false; code: InterchangeReadErrorCode; detail: string };

const QUESTIONS_PER_PART = 250;

export default async function readInterchangeTask(input: ReadInterchangeInput, tools: TaskTools): Promise<ReadInterchangeOutput> {
  try {
    const { media, questions, ...read } = await readInterchange(input.path, input.options);
    for (const item of media) await tools.send({ media: item } satisfies ReadInterchangePart);
    for (let i = 0; i < questions.length; i += QUESTIONS_PER_PART) {
      await tools.send({ questions: questions.slice(i, i + QUESTIONS_PER_PART) } satisfies ReadInterchangePart);
    }
    return { ok: true, read };
  } catch (error) {
    if (error instanceof InterchangeReadError) return { ok: false, code: error.code, detail: error.message };
    throw error;
  }
}
