// The `pena` command as an operator runs it, for the CLI tests (server/main*.test.ts): a real
// process (`node server/main.ts …`), waited for until it exits (a state).
//
// Booting the embedded database took up to a minute per process on a loaded 2-core machine, so
// a process gets a generous bound (only a hung child reaches it) and each test a bound in
// proportion to the processes it starts (forProcesses).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PROCESS_BOUND_MS = 120_000;
export const forProcesses = (count: number) => count * PROCESS_BOUND_MS;

/** Runs `pena ...args` with exactly `env` and waits for it to exit. */
export function runPena(args: string[], env: NodeJS.ProcessEnv) {
  const res = spawnSync(process.execPath, ['server/main.ts', ...args], { env, encoding: 'utf8', timeout: PROCESS_BOUND_MS });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

/**
 * A fresh DATA_DIR (named `<prefix>…` under the system's temporary directory) and `pena(...args)`
 * run on its embedded database (DATABASE_URL empty), quiet; `remove()` deletes the directory.
 */
export function penaInFreshDataDir(prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const pena = (...args: string[]) => runPena(args, { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' });
  return { dataDir, pena, remove: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}
