// "Add alternative text" on the publish page: the finding names the item and opens a modal of
// its images without alt (thumbnail + required text), saved through the item's own PUT with the
// version read, then the tree is read again; a 409 keeps the typed text and reads the newest
// version; a question's passage images are saved on the passage. Other findings link to the editor.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validationCatalogues } from '../../../../domain/messages/index.ts';
import { validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import type { Page, Passage } from '../../../../domain/schemas/content.ts';
import type { PublishTree } from '../../../../domain/schemas/publishing.ts';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import { lessonPage, passage as passageReply, questionOf } from '../../../test/content.ts';
import { renderApp } from '../../../test/render.tsx';
import { COURSE_ID, page, publishingHandlers, question, topic, tree, unit } from '../test/fixtures.ts';

const ALT_MISSING = validationCatalogues.en.warning_image_alt_missing!;
const VAGUE = validationCatalogues.en.warning_link_text_vague!;

const warnedTree = (warnings: string[], kind: 'page' | 'question' = 'page'): PublishTree =>
  tree([
    unit(10, 'Bilangan', [
      topic(100, 'Bilangan bulat', kind === 'page' ? { chapters: [page(501, 'Persamaan kuadrat', { warnings })] } : { chapters: [], questions: [question(7, 'Lihat gambar', { warnings })] }),
    ]),
  ]);

const itemRow = async (title: string) => (await screen.findByRole('checkbox', { name: new RegExp(`^Select (page|question) ${title}`) })).closest('[data-testid="publish-item"]') as HTMLElement;

describe('publish page: fixing images without alternative text in place', () => {
  it('lists the images lacking alt, requires a text for each and saves them with the version read', async () => {
    const state = { tree: warnedTree([ALT_MISSING, VAGUE]) };
    let stored: Page = lessonPage({
      content: '<p>Lihat <img src="/files/a.png"> dan <img src="/files/b.png" alt=""> serta <img src="/files/c.png" alt="Sudah ada"></p>',
      lock_version: 3,
    });
    const api = fakeApi({
      ...publishingHandlers(state),
      'GET /content/chapters/501': () => json(stored),
      'PUT /content/chapters/501': ({ body }) => {
        stored = { ...stored, ...(body as Partial<Page>), lock_version: stored.lock_version + 1 };
        state.tree = warnedTree([VAGUE]);
        return json(stored);
      },
    });
    renderApp(`/en/courses/${COURSE_ID}/publish`);
    const row = await itemRow('Persamaan kuadrat');
    // The other finding is fixed in the editor.
    expect(within(row).getByRole('link', { name: 'Open in editor: Persamaan kuadrat' }).getAttribute('href')).toBe('/en/chapters/501');
    await user.click(within(row).getByRole('button', { name: 'Add alternative text: Persamaan kuadrat' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add alternative text' });
    await within(dialog).findByRole('textbox', { name: /Alternative text for image 1/ });
    // Two images lack alt (missing, blank); the described one is not asked about.
    expect(within(dialog).getAllByTestId('alt-text-image')).toHaveLength(2);
    expect(within(dialog).getByRole('img', { name: 'Image 1' }).getAttribute('src')).toBe('/files/a.png');
    expect(within(dialog).getByRole('img', { name: 'Image 2' }).getAttribute('src')).toBe('/files/b.png');

    // Each text is required: nothing is sent while one is blank.
    await user.type(within(dialog).getByRole('textbox', { name: /Alternative text for image 1/ }), 'Grafik parabola');
    await user.click(within(dialog).getByRole('button', { name: 'Save alternative text' }));
    await within(dialog).findByText('Describe this image');
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Alternative text for image 2/ }));

    await user.type(within(dialog).getByRole('textbox', { name: /Alternative text for image 2/ }), 'Titik "puncak" & sumbu');
    await user.click(within(dialog).getByRole('button', { name: 'Save alternative text' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add alternative text' })).toBeNull());
    const put = api.calls.find((c) => c.method === 'PUT')!.body as Page & { lock_version: number };
    expect(put.lock_version).toBe(3);
    expect(put.content).toBe(
      '<p>Lihat <img alt="Grafik parabola" src="/files/a.png"> dan <img src="/files/b.png" alt="Titik &quot;puncak&quot; &amp; sumbu"> serta <img src="/files/c.png" alt="Sudah ada"></p>',
    );
    expect(put.title).toBe('Persamaan kuadrat');
    // The tree is read again: the finding is gone, the other one stays.
    await waitFor(() => expect(within(row).queryByText(ALT_MISSING)).toBeNull());
    within(row).getByText(VAGUE);
    expect(within(row).queryByRole('button', { name: /Add alternative text/ })).toBeNull();
  });

  it('keeps the typed text on a 409 and saves it onto the newest version', async () => {
    const state = { tree: warnedTree([ALT_MISSING]) };
    let stored: Page = lessonPage({ content: '<p><img src="/files/a.png"></p>', lock_version: 3 });
    let conflicts = 1;
    const api = fakeApi({
      ...publishingHandlers(state),
      'GET /content/chapters/501': () => json(stored),
      'PUT /content/chapters/501': ({ body }) => {
        if (conflicts-- > 0) {
          // Someone else saved a new title meanwhile.
          stored = { ...stored, title: 'Judul baru', lock_version: 4 };
          return json({ error: 'conflict', message: 'Stale', current: stored }, 409);
        }
        stored = { ...stored, ...(body as Partial<Page>), lock_version: stored.lock_version + 1 };
        state.tree = warnedTree([]);
        return json(stored);
      },
    });
    renderApp(`/en/courses/${COURSE_ID}/publish`);
    const row = await itemRow('Persamaan kuadrat');
    await user.click(within(row).getByRole('button', { name: /Add alternative text/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add alternative text' });
    const field = await within(dialog).findByRole('textbox', { name: /Alternative text for image 1/ });
    await user.type(field, 'Grafik parabola');
    await user.click(within(dialog).getByRole('button', { name: 'Save alternative text' }));

    expect((await within(dialog).findByTestId('alt-text-failure')).textContent).toContain('Someone else saved this page while you were writing');
    expect((within(dialog).getByRole('textbox', { name: /Alternative text for image 1/ }) as HTMLTextAreaElement).value).toBe('Grafik parabola');
    await user.click(within(dialog).getByRole('button', { name: 'Save alternative text' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add alternative text' })).toBeNull());
    const puts = api.calls.filter((c) => c.method === 'PUT').map((c) => c.body as Page & { lock_version: number });
    expect(puts.map((p) => p.lock_version)).toEqual([3, 4]);
    // Their title is kept, my alt text is added.
    expect(puts[1]!.title).toBe('Judul baru');
    expect(puts[1]!.content).toBe('<p><img alt="Grafik parabola" src="/files/a.png"></p>');
  });

  it('saves a question’s own images on it and its passage’s on the passage', async () => {
    const state = { tree: warnedTree([ALT_MISSING], 'question') };
    const doc = { ...validQuestion('multiple_choice'), content_html: '<p>Lihat <img src="/files/q.png"></p>', passage_id: 701 };
    const stored = questionOf(doc, { id: 7, lock_version: 2 });
    const reading: Passage = passageReply({ content_html: '<p><img src="/files/p.png"></p>', lock_version: 5 });
    const api = fakeApi({
      ...publishingHandlers(state),
      'GET /map/questions/7': () => json(stored),
      'GET /map/passages/701': () => json(reading),
      'PUT /map/questions/7': ({ body }) => json({ ...stored, ...(body as object), lock_version: 3 }),
      'PUT /map/passages/701': ({ body }) => json({ ...reading, ...(body as object), lock_version: 6 }),
    });
    renderApp(`/en/courses/${COURSE_ID}/publish`);
    const row = await itemRow('Lihat gambar');
    await user.click(within(row).getByRole('button', { name: /Add alternative text/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add alternative text' });
    await within(dialog).findByRole('textbox', { name: /Alternative text for image 2/ });
    within(dialog).getByText('In the passage this question reads');
    await user.type(within(dialog).getByRole('textbox', { name: /Alternative text for image 1/ }), 'Segitiga siku-siku');
    await user.type(within(dialog).getByRole('textbox', { name: /Alternative text for image 2/ }), 'Peta Jawa');
    await user.click(within(dialog).getByRole('button', { name: 'Save alternative text' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add alternative text' })).toBeNull());
    const question = api.calls.find((c) => c.method === 'PUT' && c.path === '/map/questions/7')!.body as { content_html: string; lock_version: number; answers: unknown[] };
    expect(question.content_html).toBe('<p>Lihat <img alt="Segitiga siku-siku" src="/files/q.png"></p>');
    expect(question.lock_version).toBe(2);
    expect(question.answers).toHaveLength(doc.answers.length);
    const passage = api.calls.find((c) => c.method === 'PUT' && c.path === '/map/passages/701')!.body as { content_html: string; lock_version: number };
    expect(passage).toMatchObject({ content_html: '<p><img alt="Peta Jawa" src="/files/p.png"></p>', lock_version: 5 });
  });

  it('speaks Indonesian and recognises the finding in either language', async () => {
    fakeApi({ ...publishingHandlers({ tree: warnedTree([validationCatalogues.id.warning_image_alt_missing!]) }), 'GET /content/chapters/501': () => json(lessonPage({ content: '<img src="/files/a.png">' })) });
    renderApp(`/id/courses/${COURSE_ID}/publish`);
    const row = (await screen.findByRole('checkbox', { name: /^Pilih halaman Persamaan kuadrat/ })).closest('[data-testid="publish-item"]') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Buka di editor: Persamaan kuadrat' }).getAttribute('href')).toBe('/id/chapters/501');
    await user.click(within(row).getByRole('button', { name: 'Tambahkan teks alternatif: Persamaan kuadrat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambahkan teks alternatif' });
    await within(dialog).findByRole('textbox', { name: /Teks alternatif untuk gambar 1/ });
  });
});
