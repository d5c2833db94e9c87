// A sandbox task for run.test.ts only: does what the test asks, as a bad file would make a reader do.
import type { TaskTools } from './run.ts';
export type TestTaskInput =
  | { action: 'echo'; value: unknown }
  | { action: 'parts'; count: number }
  | { action: 'pid' }
  | { action: 'spin' }
  | { action: 'heap' }
  | { action: 'buffers' }
  | { action: 'throw' }
  | { action: 'exit' };

export default async function testTask(input: TestTaskInput, tools: TaskTools): Promise<unknown> {
  switch (input.action) {
    case 'echo':
      return input.value;
    case 'parts':
      for (let n = 0; n < input.count; n++) await tools.send({ n });
      return { sent: input.count };
    case 'pid':
      return process.pid;
    case 'spin':
      for (;;) Math.sqrt(Math.random());
    case 'heap': {
      // Objects on V8's heap, past its limit.
      const kept: number[][] = [];
      for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i + kept.length));
    }
    case 'buffers': {
      // Memory outside V8's heap (as an inflated zip entry or a decoded image is), touched so it is resident.
      const kept: Buffer[] = [];
      for (;;) {
        kept.push(Buffer.alloc(16 * 1024 * 1024, 1));
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    case 'throw':
      throw new TypeError('the reader broke');
    case 'exit':
      process.exit(3);
  }
}
