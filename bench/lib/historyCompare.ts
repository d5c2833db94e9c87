// The browser side of `npm run bench -- history`: comparing two versions of a 20,000-word page
// in headless Chromium on this machine (no throttling), aim ≤ 500 ms. A teacher's long page is
// created, then edited through the API (a sentence changed in every tenth paragraph, a few
// paragraphs added and removed), so its history holds the created and the edited version. The
// time runs from the click on Compare to the frame after both sides are shown with their marks:
// the two versions' reads, the word diff and the render. The first comparison is cold; the
// next ones read the versions from the query cache.
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../../e2e/chromium.ts';
import { createPage, longPage, signIn, startServer } from './browserBench.ts';

const WORDS = 20_000;
const RUNS = 5;
const EDITOR = 'editor@nusantara.sch.id';

/** The page as a colleague left it: every tenth paragraph reworded, every 25th gone, a new one every 30th. */
function revised(html: string): string {
  let n = 0;
  return html.replace(/<p>(.*?)<\/p>/g, (whole, inner: string) => {
    n++;
    if (n % 25 === 0) return '';
    const added = n % 30 === 0 ? '<p>Paragraf baru tentang gaya gesek dan energi kinetik benda.</p>' : '';
    if (n % 10 !== 0) return whole + added;
    return `<p>${inner.replace(/ (\S+) (\S+)/, ' kecepatan rata-rata $2')}</p>${added}`;
  });
}

async function compareOnce(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const button = document.querySelector<HTMLButtonElement>('[data-testid="compare-versions"]')!;
        const start = performance.now();
        // The page's two sides with their marks (not the legend, which shows at once).
        const shown = () => {
          const sides = document.querySelector('[data-testid="compare-view"] [data-testid="compare-field"][data-changed="true"]');
          return sides !== null && sides.querySelector('ins') !== null && sides.querySelector('del') !== null;
        };
        const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          done();
        });
        observer.observe(document.body, { childList: true, subtree: true });
        button.click();
      }),
  );
}

export interface CompareFigures {
  words: number;
  cold: number;
  warm: number[];
}

export async function measureCompare(): Promise<CompareFigures> {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signIn(page, EDITOR);
    const original = longPage(WORDS);
    const id = await createPage(page, original);
    const stored = (await (await page.request.get(`/content/chapters/${id}`)).json()) as Record<string, unknown>;
    const saved = await page.request.put(`/content/chapters/${id}`, { data: { ...stored, content: revised(original) } });
    if (saved.status() !== 200) throw new Error(`saving the edited page: ${saved.status()} ${await saved.text()}`);

    await page.goto(`/en/chapters/${id}`);
    await page.getByTestId('history-button').click();
    const rows = page.getByTestId('history-panel').getByTestId('version-row');
    await rows.nth(1).waitFor();
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      times.push(await compareOnce(page));
      await page.getByTestId('compare-view').getByRole('button', { name: 'Close' }).click();
      await page.getByTestId('compare-view').waitFor({ state: 'detached' });
    }
    return { words: WORDS, cold: times[0]!, warm: times.slice(1) };
  } finally {
    await browser.close();
    await server.close();
  }
}
