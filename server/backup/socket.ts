// Backups of a running PGlite server. Only one process can open the embedded database, so
// `pena serve` on PGlite listens on a unix socket, DATA_DIR/run/backup.sock (directory 0700,
// socket 0600: only the account that runs Pena can connect; nothing on the network), and
// `pena backup` asks it for the archive, which the server makes from its own database in one
// snapshot. The reply is one JSON line, then (when ok) exactly `size` bytes of archive.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../db/client.ts';
import type { Storage } from '../storage/types.ts';
import { createBackup } from './backup.ts';
import { BackupError, type Manifest } from './manifest.ts';

export const socketPath = (dataDir: string) => path.join(path.resolve(dataDir), 'run', 'backup.sock');
/** The serving process's pid, so a backup never opens the database beside it (e.g. when the socket could not be made). */
export const pidPath = (dataDir: string) => path.join(path.resolve(dataDir), 'run', 'serve.pid');

/** The pid of a live `pena serve` on dataDir, or null. */
export async function servingPid(dataDir: string): Promise<number | null> {
  const pid = Number((await fsp.readFile(pidPath(dataDir), 'utf8').catch(() => '')).trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

interface Reply {
  ok: boolean;
  error?: string;
  size?: number;
  manifest?: Manifest;
}

export interface BackupListener {
  close(): Promise<void>;
}

export async function listenForBackups(options: {
  dataDir: string;
  database: Database;
  storage: Storage;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
}): Promise<BackupListener> {
  const file = socketPath(options.dataDir);
  const runDir = path.dirname(file);
  await fsp.mkdir(runDir, { recursive: true, mode: 0o700 });
  await fsp.chmod(runDir, 0o700);
  await fsp.writeFile(pidPath(options.dataDir), `${process.pid}\n`, { mode: 0o600 });
  // A socket left by a process that died; the database itself is this process's now.
  await fsp.rm(file, { force: true });
  let busy = false;
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    let request = '';
    socket.on('data', (chunk) => {
      request += chunk.toString('utf8');
      if (!request.includes('\n')) {
        if (request.length > 1000) socket.destroy();
        return;
      }
      socket.removeAllListeners('data');
      void answer(socket, request.slice(0, request.indexOf('\n')));
    });
  });
  const answer = async (socket: net.Socket, line: string) => {
    const send = (reply: Reply) => socket.write(`${JSON.stringify(reply)}\n`);
    let op: unknown;
    try {
      op = (JSON.parse(line) as { op?: unknown }).op;
    } catch {
      op = undefined;
    }
    if (op !== 'backup') return void socket.end(`${JSON.stringify({ ok: false, error: 'unknown request' })}\n`);
    if (busy) return void socket.end(`${JSON.stringify({ ok: false, error: 'Another backup is being made; try again when it is done.' })}\n`);
    busy = true;
    const archive = path.join(runDir, `backup-${randomUUID()}.tar.gz`);
    try {
      const manifest = await createBackup({ database: options.database, storage: options.storage, outFile: archive });
      const { size } = await fsp.stat(archive);
      send({ ok: true, size, manifest });
      // A client that goes away mid-way ends the copy; the archive is removed below either way.
      await pipeline(fs.createReadStream(archive), socket).catch(() => undefined);
    } catch (err) {
      options.log.error({ err }, 'backup failed');
      socket.end(`${JSON.stringify({ ok: false, error: err instanceof BackupError ? err.message : `The server could not make the backup: ${(err as Error).message}` })}\n`);
    } finally {
      busy = false;
      await fsp.rm(archive, { force: true });
    }
  };
  let listening = false;
  try {
    server.listen(file);
    await once(server, 'listening');
    await fsp.chmod(file, 0o600);
    listening = true;
  } catch (err) {
    // E.g. a DATA_DIR path too long for a socket: serving goes on, `pena backup` says why it cannot run.
    options.log.warn({ err, socket: file }, 'pena backup cannot reach this server: no backup socket');
  }
  return {
    close: async () => {
      if (listening) await new Promise<void>((resolve) => server.close(() => resolve()));
      await fsp.rm(file, { force: true });
      await fsp.rm(pidPath(options.dataDir), { force: true });
    },
  };
}

/**
 * Asks the server running on dataDir for an archive and writes it to outFile (under a
 * temporary name until every byte has arrived). Null when no server listens there.
 */
export async function backupThroughServer(dataDir: string, outFile: string): Promise<Manifest | null> {
  const file = socketPath(dataDir);
  const socket = net.createConnection(file);
  try {
    await once(socket, 'connect');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return null;
    throw err;
  }
  socket.write(`${JSON.stringify({ op: 'backup' })}\n`);
  const target = path.resolve(outFile);
  const partial = `${target}.partial-${process.pid}`;
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const out = fs.createWriteStream(partial, { flags: 'w', mode: 0o600 });
  try {
    let head = Buffer.alloc(0);
    let reply: Reply | undefined;
    let received = 0;
    for await (const chunk of socket as AsyncIterable<Buffer>) {
      let body = chunk;
      if (!reply) {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf(0x0a);
        if (end < 0) continue;
        reply = JSON.parse(head.subarray(0, end).toString('utf8')) as Reply;
        if (!reply.ok) throw new BackupError(reply.error ?? 'The server could not make the backup.');
        body = head.subarray(end + 1);
      }
      received += body.length;
      if (!out.write(body)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'close');
    if (!reply) throw new BackupError('The server closed the connection without an answer.');
    if (received !== reply.size) throw new BackupError(`The server sent ${received} of ${reply.size} bytes; no archive was written.`);
    await fsp.rename(partial, target);
    return reply.manifest!;
  } finally {
    out.destroy();
    socket.destroy();
    await fsp.rm(partial, { force: true });
  }
}
