// The shared rich-text editor in a real browser, on a text page as a teacher writes one:
// typing, a formula typed as [% %] and one made in the equation modal (MathLive, with a
// matrix), a wide image that is resized to 1200 px before upload, an embedded video, a
// table, and a paste of Word's clipboard HTML. After saving and reloading everything is
// there, and the stored HTML keeps math as [% %] text and media by id. Screenshots of the
// toolbar, the page and the equation modal in English and Indonesian.
import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { apiPost, createTopicThroughApi, demo, login, shot, shotOf } from './helpers.ts';

// A PNG of the given size (a colour gradient), written by hand: no image library needed.
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * row + 1 + x * 3;
      raw[at] = Math.round((x * 255) / width);
      raw[at + 1] = 140;
      raw[at + 2] = Math.round((y * 255) / height);
    }
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
}

// What Chrome's clipboard holds after copying from Word for Windows (shortened).
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style><!-- p.MsoNormal {mso-style-parent:"";} --></style></head>
<body lang=IN><!--StartFragment--><h2 style='mso-outline-level:2'>Rumus gerak lurus<o:p></o:p></h2>
<p class=MsoNormal>Benda bergerak dengan <b>kecepatan tetap</b> dan <i>percepatan nol</i>.<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Jarak<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Waktu<o:p></o:p></p>
<table class=MsoTableGrid border=1 style='border-collapse:collapse;mso-yfti-tbllook:1184'><tr><td width=200 valign=top><p class=MsoNormal><b>Besaran<o:p></o:p></b></p></td><td width=200 valign=top><p class=MsoNormal><b>Satuan<o:p></o:p></b></p></td></tr>
<tr><td width=200 valign=top><p class=MsoNormal>Kecepatan<o:p></o:p></p></td><td width=200 valign=top><p class=MsoNormal>m/s<o:p></o:p></p></td></tr></table>
<!--EndFragment--></body></html>`;

const contentArea = (page: Page) => page.getByRole('textbox', { name: /^(Content|Isi)/ });

/** Pastes HTML into the focused editor the way the browser does (a paste event with a clipboard). */
async function pasteHtml(area: Locator, html: string) {
  await area.evaluate((element, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', 'Word');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

test('a text page with typing, math, a resized image, a video, a table and a Word paste survives a reload', async ({ page }) => {
  test.setTimeout(150_000);
  await login(page, demo.editor);
  const topicId = (await createTopicThroughApi(page, { course: 'Fisika Kelas 10', unit: 'Gerak lurus', topic: 'Kecepatan dan percepatan' })).topicId;
  const created = await apiPost(page, '/content/chapters', {
    topic_id: topicId,
    type: 'text',
    title: 'Gerak lurus beraturan',
    content: '<p>Kecepatan rata-rata:</p>',
  });
  await page.goto(`/en/chapters/${created.id}`);
  const area = contentArea(page);
  await expect(area).toContainText('Kecepatan rata-rata:');

  // Typing, and a formula typed with its delimiters renders as soon as it closes.
  await area.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' [%v = \\frac{s}{t}%] in metres per second.');
  await expect(area.locator('.pena-math-node .katex')).toHaveCount(1);
  await expect(area).toContainText('in metres per second.');

  // The equation modal: MathLive with a matrix from the matrix control.
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Insert equation' }).click();
  const modal = page.getByRole('dialog', { name: 'Insert equation' });
  const field = modal.locator('math-field');
  await expect(field).toBeFocused();
  await page.keyboard.type('M=');
  await expect.poll(() => field.evaluate((el) => (el as HTMLElement & { value: string }).value)).toBe('M=');
  await modal.getByRole('button', { name: 'Matrix' }).click();
  const rows = page.getByRole('textbox', { name: 'Rows' });
  await rows.fill('3');
  await page.getByRole('textbox', { name: 'Columns' }).fill('3');
  await page.getByRole('button', { name: 'Insert 3 × 3 matrix' }).click();
  await expect(field).toBeFocused();
  for (const cell of ['1', '0', '0', '0', '1', '0', '0', '0', '1']) {
    await page.keyboard.type(cell);
    await page.keyboard.press('Tab');
  }
  await expect.poll(() => field.evaluate((el) => (el as HTMLElement & { value: string }).value)).toContain('\\begin{bmatrix}');
  await modal.getByText('On its own line').click();
  await shot(page, 'rich-text-equation-en');
  await modal.getByRole('button', { name: 'Save equation' }).click();
  await expect(modal).toBeHidden();
  await expect(area.locator('.pena-math-node.pena-math-display .katex-display')).toHaveCount(1);

  // A 2400 px wide image goes up resized to 1200 px and carries its media id.
  await page.getByTestId('rich-text-image-input').setInputFiles({ name: 'grafik.png', mimeType: 'image/png', buffer: png(2400, 800) });
  const image = area.locator('img[data-media-id]');
  await expect(image).toHaveCount(1, { timeout: 20_000 });
  await expect.poll(() => image.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1200);
  expect(await image.evaluate((el) => (el as HTMLImageElement).naturalHeight)).toBe(400);
  // The editor asks for the new image's alternative text.
  const altPrompt = page.getByRole('dialog', { name: 'Describe the image you added' });
  await altPrompt.getByRole('textbox', { name: /Alternative text/ }).fill('Grafik jarak terhadap waktu');
  await altPrompt.getByRole('button', { name: 'Save alternative text' }).click();
  await expect(altPrompt).toBeHidden();
  await expect(image).toHaveAttribute('alt', 'Grafik jarak terhadap waktu');

  // An embedded video from a YouTube link; a wrong link shows the rule's message first.
  await page.getByRole('button', { name: 'Embed video' }).click();
  const embed = page.getByRole('dialog', { name: 'Embed video' });
  await embed.getByRole('textbox').fill('https://vimeo.com/76979871');
  await expect(embed.getByText('Enter a valid YouTube or Brightcove video link')).toBeVisible();
  await embed.getByRole('textbox').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await embed.getByRole('button', { name: 'Embed video' }).click();
  await expect(area.locator('.pena-embed iframe[data-embed="youtube"]')).toHaveCount(1);

  // A table, typed into.
  await page.getByRole('button', { name: 'Insert table' }).click();
  // The toolbar hands the caret to the editor on the next frame: type once it is in the first cell.
  await expect(area).toBeFocused();
  await expect
    .poll(() => area.evaluate(() => window.getSelection()?.anchorNode?.parentElement?.closest('th') !== null))
    .toBe(true);
  await page.keyboard.type('Waktu (s)');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Jarak (m)');
  await expect(area.locator('table th').first()).toHaveText('Waktu (s)');

  // Word's HTML keeps its structure.
  await page.keyboard.press('Control+End');
  // The caret moves by the browser's own key handling; the editor takes it from the
  // selectionchange that follows. Paste only once the editor's own selection (TipTap puts the
  // editor on its element) has left the table: the DOM's may be there a moment earlier.
  await expect
    .poll(() => area.evaluate((element) => (element as HTMLElement & { editor?: { isActive(name: string): boolean } }).editor?.isActive('table')))
    .toBe(false);
  await pasteHtml(area, WORD_HTML);
  await expect(area.locator('h2', { hasText: 'Rumus gerak lurus' })).toBeVisible();
  await expect(area.locator('strong', { hasText: 'kecepatan tetap' })).toBeVisible();
  await expect(area.locator('em', { hasText: 'percepatan nol' })).toBeVisible();
  await expect(area.locator('ul > li')).toHaveText(['Jarak', 'Waktu']);
  await expect(area.locator('table')).toHaveCount(2);
  await expect(area).not.toContainText('mso-');
  await expect(area).not.toContainText('·');

  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'rich-text-page-en');
  await shotOf(page.getByRole('toolbar', { name: 'Formatting' }), 'rich-text-toolbar-en');

  await page.getByTestId('editor-save').click();
  await expect(page.getByTestId('save-indicator')).toContainText('Saved!');
  const stored = (await (await page.request.get(`/content/chapters/${created.id}`)).json()) as { content: string };
  expect(stored.content).toContain('[%v = \\frac{s}{t}%]');
  expect(stored.content).toMatch(/\[\[%M=\\begin\{bmatrix\}1 ?&amp; ?0 ?&amp; ?0/);
  expect(stored.content).toMatch(/<img [^>]*data-media-id="\d+"/);
  expect(stored.content).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ" data-embed="youtube"');
  expect(stored.content).toContain('<h2>Rumus gerak lurus</h2>');
  expect(stored.content).toContain('<ul><li><p>Jarak</p></li><li><p>Waktu</p></li></ul>');
  expect(stored.content).not.toMatch(/mso-|<o:p|data-pena-math/);

  await page.reload();
  await expect(area.locator('.pena-math-node .katex')).toHaveCount(2);
  await expect(area.locator('img[data-media-id]')).toHaveCount(1);
  await expect(area.locator('.pena-embed iframe')).toHaveCount(1);
  await expect(area.locator('table')).toHaveCount(2);

  // Clicking a formula opens it in the modal; unsaved changes ask before they are dropped.
  await area.locator('.pena-math-node').first().click();
  const edit = page.getByRole('dialog', { name: 'Edit equation' });
  await expect(edit.locator('math-field')).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type('+1');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Discard equation changes?' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(edit).toBeHidden();

  // The same page in Indonesian.
  await page.goto(`/id/chapters/${created.id}`);
  await expect(area.locator('.pena-math-node .katex')).toHaveCount(2);
  await expect(page.getByRole('toolbar', { name: 'Format teks' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'rich-text-page-id');
  await shotOf(page.getByRole('toolbar', { name: 'Format teks' }), 'rich-text-toolbar-id');
  await area.locator('.pena-math-node.pena-math-display').click();
  const editId = page.getByRole('dialog', { name: 'Ubah persamaan' });
  await expect(editId.locator('math-field')).toBeVisible();
  await editId.getByRole('button', { name: 'Matriks' }).click();
  await expect(page.getByText('Paling banyak 9 baris dan 9 kolom.')).toBeVisible();
  await shot(page, 'rich-text-equation-id');
});

test('a link is checked in its dialog, a pasted picture is uploaded, and a failed upload leaves a note', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, demo.editor);
  const topicId = (await createTopicThroughApi(page, { course: 'Fisika Kelas 10', unit: 'Gerak lurus', topic: 'Kecepatan dan percepatan' })).topicId;
  const created = await apiPost(page, '/content/chapters', { topic_id: topicId, type: 'text', title: 'Tautan', content: '<p>Baca panduan ini</p>' });
  await page.goto(`/en/chapters/${created.id}`);
  const area = contentArea(page);
  await area.locator('p').first().dblclick();
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert link' });
  await dialog.getByRole('textbox', { name: /Link address/ }).fill('htp:/wrong');
  await expect(dialog.getByText('Enter a valid link that starts with http:// or https://')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save link' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Link address/ }).fill('kemdikbud.go.id');
  await dialog.getByRole('button', { name: 'Save link' }).click();
  await expect(area.locator('a[href="https://kemdikbud.go.id/"]')).toHaveCount(1);

  // A picture pasted from the clipboard (a screenshot) is uploaded like a picked one.
  await area.evaluate((element, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'screenshot.png', { type: 'image/png' }));
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, png(320, 200).toString('base64'));
  await expect(area.locator('img[data-media-id]')).toHaveCount(1, { timeout: 15_000 });
  await expect(area.locator('img[data-media-id]')).toHaveAttribute('width', '320');

  // Storage refuses the file (not an image by content): the note says so.
  await page.keyboard.press('End');
  await page.getByTestId('rich-text-image-input').setInputFiles({ name: 'not-an-image.png', mimeType: 'image/png', buffer: Buffer.from('plain text') });
  await expect(page.getByRole('alert').filter({ hasText: 'Media upload failed' })).toBeVisible({ timeout: 15_000 });
  await expect(area.locator('img[data-media-id]')).toHaveCount(1);
});
