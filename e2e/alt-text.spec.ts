// Alternative text, asked for and fixed in place (WCAG 1.1.1, ATAG B.2.3 and B.3.1): a teacher
// uploads an image into a page and the editor asks for its alt text at once (skipped here, so
// the image stays without); the publish page then names the page with the finding "image without
// alternative text" and its "Add alternative text" modal shows the image with a field; saved,
// the finding is gone and the page's editor has the image with its text. In English at 1366
// and Indonesian at 375 wide, with screenshots of the prompt and the modal at both widths.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiPost, createTopicThroughApi, demo, login, shot } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYGD4z8DAwMDAxMDAAAAWKAEDPtzM/wAAAABJRU5ErkJggg==', 'base64');

const words = {
  en: {
    content: /^Content/,
    prompt: 'Describe the image you added',
    skip: 'Skip',
    finding: 'An image has no alternative text for learners who cannot see it',
    add: 'Add alternative text',
    field: /Alternative text for image 1/,
    save: 'Save alternative text',
    required: 'Describe this image',
    alt: 'Peta Pulau Jawa dengan gunung berapi ditandai merah',
  },
  id: {
    content: /^Isi/,
    prompt: 'Jelaskan gambar yang Anda tambahkan',
    skip: 'Lewati',
    finding: 'Ada gambar tanpa teks alternatif bagi siswa yang tidak dapat melihatnya',
    add: 'Tambahkan teks alternatif',
    field: /Teks alternatif untuk gambar 1/,
    save: 'Simpan teks alternatif',
    required: 'Jelaskan gambar ini',
    alt: 'Peta Pulau Jawa dengan gunung berapi ditandai merah',
  },
} as const;

const WIDTHS = { wide: { width: 1366, height: 900 }, phone: { width: 375, height: 812 } };

/** Screenshots of what is open now at both widths, back to `size` after. */
async function shotBoth(page: Page, name: string, size: { width: number; height: number }) {
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await shot(page, `${name}-${label}`);
  }
  await page.setViewportSize(size);
}

for (const [language, size] of [['en', WIDTHS.wide], ['id', WIDTHS.phone]] as const) {
  test(`an image's alt text is asked for in the editor and added from the publish page (${language})`, async ({ page }) => {
    const w = words[language];
    await page.setViewportSize(size);
    await login(page, demo.publisher);
    const names = { course: `Geografi alt ${language} ${Date.now()}`, unit: 'Peta', topic: `Pulau Jawa ${language}` };
    const { courseId, topicId } = await createTopicThroughApi(page, names);
    const chapter = await apiPost(page, '/content/chapters', { topic_id: topicId, type: 'text', title: 'Membaca peta', content: '<p>Perhatikan peta berikut.</p>', sections: [] });

    // The editor asks for the alt text right after the upload; skipped, the image stays without.
    await page.goto(`/${language}/chapters/${chapter.id}`);
    const area = page.getByRole('textbox', { name: w.content });
    await expect(area).toContainText('Perhatikan peta berikut.', { timeout: 20_000 });
    await page.getByTestId('rich-text-image-input').setInputFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: PNG });
    const prompt = page.getByRole('dialog', { name: w.prompt });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(prompt.getByRole('textbox')).toHaveValue('');
    await expect(prompt.getByRole('textbox')).toBeFocused();
    await shotBoth(page, `alt-text-prompt-${language}`, size);
    await prompt.getByRole('button', { name: w.skip }).click();
    await expect(prompt).toBeHidden();
    const image = area.locator('img[data-media-id]');
    await expect(image).toHaveCount(1);
    expect(await image.getAttribute('alt')).toBeNull();
    await page.getByTestId('editor-save').click();
    await expect(page.getByTestId('save-indicator')).toContainText(language === 'en' ? 'Saved' : 'Tersimpan');

    // The publish page names the page with the finding and fixes it in place.
    await page.goto(`/${language}/courses/${courseId}/publish`);
    const row = page.getByTestId('publish-item').filter({ hasText: 'Membaca peta' });
    await expect(row.getByText(w.finding)).toBeVisible({ timeout: 20_000 });
    await row.getByRole('button', { name: new RegExp(`^${w.add}`) }).click();
    const modal = page.getByRole('dialog', { name: w.add });
    const field = modal.getByRole('textbox', { name: w.field });
    await expect(field).toBeVisible();
    const thumbnail = modal.getByRole('img', { name: /1$/ });
    await expect.poll(() => thumbnail.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBe(2);
    await modal.getByRole('button', { name: w.save }).click();
    await expect(modal.getByText(w.required)).toBeVisible();
    await field.fill(w.alt);
    await shotBoth(page, `alt-text-modal-${language}`, size);
    await modal.getByRole('button', { name: w.save }).click();
    await expect(modal).toBeHidden();
    await expect(row.getByText(w.finding)).toHaveCount(0);
    await expect(row.getByRole('button', { name: new RegExp(`^${w.add}`) })).toHaveCount(0);

    // The editor has the image with its text.
    await page.goto(`/${language}/chapters/${chapter.id}`);
    await expect(area.locator('img[data-media-id]')).toHaveAttribute('alt', w.alt, { timeout: 20_000 });
  });
}
