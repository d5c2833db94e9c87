// Benchmark: copying the large course (20 units × 10 topics × (10 pages + 10 questions),
// bench/seedLarge.ts) as the Copy/Move modal does it: POST /content/copy {kind: 'course'}
// into its own organization, then poll GET /jobs/{uuid} until the job ends; then a unit
// (a job too) and a topic (answered at once). The server runs as its own process (`pena
// serve`, API and worker in one, as `npm start`), the load from this one; printed: each
// copy's time from POST to completed and the server's peak resident memory (VmHWM), on
// PostgreSQL and PGlite, next to a bare Fastify JSON route timed in the same run.
// Aim: the course under 15 s and under 300 MB RSS on PostgreSQL on the 2-core machine.
// Run: npm run bench -- copy   (BENCH_DATABASE_URL as in bench/lib/engines.ts)
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../server/db/client.ts';
import type { CopyMoveInput, CopyMoveResult } from '../domain/schemas/copying.ts';
import type { CourseTree } from '../domain/schemas/courses.ts';
import type { JobStatusReply } from '../domain/schemas/publishing.ts';
import { withScratchPostgres } from './lib/engines.ts';
import { bareMs, rssMb, serveLarge, stopServer, waitForJobOver } from './lib/server.ts';
import { LARGE_TREE } from './seedLarge.ts';

async function copy(url: string, headers: Record<string, string>, body: Omit<CopyMoveInput, 'request_id'>) {
  const started = performance.now();
  const post = await fetch(`${url}/content/copy`, { method: 'POST', headers, body: JSON.stringify({ ...body, request_id: randomUUID() }) });
  if (post.status !== 200 && post.status !== 202) throw new Error(`copy ${body.kind}: ${post.status} ${await post.text()}`);
  const { job, polls } = await waitForJobOver(url, headers, (await post.json()) as JobStatusReply);
  if (job.status !== 'completed') throw new Error(`copy ${body.kind} job ${job.status}: ${job.error}`);
  return { ms: performance.now() - started, polls, inline: post.status === 200, result: job.result as unknown as CopyMoveResult };
}

async function copyRun(name: string, database: Database, env: NodeJS.ProcessEnv, bare: number) {
  const { child, url, headers, large } = await serveLarge(name, database, env);
  try {
    const idlePeak = rssMb(child.pid!);
    const expected = LARGE_TREE.units * LARGE_TREE.topics * (LARGE_TREE.pages + LARGE_TREE.questions);

    const course = await copy(url, headers, { kind: 'course', id: large.largeCourseId, target_id: large.organizationId, include_linked_questions: false });
    const coursePeak = rssMb(child.pid!);
    if (course.result.item_count !== expected) throw new Error(`the course copy wrote ${course.result.item_count} items, not ${expected}`);
    console.log(`${name}: server peak RSS ${idlePeak.toFixed(0)} MB after start and login (the idle process)`);
    console.log(`${name}: copied the course (${course.result.item_count} items) in ${(course.ms / 1000).toFixed(2)} s (${course.polls} polls), server peak RSS ${coursePeak.toFixed(0)} MB`);
    console.log(`${name}: course copy time = ${(course.ms / bare).toFixed(0)} × one bare-route request (${bare.toFixed(3)} ms)`);

    const tree = (await (await fetch(`${url}/content/courses/${course.result.id}/show_tree`, { headers })).json()) as CourseTree;
    const firstUnit = tree.bundles[0];
    if (!firstUnit?.topics[0]) throw new Error('the copied course has no unit with a topic');
    const unit = await copy(url, headers, { kind: 'bundle', id: firstUnit.id, target_id: large.largeCourseId, include_linked_questions: false });
    console.log(`${name}: copied a unit (${unit.result.item_count} items) in ${(unit.ms / 1000).toFixed(2)} s`);
    const topic = await copy(url, headers, { kind: 'topic', id: firstUnit.topics[0].id, target_id: firstUnit.id, include_linked_questions: true });
    console.log(`${name}: copied a topic (${topic.result.item_count} items, ${topic.inline ? 'answered at once' : 'as a job'}) in ${topic.ms.toFixed(0)} ms = ${(topic.ms / bare).toFixed(0)} × bare`);
    return { courseMs: course.ms, rss: rssMb(child.pid!) };
  } finally {
    await stopServer(child);
  }
}

const bare = await bareMs();
console.log(`bare Fastify JSON route: ${bare.toFixed(3)} ms per request (sequential)`);

await withScratchPostgres('copy', async (url) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-copy-pg-'));
  try {
    const r = await copyRun('PostgreSQL', await openDatabase({ kind: 'postgres', url }), { DATABASE_URL: url, DATA_DIR: dataDir }, bare);
    console.log(`PostgreSQL aim: the course under 15 s (${r.courseMs < 15_000 ? 'met' : 'MISSED'}) and under 300 MB (${r.rss < 300 ? 'met' : 'MISSED'})`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-copy-'));
try {
  await copyRun('PGlite', await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }), { DATA_DIR: dataDir }, bare);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
