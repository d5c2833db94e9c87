// Benchmark: how fast Pena's screens come up where schools are: a slow phone network and a
// slow machine. Pena runs as its own process (`pena serve`, as `npm start`: PGlite under a
// temporary DATA_DIR, the demo school seeded, the built app from dist/web with its brotli and
// gzip files, API JSON compressed). Chromium (Debian's, as the browser suite) loads each
// screen as the demo admin, throttled through the DevTools protocol to Lighthouse's "Slow 4G"
// (150 ms per request, 1,638.4 kbit/s down, 750 kbit/s up; bench/lib/pageLoad.ts) with the CPU
// slowed 4×, in a 1366 × 820 window.
//
// Screens: login, course list, course, unit and topic overviews, page editor, question editor
// (a topic of the demo with pages and questions, found through the API) and the learner
// preview of that topic. A screen is usable when its main control is visible: the username
// field, the first course's name, the first unit's link, the first topic's link, the first
// page's link, the page's text editor with its content, the question's text editor, the
// preview's page stepper.
//
// 1. Cold: each screen in a fresh browser context (nothing cached, service workers blocked).
//    Screens behind the login get the session first through POST /map/auth (not through the
//    browser), and the HTTP cache is cleared before the screen is opened. Figures: usable,
//    first and largest contentful paint (all from navigation start), bytes over the wire
//    (encoded, headers included, until the network has been quiet for 1 s) and requests.
// 2. Warm: each screen opened once (unthrottled), its tab closed, then opened in a new tab of
//    the same context (HTTP cache and the service worker's cache kept, the worker throttled as
//    the page), as a teacher coming back.
// 3. In the app: from a loaded course list, clicking like a teacher: course, unit, topic, a
//    page, back to the topic, its questions tab, a question. Each step is timed from the click
//    to the next screen's main control.
// The median of BENCH_RUNS runs (default 3) is printed beside the aims for each: login cold
// usable ≤ 2.5 s and ≤ 350 KiB; course list and overviews cold ≤ 3.5 s; editors and preview
// cold ≤ 5 s; every screen warm ≤ 1.5 s; each step in the app ≤ 1 s.
//
// Run: npm run build, then npm run bench -- first-load. BENCH_WEB_DIR serves another build;
// BENCH_ONLY=cold|warm|app runs one part, BENCH_SCREEN=<part of a name> the screens named so,
// BENCH_WATERFALL=1 prints each screen's requests with their times, BENCH_CPU_PROFILE=<dir>
// writes each cold screen's CPU profile (DevTools' .cpuprofile) there;
// BENCH_RTT_MS and BENCH_DOWN_KBPS change the network.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { ORGANIZATION_COOKIE } from '../domain/constants.ts';
import type { CourseSummary, CourseTree } from '../domain/schemas/courses.ts';
import type { TopicWithContent } from '../domain/schemas/topicContent.ts';
import { chromiumPath } from '../e2e/chromium.ts';
import { DEMO_PASSWORD } from '../server/seed/seed.ts';
import { type Control, CPU_SLOWDOWN, installProbe, median, NETWORK, pageSession, paints, printTable, throttleServiceWorkers, Traffic, usableAt, watchFor } from './lib/pageLoad.ts';
import { root } from './lib/harness.ts';
import { startServer, stopServer } from './lib/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ONLY = process.env.BENCH_ONLY;
const SCREEN = process.env.BENCH_SCREEN;
const WATERFALL = process.env.BENCH_WATERFALL === '1';
const PROFILE = process.env.BENCH_CPU_PROFILE;
const ADMIN = 'admin@nusantara.sch.id';
const webDir = path.resolve(process.env.BENCH_WEB_DIR ?? path.join(root, 'dist/web'));

if (!fs.existsSync(path.join(webDir, 'index.html'))) {
  console.error(`No built app in ${webDir}: run \`npm run build\` first (this benchmark measures the production build).`);
  process.exit(1);
}
const builtAt = fs.statSync(path.join(webDir, 'index.html')).mtimeMs;
const committedAt = Number(execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: root }).toString().trim()) * 1000;
if (builtAt < committedAt) console.warn(`Note: ${webDir} was built before the last commit; run \`npm run build\` to measure the current app.`);

type Demo = { organizationId: number; courseId: number; unitId: number; topicId: number; pageId: number; questionId: number; previewPath: string };

/** The demo topic the screens show: the first with pages and questions and no passages, and its ids. */
async function findDemo(url: string): Promise<Demo> {
  const auth = await fetch(`${url}/map/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }) });
  if (!auth.ok) throw new Error(`login: ${auth.status} ${await auth.text()}`);
  const { user, organization } = (await auth.json()) as { user: { token: string }; organization: { id: number } };
  const headers = { authorization: `Token ${user.token}`, 'content-type': 'application/json' };
  const get = async <T>(p: string, method = 'GET'): Promise<T> => {
    const reply = await fetch(`${url}${p}`, { method, headers, body: method === 'POST' ? '{}' : undefined });
    if (!reply.ok) throw new Error(`${method} ${p}: ${reply.status} ${await reply.text()}`);
    return (await reply.json()) as T;
  };
  for (const course of await get<CourseSummary[]>(`/content/organizations/${organization.id}/courses`)) {
    const tree = await get<CourseTree>(`/content/courses/${course.id}/show_tree`);
    for (const unit of tree.bundles) {
      const topic = unit.topics.find((t) => t.accessible && t.chapters_count > 0 && t.questions_count > 0 && t.passages_count === 0);
      if (!topic) continue;
      const content = await get<TopicWithContent>(`/content/topics/${topic.id}`);
      const textPage = content.lesson?.chapters.find((c) => c.type === 'text');
      const question = content.questions?.[0];
      if (!textPage || !question) continue;
      const { token } = await get<{ token: string }>(`/content/topics/${topic.id}/preview`, 'POST');
      return { organizationId: organization.id, courseId: course.id, unitId: unit.id, topicId: topic.id, pageId: textPage.id, questionId: question.id, previewPath: `/en/preview/${token}` };
    }
  }
  throw new Error('the demo school has no topic with a text page and a question');
}

type Screen = { name: string; path: string; login: boolean; control: Control; aim: number; aimKiB?: number };

function screens(demo: Demo): Screen[] {
  const overview = 3500;
  const editor = 5000;
  return [
    { name: 'login', path: '/en/', login: false, control: { path: '^/en/?$', selector: 'input[autocomplete="username"]' }, aim: 2500, aimKiB: 350 },
    { name: 'course list', path: '/en/', login: true, control: list(), aim: overview },
    { name: 'course overview', path: `/en/courses/${demo.courseId}`, login: true, control: course(demo), aim: overview },
    { name: 'unit overview', path: `/en/bundles/${demo.unitId}`, login: true, control: unit(demo), aim: overview },
    { name: 'topic overview', path: `/en/topics/${demo.topicId}`, login: true, control: topic(demo), aim: overview },
    { name: 'page editor', path: `/en/chapters/${demo.pageId}`, login: true, control: pageEditor(demo), aim: editor },
    { name: 'question editor', path: `/en/questions/${demo.questionId}`, login: true, control: questionEditor(demo), aim: editor },
    { name: 'learner preview', path: demo.previewPath, login: false, control: { path: '^/en/preview/', selector: '[data-testid="preview-lessons"] [data-testid="preview-stepper"]' }, aim: editor },
  ];
}

const list = (): Control => ({ path: '^/en/?$', selector: '[data-testid^="course-row-"] [data-testid="course-name"]' });
const course = (d: Demo): Control => ({ path: `^/en/courses/${d.courseId}$`, selector: '[data-testid="unit-card"] a' });
const unit = (d: Demo): Control => ({ path: `^/en/bundles/${d.unitId}$`, selector: '[data-testid="topic-row"] a' });
const topic = (d: Demo): Control => ({ path: `^/en/topics/${d.topicId}$`, selector: '[data-testid="pages-panel"] a[href*="/chapters/"]' });
const questionsTab = (d: Demo): Control => ({ path: `^/en/topics/${d.topicId}/questions$`, selector: '[data-testid="question-row"] a[href*="/questions/"]' });
const pageEditor = (d: Demo): Control => ({ path: `^/en/chapters/${d.pageId}$`, selector: '.ProseMirror[contenteditable="true"] > *' });
const questionEditor = (d: Demo): Control => ({ path: `^/en/questions/${d.questionId}$`, selector: '[data-testid="question-form"] .ProseMirror[contenteditable="true"] > *' });

/** A teacher's clicks through the app, from the course list: what to click, and the screen it leads to. */
function steps(d: Demo): { name: string; click: (page: Page) => Locator; control: Control }[] {
  return [
    { name: 'course list → course', click: (p) => p.locator(`[data-testid="course-row-${d.courseId}"] a[data-testid="course-name"]`), control: course(d) },
    { name: 'course → unit', click: (p) => p.locator(`[data-testid="unit-card"] a[href$="/bundles/${d.unitId}"]`), control: unit(d) },
    { name: 'unit → topic', click: (p) => p.locator(`[data-testid="topic-row"] a[href$="/topics/${d.topicId}"]`), control: topic(d) },
    { name: 'topic → page editor', click: (p) => p.locator(`[data-testid="pages-panel"] a[href$="/chapters/${d.pageId}"]`), control: pageEditor(d) },
    { name: 'page editor → topic (back)', click: (p) => p.getByTestId('editor-back'), control: topic(d) },
    { name: 'topic → questions tab', click: (p) => p.getByRole('tab', { name: /^Questions/ }), control: questionsTab(d) },
    { name: 'questions tab → question editor', click: (p) => p.locator(`[data-testid="question-row"] a[href$="/questions/${d.questionId}"]`), control: questionEditor(d) },
  ];
}

type Load = { usable: number; fcp: number | null; lcp: number | null; bytes: number; requests: number; cached: number };

async function newContext(browser: Browser, url: string, serviceWorkers: 'allow' | 'block'): Promise<BrowserContext> {
  return browser.newContext({ baseURL: url, viewport: { width: 1366, height: 820 }, locale: 'en-US', serviceWorkers });
}

/** The session as the login screen leaves it (its cookies and the chosen school's), without going through the browser. */
async function logIn(context: BrowserContext, url: string, demo: Demo): Promise<void> {
  const reply = await context.request.post('/map/auth', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  if (!reply.ok()) throw new Error(`login: ${reply.status()}`);
  await context.addCookies([{ name: ORGANIZATION_COOKIE, value: String(demo.organizationId), url }]);
}

/** Opens `screen` in `page` and waits for it: usable, then the network quiet; its figures. */
async function open(page: Page, screen: Screen, traffic: Traffic): Promise<Load> {
  await page.goto(screen.path, { waitUntil: 'commit' });
  const usable = await usableAt(page, screen.name);
  await traffic.quiet();
  const { fcp, lcp } = await paints(page);
  if (WATERFALL) await printWaterfall(page, screen.name, usable);
  return { usable, fcp, lcp, bytes: traffic.bytes, requests: traffic.requests, cached: traffic.cached };
}

/** Each request of the page as the page saw it (start, end, size), to find what a screen waits for. */
async function printWaterfall(page: Page, name: string, usable: number): Promise<void> {
  const entries = await page.evaluate(() =>
    [performance.getEntriesByType('navigation')[0]!, ...performance.getEntriesByType('resource')].map((e) => {
      const r = e as PerformanceResourceTiming;
      return { name: r.name, start: r.startTime, end: r.responseEnd, size: r.transferSize };
    }),
  );
  console.log(`\n${name}: usable at ${usable.toFixed(0)} ms`);
  for (const e of entries.sort((a, b) => a.start - b.start)) {
    console.log(`  ${e.start.toFixed(0).padStart(6)} → ${e.end.toFixed(0).padStart(6)}  ${(e.size / 1024).toFixed(1).padStart(7)} KiB  ${((u) => u.pathname + u.search)(new URL(e.name)).slice(0, 110)}`);
  }
}

async function cold(browser: Browser, url: string, demo: Demo, screen: Screen): Promise<Load> {
  const context = await newContext(browser, url, 'block');
  try {
    if (screen.login) await logIn(context, url, demo);
    const page = await context.newPage();
    await installProbe(page, screen.control);
    const traffic = new Traffic();
    const { cdp } = await pageSession(context, page, traffic, true);
    await cdp.send('Network.clearBrowserCache');
    if (!PROFILE) return await open(page, screen, traffic);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
    const load = await open(page, screen, traffic);
    const { profile } = await cdp.send('Profiler.stop');
    const file = path.join(PROFILE, `${screen.name.replace(/\W+/g, '-')}.cpuprofile`);
    fs.mkdirSync(PROFILE, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(profile));
    console.log(`${screen.name}: CPU profile in ${file}`);
    return load;
  } finally {
    await context.close();
  }
}

/** Until the page's service worker is active (its precache done), at most 30 s; false when there is none. */
async function workerReady(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Promise.race([
      'serviceWorker' in navigator ? navigator.serviceWorker.ready.then(() => true) : Promise.resolve(false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000)),
    ]),
  );
}

async function warm(browser: Browser, url: string, demo: Demo, screen: Screen): Promise<Load & { workers: number }> {
  const context = await newContext(browser, url, 'allow');
  try {
    if (screen.login) await logIn(context, url, demo);
    const first = await context.newPage();
    await installProbe(first, screen.control);
    const firstTraffic = new Traffic();
    await pageSession(context, first, firstTraffic, false);
    await open(first, screen, firstTraffic);
    await workerReady(first);
    await firstTraffic.quiet();
    await first.close();

    const page = await context.newPage();
    await installProbe(page, screen.control);
    const traffic = new Traffic();
    const { cdp } = await pageSession(context, page, traffic, true);
    const { workers, detach } = await throttleServiceWorkers(browser, cdp, traffic);
    const load = await open(page, screen, traffic);
    await detach();
    return { ...load, workers };
  } finally {
    await context.close();
  }
}

type Step = { usable: number; bytes: number; requests: number };

async function inApp(browser: Browser, url: string, demo: Demo): Promise<Step[]> {
  const context = await newContext(browser, url, 'allow');
  try {
    await logIn(context, url, demo);
    const page = await context.newPage();
    await installProbe(page, list());
    const traffic = new Traffic();
    const { cdp } = await pageSession(context, page, traffic, true);
    await open(page, screens(demo).find((s) => s.name === 'course list')!, traffic);
    await workerReady(page);
    await traffic.quiet();
    const { detach } = await throttleServiceWorkers(browser, cdp, traffic);
    const results: Step[] = [];
    for (const step of steps(demo)) {
      traffic.reset();
      await watchFor(page, step.control);
      await step.click(page).click();
      const usable = await usableAt(page, step.name);
      const { clickAt } = await paints(page);
      await traffic.quiet();
      results.push({ usable: usable - (clickAt ?? NaN), bytes: traffic.bytes, requests: traffic.requests });
    }
    await detach();
    return results;
  } finally {
    await context.close();
  }
}

const seconds = (ms: number | null) => (ms === null ? '—' : (ms / 1000).toFixed(2));
const kib = (bytes: number | null) => (bytes === null ? '—' : Math.round(bytes / 1024).toLocaleString('en-US'));
const met = (ok: boolean) => (ok ? 'yes' : 'NO');

function pageTable(title: string, rows: { screen: Screen; loads: Load[]; aim: number; aimKiB?: number }[]) {
  printTable(
    title,
    ['screen', 'usable s', 'aim s', 'met', 'FCP s', 'LCP s', 'KiB', 'aim KiB', 'requests', 'cached'],
    rows.map(({ screen, loads, aim, aimKiB }) => {
      const usable = median(loads.map((l) => l.usable));
      const bytes = median(loads.map((l) => l.bytes));
      const ok = usable !== null && usable <= aim && (aimKiB === undefined || (bytes ?? Infinity) <= aimKiB * 1024);
      return [
        screen.name,
        seconds(usable),
        `≤ ${aim / 1000}`,
        met(ok),
        seconds(median(loads.map((l) => l.fcp))),
        seconds(median(loads.map((l) => l.lcp))),
        kib(bytes),
        aimKiB === undefined ? '' : `≤ ${aimKiB}`,
        String(median(loads.map((l) => l.requests))),
        String(median(loads.map((l) => l.cached))),
      ];
    }),
  );
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-first-load-'));
  const { child, url } = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', WEB_DIR: webDir });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const demo = await findDemo(url);
    const all = screens(demo).filter((s) => !SCREEN || s.name.includes(SCREEN));
    console.log(`First load: ${webDir}, ${RUNS} run(s), median shown; network ${NETWORK.latency} ms per request, ${NETWORK.downloadKbps} kbit/s down, ${NETWORK.uploadKbps} kbit/s up; CPU ${CPU_SLOWDOWN}× slower`);
    console.log(`Demo topic ${demo.topicId} (course ${demo.courseId}, unit ${demo.unitId}), page ${demo.pageId}, question ${demo.questionId}`);

    if (!ONLY || ONLY === 'cold') {
      const loads = new Map<Screen, Load[]>(all.map((s) => [s, []]));
      for (let run = 0; run < RUNS; run++) for (const screen of all) loads.get(screen)!.push(await cold(browser, url, demo, screen));
      pageTable('Cold cache (a fresh context per screen, service workers blocked); times from navigation start', all.map((screen) => ({ screen, loads: loads.get(screen)!, aim: screen.aim, aimKiB: screen.aimKiB })));
    }
    if (!ONLY || ONLY === 'warm') {
      const loads = new Map<Screen, (Load & { workers: number })[]>(all.map((s) => [s, []]));
      for (let run = 0; run < RUNS; run++) for (const screen of all) loads.get(screen)!.push(await warm(browser, url, demo, screen));
      pageTable('Warm (opened before, then in a new tab: HTTP cache and service worker kept)', all.map((screen) => ({ screen, loads: loads.get(screen)!, aim: 1500 })));
      const workers = [...loads.values()].flat().filter((l) => l.workers > 0).length;
      console.log(`(a service worker was running in ${workers} of ${[...loads.values()].flat().length} warm loads; "cached" counts answers from the HTTP cache or the worker)`);
    }
    if (!ONLY || ONLY === 'app') {
      const runs: Step[][] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await inApp(browser, url, demo));
      printTable(
        'In the app, throttled: from the click to the next screen\'s main control',
        ['step', 'usable s', 'aim s', 'met', 'KiB', 'requests'],
        steps(demo).map((step, i) => {
          const usable = median(runs.map((r) => r[i]!.usable));
          return [step.name, seconds(usable), '≤ 1', met(usable !== null && usable <= 1000), kib(median(runs.map((r) => r[i]!.bytes))), String(median(runs.map((r) => r[i]!.requests)))];
        }),
      );
    }
  } finally {
    await browser.close();
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
