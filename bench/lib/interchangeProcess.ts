// What bench/interchange.ts needs to watch a process with its children: `pena <command>` run as a
// process of its own, timed, and the memory of its whole tree (the command, the reader sandbox's
// host and its reader: server/sandbox) sampled every SAMPLE_MS from /proc: the sum of VmRSS
// (each process's resident pages, the Node binary's shared text counted once per process) and
// the sum of Pss (shared pages divided among the processes that map them, so the tree's real
// share of the machine). The same sampling watches a running server's tree. Also a timeline of
// the tree: when the first reader appeared and the last went, and when the last file landed in
// the local storage folder, to tell reading from storing media from writing. Linux only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../server/nodeFlags.ts';
import { root } from './harness.ts';

const SAMPLE_MS = 50;
/** The storage folder is counted less often: listing thousands of files costs the machine. */
const FILES_EVERY_MS = 250;

const read = (file: string): string => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** Every process below `pid`, by /proc's children lists. */
export function descendants(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tasks.flatMap((task) =>
    read(`/proc/${pid}/task/${task}/children`)
      .split(' ')
      .filter(Boolean)
      .map(Number)
      .flatMap((child) => [child, ...descendants(child)]),
  );
}

/** A process's resident and proportional memory now, in MB (0 once it is gone). */
function memoryOf(pid: number): { rss: number; pss: number } {
  const rollup = read(`/proc/${pid}/smaps_rollup`);
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0);
  return { rss: kb('Rss') / 1024, pss: kb('Pss') / 1024 };
}

type Role = 'command' | 'host' | 'reader' | 'other';

function roleOf(pid: number, rootPid: number): Role {
  if (pid === rootPid) return 'command';
  const cmdline = read(`/proc/${pid}/cmdline`);
  return cmdline.includes('sandbox/child') ? 'reader' : cmdline.includes('sandbox/host') ? 'host' : 'other';
}

function countFiles(dir: string): number {
  try {
    return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
}

export interface TreeFigures {
  /** Peak of the tree's summed VmRSS, MB. */
  peakRss: number;
  /** Peak of the tree's summed Pss, MB. */
  peakPss: number;
  /** Most processes seen in the tree at once. */
  processes: number;
  /** Ms from the watch's start to the first reader seen, and to the last reader gone (null: none seen). */
  readerFrom: number | null;
  readerTo: number | null;
  /** Peak summed Rss of the reader processes alone, MB. */
  readerPeakRss: number;
  /** Peak Rss of the watched process itself and of the sandbox host, MB. */
  commandPeakRss: number;
  hostPeakRss: number;
  /** Ms from the start to the last change in the storage folder's file count (null: never changed). */
  lastFileAt: number | null;
}

export interface TreeWatch {
  stop(): TreeFigures;
}

/** Samples the tree below and including `pid` until stopped; `filesDir` is the local storage to watch. */
export function watchTree(pid: number, filesDir?: string): TreeWatch {
  const started = performance.now();
  const figures: TreeFigures = { peakRss: 0, peakPss: 0, processes: 0, readerFrom: null, readerTo: null, readerPeakRss: 0, commandPeakRss: 0, hostPeakRss: 0, lastFileAt: null };
  const roles = new Map<number, Role>();
  let files = filesDir ? countFiles(filesDir) : 0;
  let filesCountedAt = 0;
  const sample = () => {
    const now = performance.now() - started;
    const tree = [pid, ...descendants(pid)];
    let rss = 0;
    let pss = 0;
    let readerRss = 0;
    for (const p of tree) {
      const m = memoryOf(p);
      rss += m.rss;
      pss += m.pss;
      if (!roles.has(p)) roles.set(p, roleOf(p, pid));
      const role = roles.get(p);
      if (role === 'command') figures.commandPeakRss = Math.max(figures.commandPeakRss, m.rss);
      if (role === 'host') figures.hostPeakRss = Math.max(figures.hostPeakRss, m.rss);
      if (role === 'reader') {
        readerRss += m.rss;
        figures.readerFrom ??= now;
        figures.readerTo = now;
      }
    }
    figures.peakRss = Math.max(figures.peakRss, rss);
    figures.peakPss = Math.max(figures.peakPss, pss);
    figures.readerPeakRss = Math.max(figures.readerPeakRss, readerRss);
    figures.processes = Math.max(figures.processes, tree.filter((p) => fs.existsSync(`/proc/${p}`)).length);
    if (filesDir && now - filesCountedAt >= FILES_EVERY_MS) {
      filesCountedAt = now;
      const count = countFiles(filesDir);
      if (count !== files) figures.lastFileAt = now;
      files = count;
    }
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return figures;
    },
  };
}

export interface CommandRun extends TreeFigures {
  ms: number;
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of a `pena` process: DATA_DIR, and DATABASE_URL only when given (else PGlite under DATA_DIR/db). */
export function penaEnv(env: { DATA_DIR: string; DATABASE_URL?: string }): NodeJS.ProcessEnv {
  const full: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env };
  if (!env.DATABASE_URL) delete full.DATABASE_URL;
  return full;
}

/** `pena <args>` as `npm run pena` runs it (`nodeArgs` before the script), timed from spawn to exit, its tree watched. */
export async function runPena(args: string[], env: { DATA_DIR: string; DATABASE_URL?: string }, nodeArgs: string[] = []): Promise<CommandRun> {
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, path.join(root, 'server/main.ts'), ...args], { cwd: root, env: penaEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  const tree = watchTree(child.pid!, path.join(env.DATA_DIR, 'files'));
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const ms = performance.now() - started;
  return { ...tree.stop(), ms, exitCode, stdout, stderr };
}

/** Files under the local storage folder of DATA_DIR. */
export const storedFiles = (dataDir: string) => countFiles(path.join(dataDir, 'files'));
