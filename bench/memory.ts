// Benchmark: how much memory the embedded server holds. `pena serve` (API and worker in one, as
// `npm start`, on PGlite) runs as its own process:
// 1. with the demo school seeded at start: resident memory idle, then after 200 list and tree
//    requests (course lists, course trees, topics);
// 2. on the 2,000-course school (bench/seedLarge.ts, seeded by another process), the same, then
//    after importing 10,000 questions (two spreadsheets of 5,000 into two empty topics, the most a
//    topic takes).
// Resident memory (VmRSS) a few seconds after each step, and the peak (VmHWM) so far.
// Aims: demo after the requests ≤ 256 MB; the large school after the requests and after the
// import ≤ 400 MB.
// Run: npm run bench -- memory
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CourseTree } from '../domain/schemas/courses.ts';
import type { JobStatusReply } from '../domain/schemas/publishing.ts';
import { hostileFiles } from './lib/hostileFiles.ts';
import { loginHeaders, rssMb, startServer, stopServer, waitForJobOver } from './lib/server.ts';
import { LARGE_PASSWORD, type LargeOrganization } from './seedLarge.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));

function figures(pid: number): string {
  return `${rssMb(pid, 'VmRSS').toFixed(0)} MB resident (peak so far ${rssMb(pid, 'VmHWM').toFixed(0)} MB)`;
}

/** 200 reads as the screens make them: the list, then each course's tree and its first topic, round and round. */
async function browse(url: string, headers: Record<string, string>, organizationId: number): Promise<void> {
  const get = async (p: string) => {
    const reply = await fetch(`${url}${p}`, { headers });
    if (!reply.ok) throw new Error(`${p}: ${reply.status}`);
    return reply.json() as Promise<unknown>;
  };
  const courses = (await get(`/content/organizations/${organizationId}/courses?page=1`)) as { id: number }[];
  let sent = 1;
  for (let i = 0; sent < 200; i++) {
    if (i % 10 === 0) {
      await get(`/content/organizations/${organizationId}/courses?page=${1 + (i % 3)}`);
      sent++;
    }
    const tree = (await get(`/content/courses/${courses[i % courses.length]!.id}/show_tree`)) as CourseTree;
    sent++;
    const topic = tree.bundles.flatMap((b) => b.topics)[0];
    if (topic) {
      await get(`/content/topics/${topic.id}`);
      sent++;
    }
  }
}

async function importSheet(url: string, headers: Record<string, string>, topicId: number, file: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file));
  const convert = await fetch(`${url}/content/topics/${topicId}/excel/convert`, { method: 'POST', headers: { authorization: headers.authorization! }, body: form });
  if (convert.status !== 200) throw new Error(`convert ${convert.status} ${await convert.text()}`);
  const conversion = (await convert.json()) as { file_key: string; valid_rows: number };
  const post = await fetch(`${url}/content/topics/${topicId}/excel/import`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ file_key: conversion.file_key, images_key: null, request_id: randomUUID() }),
  });
  if (post.status !== 200 && post.status !== 202) throw new Error(`import ${post.status} ${await post.text()}`);
  const { job } = await waitForJobOver(url, headers, (await post.json()) as JobStatusReply);
  return `${conversion.valid_rows} rows, job ${job.status}`;
}

async function newTopic(url: string, headers: Record<string, string>, unitId: number, name: string): Promise<number> {
  const created = await fetch(`${url}/content/topics`, { method: 'POST', headers, body: JSON.stringify({ bundle_id: unitId, name }) });
  if (created.status !== 201) throw new Error(`topic: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { id: number }).id;
}

function seedLargeInto(dbDir: string): Promise<LargeOrganization> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'bench/lib/seedRunner.ts'), root, dbDir], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve((JSON.parse(out) as { large: LargeOrganization }).large) : reject(new Error(`seeding exited with ${code}`))));
  });
}

const DEMO = { email: 'admin@nusantara.sch.id', password: 'pena-demo' };

{
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-memory-demo-'));
  const { child, url } = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  try {
    const pid = child.pid!;
    await settle();
    console.log(`Demo school (seeded at start), pid ${pid}`);
    console.log(`  idle: ${figures(pid)}`);
    const login = (await (await fetch(`${url}/map/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) })).json()) as {
      organization: { id: number };
    };
    const headers = await loginHeaders(url, DEMO.email, DEMO.password, login.organization.id);
    await browse(url, headers, login.organization.id);
    await settle();
    console.log(`  after 200 list and tree requests: ${figures(pid)}   (aim ≤ 256 MB)`);
  } finally {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

{
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-memory-large-'));
  const files = await hostileFiles(path.join(os.tmpdir(), 'pena-bench-untrusted'));
  const large = await seedLargeInto(path.join(dataDir, 'db'));
  const { child, url } = await startServer({ DATA_DIR: dataDir });
  try {
    const pid = child.pid!;
    await settle();
    console.log(`\n2,000-course school (seeded by another process), pid ${pid}`);
    console.log(`  idle: ${figures(pid)}`);
    const headers = await loginHeaders(url, large.adminEmail, LARGE_PASSWORD, large.organizationId);
    await browse(url, headers, large.organizationId);
    await settle();
    console.log(`  after 200 list and tree requests: ${figures(pid)}   (aim ≤ 400 MB)`);
    const tree = (await (await fetch(`${url}/content/courses/${large.largeCourseId}/show_tree`, { headers })).json()) as CourseTree;
    for (const n of [1, 2]) {
      const topicId = await newTopic(url, headers, tree.bundles[0]!.id, `Bench import ${n}`);
      console.log(`  import ${n}: ${await importSheet(url, headers, topicId, files.sheet5k)}`);
    }
    await settle();
    console.log(`  after importing 10,000 questions: ${figures(pid)}   (aim ≤ 400 MB)`);
  } finally {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
