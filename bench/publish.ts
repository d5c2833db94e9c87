// Benchmark: publishing the large course (20 units × 10 topics × (10 pages + 10 questions),
// bench/seedLarge.ts) end to end, as the publish page does it: GET publish_tree, POST publish
// with every topic, page and question selected, then poll GET /jobs/{uuid} until the job ends.
// The server runs as its own process (`pena serve`, API and worker in one, as `npm start`),
// the load from this one; printed: the publish_tree reply time, the job's time from POST to
// completed, and the server's peak resident memory (VmHWM from /proc, Linux), on PostgreSQL
// and PGlite, next to a bare Fastify JSON route timed in the same run; and the server's
// event-loop delay (p50/p99/max, stalls over 50 ms: bench/lib/loopDelay.ts) while publish_tree
// and the failed-content lists answer, and while the publish job runs.
// Aims: under 10 s and under 300 MB RSS on PostgreSQL on the 2-core machine; p99 event-loop
// delay ≤ 50 ms.
// Run: npm run bench -- publish   (BENCH_DATABASE_URL as in bench/lib/engines.ts; BENCH_CPU_PROF
// as in bench/lib/loopDelay.ts)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../server/db/client.ts';
import type { JobStatusReply, PublishTree } from '../domain/schemas/publishing.ts';
import { withScratchPostgres } from './lib/engines.ts';
import { describeLoop, loopWatch } from './lib/loopDelay.ts';
import { bareMs, rssMb, serveLarge, stopServer, waitForJobOver } from './lib/server.ts';
import { LARGE_TREE } from './seedLarge.ts';

async function publishRun(name: string, database: Database, env: NodeJS.ProcessEnv, bare: number) {
  const loopDelay = await loopWatch();
  const { child, url, headers, large } = await serveLarge(name, database, { ...env, ...loopDelay.env }, loopDelay.nodeArgs);
  try {
    const startedPeak = rssMb(child.pid!);

    await loopDelay.reset();
    const treeStarted = performance.now();
    const treeRes = await fetch(`${url}/content/courses/${large.largeCourseId}/publish_tree`, { headers });
    if (!treeRes.ok) throw new Error(`publish_tree: ${treeRes.status} ${await treeRes.text()}`);
    const tree = (await treeRes.json()) as PublishTree;
    const treeMs = performance.now() - treeStarted;
    const treePeak = rssMb(child.pid!);

    // The failed-content lists scan the organization's content with the §5 rules on every page
    // asked (loaders/failedContent.ts): time one page of each on this organization of 2,000 courses.
    for (const list of ['failed_chapters', 'failed_questions', 'failed_passages']) {
      const listStarted = performance.now();
      const res = await fetch(`${url}/content/organizations/${large.organizationId}/${list}`, { headers });
      if (!res.ok) throw new Error(`${list}: ${res.status} ${await res.text()}`);
      await res.text();
      console.log(`${name}: ${list} page 1 in ${((performance.now() - listStarted) / 1000).toFixed(2)} s (count ${res.headers.get('x-pena-count')})`);
    }
    const listsLoop = await loopDelay.read();

    const selection = tree.units.flatMap((unit) =>
      unit.topics.map((topic) => ({
        id: topic.id,
        lock_version: topic.lock_version,
        chapters: topic.chapters.filter((c) => c.valid).map((c) => ({ id: c.id, lock_version: c.lock_version })),
        questions: topic.questions.filter((q) => q.valid).map((q) => ({ id: q.id, lock_version: q.lock_version })),
      })),
    );
    const items = selection.reduce((n, t) => n + t.chapters.length + t.questions.length, 0);
    const expected = LARGE_TREE.units * LARGE_TREE.topics * (LARGE_TREE.pages + LARGE_TREE.questions);
    if (items !== expected) throw new Error(`only ${items} of ${expected} items are valid: the seed or the rules changed`);

    await loopDelay.reset();
    const started = performance.now();
    const post = await fetch(`${url}/content/courses/${large.largeCourseId}/publish`, { method: 'POST', headers, body: JSON.stringify({ topics: selection }) });
    if (post.status !== 202) throw new Error(`publish: ${post.status} ${await post.text()}`);
    const { job, polls } = await waitForJobOver(url, headers, (await post.json()) as JobStatusReply);
    const publishMs = performance.now() - started;
    const publishLoop = await loopDelay.read();
    if (job.status !== 'completed') throw new Error(`publish job failed: ${job.error}`);
    const rss = rssMb(child.pid!);
    console.log(`${name}: publish_tree ${(treeMs / 1000).toFixed(2)} s (${(treeRes.headers.get('content-length') ?? '?')} bytes), ${tree.units.length} units`);
    console.log(`${name}: server peak RSS ${startedPeak.toFixed(0)} MB after start and login (the idle process), ${treePeak.toFixed(0)} MB after publish_tree`);
    console.log(`${name}: the publish added ${(rssMb(child.pid!) - treePeak).toFixed(0)} MB to the peak`);
    console.log(`${name}: published ${items} items in ${(publishMs / 1000).toFixed(2)} s (${polls} polls), server peak RSS ${rss.toFixed(0)} MB`);
    console.log(`${name}: publish time = ${(publishMs / bare).toFixed(0)} × one bare-route request (${bare.toFixed(3)} ms)`);
    console.log(`${name}: event loop during publish_tree and the failed-content lists: ${describeLoop(listsLoop)}`);
    console.log(`${name}: event loop during the publish job: ${describeLoop(publishLoop)}`);
    return { publishMs, rss };
  } finally {
    await stopServer(child);
  }
}

const bare = await bareMs();
console.log(`bare Fastify JSON route: ${bare.toFixed(3)} ms per request (sequential)`);

await withScratchPostgres('publish', async (url) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-publish-pg-'));
  try {
    const r = await publishRun('PostgreSQL', await openDatabase({ kind: 'postgres', url }), { DATABASE_URL: url, DATA_DIR: dataDir }, bare);
    console.log(`PostgreSQL aim: under 10 s (${r.publishMs < 10_000 ? 'met' : 'MISSED'}) and under 300 MB (${r.rss < 300 ? 'met' : 'MISSED'})`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-publish-'));
try {
  await publishRun('PGlite', await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }), { DATA_DIR: dataDir }, bare);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
