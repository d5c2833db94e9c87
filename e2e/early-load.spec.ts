// A signed-in teacher opening a screen by its address (a bookmark, a reload): the early load script starts
// the screen's reads and preloads its chunks with the page (web/build/earlyLoadScript.ts), and
// the app takes those replies instead of asking again. Each read the screen makes goes out
// once, and the screen's own chunk is among the files preloaded.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiPost, createTopicThroughApi, demo, login } from './helpers.ts';

const API = /^\/(content|map|users|public_config|preview)(\/|$)/;

/**
 * Every API GET the next document makes, as path and query. Requests are told apart by the
 * document that made them (DevTools' loader id), so a read the previous screen still had going
 * when the address changed is not counted.
 */
async function apiReads(page: Page): Promise<string[]> {
  const reads: string[] = [];
  const devtools = await page.context().newCDPSession(page);
  const { frameTree } = await devtools.send('Page.getFrameTree');
  let documentLoader: string | undefined;
  devtools.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && event.frameId === frameTree.frame.id) {
      documentLoader = event.loaderId;
      return;
    }
    const url = new URL(event.request.url);
    if (event.loaderId === documentLoader && event.request.method === 'GET' && API.test(url.pathname)) reads.push(url.pathname + url.search);
  });
  await devtools.send('Network.enable');
  return reads;
}

const preloadedScripts = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname));

for (const language of ['en', 'id'] as const) {
  test(`a reload of the topic and of a page editor reads each thing once, started with the page (${language})`, async ({ page }) => {
    await login(page, demo.editor);
    const { courseId, topicId } = await createTopicThroughApi(page, { course: `Early ${language} ${Date.now()}`, unit: 'Bab 1', topic: 'Topik 1' });
    const chapter = await apiPost(page, '/content/chapters', { topic_id: topicId, type: 'text', title: 'Halaman 1', content: '<p>Isi</p>' });

    await page.goto(`/${language}/courses/${courseId}`);
    await expect(page.getByTestId('unit-card').first()).toBeVisible();

    const topicReads = await apiReads(page);
    await page.goto(`/${language}/topics/${topicId}`);
    await expect(page.getByTestId('pages-panel').getByRole('link', { name: 'Halaman 1' })).toBeVisible();
    await expect.poll(() => topicReads).toContain(`/content/courses/${courseId}/show_tree`);
    expect(topicReads).toContain(`/content/topics/${topicId}`);
    expect(topicReads.length, topicReads.join('\n')).toBe(new Set(topicReads).size);
    const topicFiles = await preloadedScripts(page);
    expect(topicFiles.some((file) => /\/TopicOverviewScreen-[\w-]+\.js$/.test(file)), topicFiles.join('\n')).toBe(true);
    expect(topicFiles.some((file) => /\/CourseSidebar-[\w-]+\.js$/.test(file))).toBe(true);

    const editorReads = await apiReads(page);
    await page.goto(`/${language}/chapters/${chapter.id}`);
    await expect(page.locator('.ProseMirror[contenteditable="true"]')).toContainText('Isi');
    expect(editorReads).toContain(`/content/chapters/${chapter.id}`);
    expect(editorReads.length, editorReads.join('\n')).toBe(new Set(editorReads).size);
    expect((await preloadedScripts(page)).some((file) => /\/PageScreens-[\w-]+\.js$/.test(file))).toBe(true);
  });
}
