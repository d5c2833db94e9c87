// The reader host (run.ts starts it): a small process that forks one reader (child.ts) per
// request and relays the reader's pid, parts, reply and exit to the serving process. Forking from
// here costs the serving process nothing: fork() copies the forking process's page tables, and
// this one stays small. The serving process keeps the limits (it samples the reader's memory by
// its pid and kills it); when the serving process goes, so do the host and its readers.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RunRequest {
  id: number;
  /** The task module's URL. */
  task: string;
  input: unknown;
  /** The reader's Node options (its heap limit). */
  execArgv: string[];
}

export type HostMessage =
  | { id: number; pid: number }
  | { id: number; part: unknown }
  | { id: number; reply: unknown }
  | { id: number; exit: { code: number | null; signal: string | null; stderr: string } };

const childEntry = fileURLToPath(new URL('./child.ts', import.meta.url));
const readers = new Map<number, ChildProcess>();

const relay = (message: HostMessage) => process.send?.(message);

function start({ id, task, input, execArgv }: RunRequest) {
  const reader = fork(childEntry, [], { execArgv, env: process.env, serialization: 'advanced', stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  readers.set(id, reader);
  let stderr = '';
  reader.stderr?.on('data', (chunk: Buffer) => {
    if (stderr.length < 4096) stderr += chunk.toString();
  });
  if (reader.pid !== undefined) relay({ id, pid: reader.pid });
  reader.on('message', (message: { part: unknown } | { ok: boolean }) => relay('part' in message ? { id, part: message.part } : { id, reply: message }));
  reader.on('error', (error) => {
    stderr += `\n${error.message}`;
  });
  // 'close' comes after the reader's last message was read, unlike 'exit'.
  reader.on('close', (code, signal) => {
    readers.delete(id);
    relay({ id, exit: { code, signal, stderr } });
  });
  reader.send({ task, input }, (error) => {
    if (error) reader.kill('SIGKILL');
  });
}

process.on('message', (request: RunRequest) => start(request));

process.once('disconnect', () => {
  for (const reader of readers.values()) reader.kill('SIGKILL');
  process.exit(0);
});
