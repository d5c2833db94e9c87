// The sandbox's child process (run.ts forks it): takes one { task, input } message, imports the
// task's module, answers its default export's result (after any parts it sends), and exits. A task answers its expected
// refusals as data; anything it throws is reported as a crash.
interface Request {
  task: string;
  input: unknown;
}

const send = (message: unknown) =>
  new Promise<void>((resolve) => {
    if (!process.send) return resolve();
    process.send(message, () => resolve());
  });

process.once('message', async ({ task, input }: Request) => {
  let reply: unknown;
  try {
    const module = (await import(task)) as { default: (input: unknown, tools: { send(part: unknown): Promise<void> }) => Promise<unknown> };
    reply = { ok: true, value: await module.default(input, { send: (part) => send({ part }) }) };
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  await send(reply);
  process.exit(0);
});

// The parent went away (its process died): nothing is waiting for the answer.
process.once('disconnect', () => process.exit(0));
