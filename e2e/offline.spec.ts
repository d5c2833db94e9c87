// Repeat visits on a bad connection: the service worker (web/build/serviceWorker.ts) keeps the
// app shell, so a teacher offline gets Pena with its own offline state, never the browser's
// error page; a failing connection shows the offline message in place of the screen; a new
// version is offered and the page reloads only when the teacher says so.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createTopicThroughApi, demo, login, shot } from './helpers.ts';

const words = {
  en: {
    notice: 'You are offline. Pena will reconnect when your connection returns.',
    title: 'This page cannot load while you are offline',
    update: 'A new version of Pena is ready.',
    reload: 'Reload',
    tryAgain: 'Try again',
  },
  id: {
    notice: 'Anda sedang offline. Pena akan tersambung kembali saat koneksi Anda pulih.',
    title: 'Halaman ini tidak dapat dimuat saat Anda offline',
    update: 'Versi baru Pena sudah siap.',
    reload: 'Muat ulang',
    tryAgain: 'Coba lagi',
  },
} as const;

const accountMenu = { en: 'Account menu', id: 'Menu akun' } as const;

/**
 * The worker installed (the shell cached) and serving the page. The first visit's page is
 * claimed only if it was ready when the worker took over; the page loaded next always is.
 */
async function workerServing(page: Page) {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('the worker is served from the root and never kept by the HTTP cache, so a new one is found at once', async ({ request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).toContain('startServiceWorker(self, {"version":');
});

/** Full-page shots at the desktop and phone widths, back to the desktop after. */
async function shots(page: Page, name: string) {
  await shot(page, `${name}-1366`);
  await page.setViewportSize({ width: 375, height: 740 });
  await shot(page, `${name}-375`);
  await page.setViewportSize({ width: 1366, height: 820 });
}

for (const language of ['en', 'id'] as const) {
  test(`offline, a reload opens Pena with its offline state, and the screen loads when the connection returns (${language})`, async ({ page, context }) => {
    await login(page, demo.editor);
    const topic = `Offline ${language} ${Date.now()}`;
    const { topicId } = await createTopicThroughApi(page, { course: `Kursus ${topic}`, unit: 'Bab 1', topic });
    await page.goto(`/${language}/topics/${topicId}`);
    await workerServing(page);
    await expect(page.getByRole('heading', { level: 1, name: topic })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    // Pena's shell from the worker's cache, saying it is offline (Chromium's own page has neither).
    await expect(page.getByTestId('offline-notice')).toHaveText(words[language].notice);
    await expect(page.getByRole('heading', { level: 1, name: words[language].title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await shots(page, `offline-${language}`);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: topic })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  });
}

test('requests that get no reply show the offline message in place of the screen, and Try again loads it', async ({ page }) => {
  await login(page, demo.editor);
  const topic = `Lie-fi ${Date.now()}`;
  const { topicId } = await createTopicThroughApi(page, { course: `Kursus ${topic}`, unit: 'Bab 1', topic });
  await workerServing(page);
  // The browser believes it is online; the school's network drops every request to the server.
  const dropped = /\/content\//;
  await page.route(dropped, (route) => route.abort('internetdisconnected'));
  await page.goto(`/en/topics/${topicId}`);
  await expect(page.getByRole('heading', { level: 1, name: words.en.title })).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toHaveText(words.en.notice);
  await expect(page.getByTestId('error-page-unknownError')).toHaveCount(0);

  await page.unroute(dropped);
  await page.getByRole('button', { name: words.en.tryAgain }).click();
  await expect(page.getByRole('heading', { level: 1, name: topic })).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});

/**
 * The e2e server behind a proxy of this test's own, which serves the next build's worker once
 * `deploy()` is called: a browser fetches a worker's script for an update check itself, out of
 * Playwright's reach (context.route never sees it), so the change must come from the server.
 */
async function serverWithNextWorker(target: string) {
  let deployed = false;
  const proxy = http.createServer((request, response) => {
    if (deployed && request.url === '/sw.js') {
      void fetch(new URL('/sw.js', target)).then(async (reply) => {
        // The same code under another version: what a deploy of a changed app serves.
        const next = (await reply.text()).replace(/"version":"([0-9a-f]+)"/, '"version":"$1next"');
        response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' }).end(next);
      });
      return;
    }
    const upstream = http.request(new URL(request.url ?? '/', target), { method: request.method, headers: request.headers }, (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, 'localhost', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    deploy: () => {
      deployed = true;
    },
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

for (const language of ['en', 'id'] as const) {
  test(`a new version is offered, and the page reloads only when the teacher presses Reload (${language})`, async ({ page, baseURL }) => {
    const server = await serverWithNextWorker(baseURL!);
    try {
      // Cookies belong to the host, whatever the port: the session reaches the proxy's pages.
      await login(page, demo.editor);
      await page.goto(`${server.origin}/${language}/`);
      await workerServing(page);
      await expect(page.getByRole('button', { name: accountMenu[language] })).toBeVisible();

      server.deploy();
      // A reload would forget this.
      await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

      const notice = page.getByTestId('update-notice');
      await expect(notice).toContainText(words[language].update);
      await shots(page, `update-${language}`);
      // Offered, not forced: the new worker waits and the page is the same one.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed');
      expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

      // Unsaved work (as useUnsavedChanges guards it): the reload asks first, and staying keeps the page.
      await page.evaluate(() => {
        const guard = (event: BeforeUnloadEvent) => event.preventDefault();
        window.addEventListener('beforeunload', guard);
        Object.assign(window, { unguard: () => window.removeEventListener('beforeunload', guard) });
      });
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.type());
          void dialog.dismiss();
        }),
      );
      await notice.getByRole('button', { name: words[language].reload }).click();
      expect(await asked).toBe('beforeunload');
      await expect(notice).toBeVisible();
      expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
      await page.evaluate(() => (window as unknown as { unguard: () => void }).unguard());

      // Reload again, nothing unsaved: the new version has taken over and the page reloads once.
      await notice.getByRole('button', { name: words[language].reload }).click();
      await page.waitForFunction(() => (window as { stillThisPage?: boolean }).stillThisPage === undefined);
      await expect(page.getByRole('button', { name: accountMenu[language] })).toBeVisible();
      await expect(notice).toHaveCount(0);
      expect(await page.evaluate(() => window.caches.keys())).toEqual([expect.stringMatching(/^pena-[0-9a-f]+next$/)]);
    } finally {
      await server.close();
    }
  });
}
