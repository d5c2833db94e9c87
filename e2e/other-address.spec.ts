// §1: Pena works at any address the browser reaches it on, not only PUBLIC_URL. The server
// runs with PUBLIC_URL http://localhost:<port> (its default); this spec browses it at
// http://127.0.0.1:<port>, uploads an image into a text page and a course icon, and sees both
// load: upload forms and file addresses are relative, so they follow the browser's origin.
import { expect, test } from '@playwright/test';
import { apiPost, createTopicThroughApi, demo, login } from './helpers.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
test.use({ baseURL: `http://127.0.0.1:${port}` });

/** A 1×1 PNG: the server checks uploads by their bytes. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('uploads and files work at 127.0.0.1 while PUBLIC_URL is localhost', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, demo.editor);
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  const name = 'Kimia di alamat lain';
  const { courseId, topicId } = await createTopicThroughApi(page, { course: name, unit: 'Larutan', topic: 'Konsentrasi' });
  const chapter = await apiPost(page, '/content/chapters', { topic_id: topicId, type: 'text', title: 'Molaritas', content: '<p>Satuan mol per liter.</p>' });

  // An image into a text page: the upload form posts to this origin, and the image shows.
  await page.goto(`/en/chapters/${chapter.id}`);
  const area = page.getByRole('textbox', { name: /^Content/ });
  await expect(area).toContainText('Satuan mol per liter.', { timeout: 20_000 });
  await page.getByTestId('rich-text-image-input').setInputFiles({ name: 'grafik.png', mimeType: 'image/png', buffer: png });
  const image = area.locator('img[data-media-id]');
  await expect(image).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByText('Media upload failed')).toHaveCount(0);
  expect(await image.getAttribute('src')).toMatch(/^\/files\//);
  await expect.poll(() => image.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBe(1);

  // A course icon: uploaded in the course form, then shown in the course list.
  await page.goto(`/en/courses/${courseId}/edit`);
  const icons = page.getByRole('radiogroup', { name: 'Course icon' });
  await expect(icons.getByRole('radio').nth(1)).toBeVisible();
  await icons.locator('input[type="file"]').setInputFiles({ name: 'ikon-kimia.png', mimeType: 'image/png', buffer: png });
  await expect(icons.getByRole('radio', { checked: true })).toHaveAccessibleName('ikon-kimia.png');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/courses/${courseId}$`));

  await page.goto(`/en/?q=${encodeURIComponent(name)}`);
  const icon = page.getByTestId(`course-row-${courseId}`).locator('img');
  await expect(icon).toHaveAttribute('src', /^\/files\//);
  await expect.poll(() => icon.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBe(1);
});
