// Text pages generated from a legacy PowerPoint 97-2003 deck as a teacher does it (spec §2 the
// topic's "upload a file to generate chapter text", §5, §7): the demo administrator uploads the
// deck "Sistem Tata Surya" that LibreOffice saved as .ppt
// (server/readers/documents/fixtures/slides-tata-surya.ppt, made from the same .fodp as the
// .pptx and the PDF by scripts/fixtures/slides.sh) and gets what the .pptx gives: one page per
// slide titled by the slide, the table slide's table as a table, the picture slide's picture
// stored as the school's image and served. In English at 1366 wide and Indonesian at 375.
import { expect, test } from '@playwright/test';
import { createTopicThroughApi, demo, login, shot } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

const DECK = 'server/readers/documents/fixtures/slides-tata-surya.ppt';
const TITLES = ['Sistem Tata Surya', 'Anggota Tata Surya', 'Data Planet Dalam', 'Urutan Planet dari Matahari', 'Langkah Membuat Model Tata Surya', 'Terima Kasih'];
const made = { en: /^6 pages made\./, id: /^6 halaman dibuat\./ } as const;

for (const [language, width] of [
  ['en', 1366],
  ['id', 375],
] as const) {
  test(`${language} at ${width}: a .ppt deck becomes one page per slide, titled, with its table and picture`, async ({ page }) => {
    const suffix = `${language}-${width}`;
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    await login(page, demo.admin);
    const topic = await createTopicThroughApi(page, { course: `IPA ppt ${suffix} ${Date.now()}`, unit: 'Bumi dan antariksa', topic: `Tata surya ppt ${suffix}` });
    await page.goto(`/${language}/topics/${topic.topicId}`);
    const panel = page.getByTestId('pages-panel');
    await panel.getByTestId('generate-pages-input').setInputFiles(DECK);

    await expect(panel.getByTestId('generation-done')).toHaveText(made[language], { timeout: 90_000 });
    const rows = panel.getByTestId('page-row');
    await expect(rows).toHaveCount(TITLES.length);
    expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual(TITLES);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `generate-pages-ppt-1-pages-${suffix}`);

    // The table slide: a table, its first row the header.
    const editor = page.locator('.ProseMirror');
    await panel.getByRole('link', { name: 'Data Planet Dalam' }).click();
    const table = editor.locator('table');
    await expect(table.locator('tr')).toHaveCount(5);
    await expect(table.locator('tr').first().locator('th')).toHaveText(['Planet', 'Jarak dari Matahari', 'Kala revolusi']);
    await expect(table.locator('tr').nth(1).locator('td')).toHaveText(['Merkurius', '58 juta km', '88 hari']);
    await shot(page, `generate-pages-ppt-2-table-${suffix}`);

    // The picture slide: the picture from the deck's Pictures stream, stored and served.
    await page.goto(`/${language}/topics/${topic.topicId}`);
    await panel.getByRole('link', { name: 'Urutan Planet dari Matahari' }).click();
    const image = editor.locator('img[data-media-id]').first();
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /^\/files\/org\/\d+\/image\//);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 480)).toBe(true);
    await expect(editor).toContainText('Gambar 1. Matahari dan delapan planet');
    await shot(page, `generate-pages-ppt-3-image-${suffix}`);
  });
}
