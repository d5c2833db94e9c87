// Benchmark: typing in a 20,000-word text page (typing must stay smooth on large pages). Serves the
// built app (npm run build first; built here when dist/web is missing or BENCH_BUILD=1)
// from an in-process server on a fresh PGlite database with the demo seed, creates a text
// page of 20,000 words through the API, opens it in headless Chromium as the demo editor,
// and types 200 characters in the middle of the page. Each keystroke's latency is measured
// in the page from the keydown event's timestamp to the frame after it was handled
// (requestAnimationFrame, then a message posted after the paint). A 100-word page typed the
// same way is the baseline. Run: npm run bench -- editor-typing
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../e2e/chromium.ts';
import { createPage, longPage, signIn, startServer } from './lib/browserBench.ts';

const WORDS = Number(process.env.BENCH_WORDS ?? 20_000);
const CHARACTERS = Number(process.env.BENCH_CHARACTERS ?? 200);
/** Milliseconds between keystrokes (a quick typist); sentences end with a longer pause. */
const KEY_DELAY = Number(process.env.BENCH_KEY_DELAY ?? 60);
const EDITOR = 'editor@nusantara.sch.id';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const webIndex = path.join(root, 'dist/web/index.html');

const SENTENCE = 'Benda bergerak lurus dengan kecepatan tetap. ';
const typed = SENTENCE.repeat(Math.ceil(CHARACTERS / SENTENCE.length)).slice(0, CHARACTERS);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type Run = { label: string; latencies: number[]; serialiseMs: number; words: number };

/** Keystroke latency probe: keydown timestamp → the frame after the handlers ran. */
function installProbe() {
  const w = window as unknown as { __latencies: number[] };
  w.__latencies = [];
  const channel = new MessageChannel();
  const pending: number[] = [];
  channel.port1.onmessage = () => {
    const start = pending.shift();
    if (start !== undefined) w.__latencies.push(performance.now() - start);
  };
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        pending.push(start);
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
}

async function typeInto(page: Page, label: string, words: number): Promise<Run> {
  const area = page.getByRole('textbox', { name: /^Content/ });
  await area.waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.ProseMirror p').length > 0);
  // Caret in a paragraph halfway down the page.
  const paragraphs = area.locator('p');
  const middle = paragraphs.nth(Math.floor((await paragraphs.count()) / 2));
  await middle.scrollIntoViewIfNeeded();
  await middle.click();
  await page.keyboard.press('End');
  await page.evaluate(installProbe);
  const profiler = process.env.BENCH_PROFILE === '1' ? await startProfile(page) : null;
  for (const char of typed) {
    await page.keyboard.type(char);
    await page.waitForTimeout(char === '.' ? 400 : KEY_DELAY);
  }
  await page.waitForTimeout(500);
  if (profiler) await profiler.stop(label);
  const latencies = await page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies);
  // What the debounced onChange costs once typing pauses: serialising the whole page.
  const serialiseMs = await page.evaluate(() => {
    const editor = (document.querySelector('.ProseMirror') as HTMLElement & { editor: { getHTML: () => string } }).editor;
    const start = performance.now();
    for (let i = 0; i < 5; i++) editor.getHTML();
    return (performance.now() - start) / 5;
  });
  await area.evaluate((el) => (el as HTMLElement).blur());
  return { label, latencies, serialiseMs, words };
}

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };

/** BENCH_PROFILE=1: a CPU profile of the typing, summarised as the functions with most self time. */
async function startProfile(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  return {
    stop: async (label: string) => {
      const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples: number[] } };
      const self = new Map<string, number>();
      const byId = new Map(profile.nodes.map((node) => [node.id, node]));
      for (const id of profile.samples) {
        const frame = byId.get(id)?.callFrame;
        if (!frame) continue;
        const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
        self.set(key, (self.get(key) ?? 0) + 1);
      }
      const total = profile.samples.length;
      console.log(`\nCPU profile (${label}): top self time of ${total} samples`);
      for (const [key, count] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
        console.log(`${((count / total) * 100).toFixed(1).padStart(6)}%  ${key}`);
      }
    },
  };
}

function report(runs: Run[]) {
  console.log(`\nTyping ${CHARACTERS} characters (${KEY_DELAY} ms apart, 400 ms after each sentence), headless Chromium`);
  console.log('page                 words   keys    p50 ms   p95 ms   p99 ms   max ms   getHTML ms');
  for (const run of runs) {
    const sorted = [...run.latencies].sort((a, b) => a - b);
    const cells = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1).padStart(8));
    console.log(
      `${run.label.padEnd(20)} ${String(run.words).padStart(6)} ${String(sorted.length).padStart(6)} ${cells.join(' ')} ${sorted.at(-1)!.toFixed(1).padStart(8)} ${run.serialiseMs.toFixed(1).padStart(12)}`,
    );
  }
}

async function main() {
  if (process.env.BENCH_BUILD === '1' || !fs.existsSync(webIndex)) {
    console.log('Building the web app…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signIn(page, EDITOR);

    const small = await createPage(page, longPage(100));
    const large = await createPage(page, longPage(WORDS));
    const runs: Run[] = [];
    // A tab per page (leaving a page with unsaved changes would ask first).
    for (const [label, id, words] of [['baseline', small, 100], ['long page', large, WORDS]] as const) {
      const tab = await context.newPage();
      await tab.goto(`/en/chapters/${id}`);
      runs.push(await typeInto(tab, label, words));
    }
    report(runs);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
