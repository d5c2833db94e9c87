import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_RUNNING, runInSandbox, SandboxError } from './run.ts';
import type { TestTaskInput } from './run.testTask.ts';

const task = new URL('./run.testTask.ts', import.meta.url);
const run = (input: TestTaskInput, limits = {}, signal?: AbortSignal) => runInSandbox<TestTaskInput, unknown>(task, input, { limits, ...(signal ? { signal } : {}) });

async function failure(promise: Promise<unknown>): Promise<SandboxError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SandboxError);
  return error as SandboxError;
}

describe('runInSandbox', () => {
  it('answers the task output, structured-cloned (bytes, maps, dates)', async () => {
    const value = { bytes: new Uint8Array([1, 2, 3]), map: new Map([['a', 1]]), at: new Date(5), text: 'ä [% x %]' };
    expect(await run({ action: 'echo', value })).toEqual(value);
  });

  it('hands the parts a task sends to onPart, in order, before its answer', async () => {
    const parts: unknown[] = [];
    const answer = await runInSandbox<TestTaskInput, unknown>(task, { action: 'parts', count: 3 }, { onPart: (part) => parts.push(part) });
    expect(parts).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
    expect(answer).toEqual({ sent: 3 });
  });

  it('ends a task that uses more heap than allowed, as memory', async () => {
    expect((await failure(run({ action: 'heap' }, { memoryMb: 160 }))).reason).toBe('memory');
  });

  it.runIf(process.platform === 'linux')('ends a task whose memory outside the heap passes the limit, as memory', async () => {
    expect((await failure(run({ action: 'buffers' }, { memoryMb: 160 }))).reason).toBe('memory');
  });

  it('runs the task in another process, a new one each time', async () => {
    const first = await run({ action: 'pid' });
    expect(first).not.toBe(process.pid);
    expect(await run({ action: 'pid' })).not.toBe(first);
  });

  it.runIf(process.platform === 'linux')('fails the runs of a host that died, and starts a new host for the next', async () => {
    await run({ action: 'pid' });
    const host = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number)
      .find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('sandbox/host.ts'));
    expect(host).toBeDefined();
    const spinning = run({ action: 'spin' });
    // The reader is there once the host reported it: its parts and answers go through the host.
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.kill(host!, 'SIGKILL');
    expect((await failure(spinning)).reason).toBe('crashed');
    expect(await run({ action: 'echo', value: 'again' })).toBe('again');
  });

  it('ends a task that never finishes, as time', async () => {
    expect(await failure(run({ action: 'spin' }, { timeoutMs: 1_500 }))).toMatchObject({ reason: 'time' });
  });

  it('reports a task that throws or exits as crashed', async () => {
    expect((await failure(run({ action: 'throw' }))).message).toContain('TypeError: the reader broke');
    expect((await failure(run({ action: 'exit' }))).reason).toBe('crashed');
  });

  it('ends the child when the caller aborts, rejecting with the reason', async () => {
    const controller = new AbortController();
    const pending = run({ action: 'spin' }, {}, controller.signal);
    controller.abort(new Error('job cancelled'));
    await expect(pending).rejects.toThrow('job cancelled');
  });

  it(`runs at most ${MAX_RUNNING} children at once; the others wait their turn`, async () => {
    const controller = new AbortController();
    const spinning = Array.from({ length: MAX_RUNNING }, () => run({ action: 'spin' }, {}, controller.signal).catch(() => 'ended'));
    let echoed = false;
    const waiting = run({ action: 'echo', value: 1 }).then((v) => {
      echoed = true;
      return v;
    });
    // While both places are taken by tasks that never end, the echo cannot have run.
    const stillWaiting = await Promise.race([waiting.then(() => 'ran'), run({ action: 'echo', value: 2 }, {}, AbortSignal.abort()).catch(() => 'waiting')]);
    expect(stillWaiting).toBe('waiting');
    expect(echoed).toBe(false);
    controller.abort(new Error('stop'));
    expect(await Promise.all(spinning)).toEqual(Array(MAX_RUNNING).fill('ended'));
    expect(await waiting).toBe(1);
  });
});
