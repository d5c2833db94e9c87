// Reading a file from another tool (QTI, Common Cartridge, Moodle XML, GIFT, Aiken): the public
// face. An uploaded file is untrusted, so it is read in a reader process with memory and time
// limits (server/sandbox/run.ts, sandboxTask.ts), from a local copy: a file that would take all
// memory, loop or crash its reader ends as an InterchangeReadError ('file_too_large' past a
// limit, 'damaged_file' for a crash), never the server.
import { runInSandbox, SandboxError, type SandboxLimits } from '../../sandbox/run.ts';
import { InterchangeReadError, type InterchangeMedia, type InterchangeQuestion, type InterchangeRead, type InterchangeReadOptions } from './model.ts';
import type { ReadInterchangeInput, ReadInterchangeOutput, ReadInterchangePart } from './sandboxTask.ts';

export * from './model.ts';

const task = new URL('./sandboxTask.ts', import.meta.url);

/** The reader's limits: a 5,000-item package with its pictures reads well within them. */
export const INTERCHANGE_LIMITS: SandboxLimits = { memoryMb: 384, timeoutMs: 120_000 };

/** The file at `path`, read apart from this process; only InterchangeReadError for a bad file (an abort throws the signal's reason). */
export async function readInterchangeFile(
  path: string,
  options: InterchangeReadOptions,
  run: { limits?: Partial<SandboxLimits>; signal?: AbortSignal } = {},
): Promise<InterchangeRead> {
  const media: InterchangeMedia[] = [];
  const questions: InterchangeQuestion[] = [];
  let output: ReadInterchangeOutput;
  try {
    output = await runInSandbox<ReadInterchangeInput, ReadInterchangeOutput>(
      task,
      { path, options },
      {
        limits: { ...INTERCHANGE_LIMITS, ...run.limits },
        ...(run.signal ? { signal: run.signal } : {}),
        onPart: (part) => {
          const received = part as ReadInterchangePart;
          if ('media' in received) media.push(received.media);
          else questions.push(...received.questions);
        },
      },
    );
  } catch (error) {
    if (error instanceof SandboxError) throw new InterchangeReadError(error.reason === 'crashed' ? 'damaged_file' : 'file_too_large', error.message);
    throw error;
  }
  if (!output.ok) throw new InterchangeReadError(output.code, output.detail);
  return { ...output.read, questions, media };
}
