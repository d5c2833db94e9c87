// The passage editor: its header and Next link, the questions linked to it, saving with the
// version it loaded, a new passage created by its first save, the §8 read-only message for
// a passage imported from the provider, the required passage text, and its sections (a
// server 422 on one shown on that section).
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screen, user, waitFor } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { renderApp } from '../../test/render.tsx';
import { baseHandlers, questionSummary, topicWithItems } from '../../components/editor/test/fixtures.ts';
import { lessonPage, passage } from '../../test/content.ts';

const manual = { user: { autosave_effective: false } };
const textSection = (id: string, content_html: string) => ({ id, content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html });
const videoSection = (id: string, media_url: string) => ({ id, content: '', mime_type: 'text/html', section_content_type: 'external_video' as const, media_url, content_html: '' });
const table = '<table><tbody><tr><td>Penguapan</td><td>Kondensasi</td></tr></tbody></table>';
const saveButton = () => screen.getByTestId('editor-save') as HTMLButtonElement;

function editPassage(reading: ReturnType<typeof passage>) {
  return fakeApi({
    ...baseHandlers(topicWithItems({ passages: [reading] }), manual),
    'GET /map/passages/701': () => json(reading),
    'PUT /map/passages/701': ({ body }) => json({ ...reading, ...(body as object), lock_version: reading.lock_version + 1 }),
  });
}
const sentSections = (api: ReturnType<typeof fakeApi>) => (api.calls.find((call) => call.method === 'PUT')?.body as { sections: unknown[] } | undefined)?.sections;
const titleField = () => screen.findByRole('textbox', { name: /^Title/ }) as Promise<HTMLInputElement>;

describe('passage editor', () => {
  it('lists the questions that use it and links on to the first question', async () => {
    const reading = passage();
    const topic = topicWithItems({
      pages: [lessonPage()],
      passages: [reading],
      questions: [questionSummary(41, 1, { passage_id: 701 }), questionSummary(42, 2), questionSummary(43, 3, { passage_id: 701, content: 'Mengapa air menguap?' })],
    });
    fakeApi({ ...baseHandlers(topic), 'GET /map/passages/701': () => json(reading) });
    renderApp('/en/passages/701');
    expect((await titleField()).value).toBe('Siklus air');
    expect(screen.getByTestId('editor-kind').textContent).toBe('Passage');
    const linked = screen.getByTestId('linked-questions');
    const links = within(linked).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Question 1', '/en/questions/41'],
      ['Question 3', '/en/questions/43'],
    ]);
    expect(linked.textContent).toContain('Mengapa air menguap?');
    expect(screen.getByRole('link', { name: 'Next: Question 1' }).getAttribute('href')).toBe('/en/questions/41');
  });

  it('saves with the version it loaded', async () => {
    const reading = passage({ lock_version: 6 });
    const api = fakeApi({
      ...baseHandlers(topicWithItems({ passages: [reading] }), manual),
      'GET /map/passages/701': () => json(reading),
      'PUT /map/passages/701': ({ body }) => json({ ...reading, ...(body as object), lock_version: 7 }),
    });
    renderApp('/en/passages/701');
    await user.type(await titleField(), ' (1)');
    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(screen.getByTestId('save-indicator').textContent).toContain('Saved!'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'Siklus air (1)',
      content_html: '<p>Air menguap dari laut.</p>',
      sections: [],
      lock_version: 6,
    });
  });

  it('shows a provider passage read-only with the §8 message', async () => {
    const reading = passage({ source: 'provider', read_only: true });
    fakeApi({ ...baseHandlers(topicWithItems({ passages: [reading] })), 'GET /map/passages/701': () => json(reading) });
    renderApp('/en/passages/701');
    expect(await screen.findByText("Question references imported from the provider's courses are not editable.")).toBeTruthy();
    expect((await titleField()).disabled).toBe(true);
    expect(screen.queryByTestId('editor-save')).toBeNull();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
  });

  it('says so in Indonesian too', async () => {
    const reading = passage({ source: 'provider', read_only: true });
    fakeApi({ ...baseHandlers(topicWithItems({ passages: [reading] })), 'GET /map/passages/701': () => json(reading) });
    renderApp('/id/passages/701');
    expect(await screen.findByText('Referensi soal yang diimpor dari kursus penyedia tidak dapat diedit.')).toBeTruthy();
    expect(screen.getByTestId('editor-kind').textContent).toBe('Bacaan');
  });

  it('needs text before a new passage can be created, then creates it once', async () => {
    const api = fakeApi({
      ...baseHandlers(topicWithItems(), manual),
      'POST /map/passages': ({ body }) => json(passage({ ...(body as object), id: 702, lock_version: 0 }), 201),
    });
    const { router } = renderApp('/en/topics/100/passages/new');
    const title = await titleField();
    await user.click(title);
    await user.paste('Fotosintesis');
    expect((screen.getByTestId('editor-save') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('linked-questions').textContent).toContain('Once the passage is saved');
    // The passage text is a rich-text field: its editable area takes the text.
    const area = screen.getByRole('textbox', { name: /Passage text/ });
    await user.click(area);
    await user.keyboard('Tumbuhan membuat makanan.');
    await waitFor(() => expect((screen.getByTestId('editor-save') as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/passages/702'));
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ topic_id: 100, title: 'Fotosintesis' });
    expect((post?.body as { content_html: string }).content_html).toContain('Tumbuhan membuat makanan.');
    // The same editor carries on at the passage's address (EditorSession): nothing remounts.
    expect(await titleField()).toBe(title);
    expect(screen.getByRole('textbox', { name: /Passage text/ })).toBe(area);
    await waitFor(() => expect(screen.getByTestId('linked-questions').textContent).not.toContain('Once the passage is saved'));
  });

  describe('sections', () => {
    it('shows a text section and a video section under the passage text', async () => {
      const reading = passage({ sections: [textSection('s-table', table), videoSection('s-video', 'https://youtu.be/dQw4w9WgXcQ')] });
      editPassage(reading);
      renderApp('/en/passages/701');
      const cards = await screen.findAllByTestId('passage-section');
      expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Section 1 · Text', 'Section 2 · Video']);
      const text = screen.getByRole('textbox', { name: 'Section 1 text' });
      await waitFor(() => expect(text.querySelector('table')?.textContent).toContain('Penguapan'));
      expect((screen.getByRole('textbox', { name: /Section 2 video link/ }) as HTMLInputElement).value).toBe('https://youtu.be/dQw4w9WgXcQ');
      expect(screen.getByTestId('section-video-preview').querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    });

    it('refuses a video section with a bad link, then saves a valid one with the sections in order', async () => {
      const api = editPassage(passage({ sections: [textSection('s-table', table)] }));
      renderApp('/en/passages/701');
      await user.click(await screen.findByRole('button', { name: 'Add video section' }));
      const link = screen.getByRole('textbox', { name: /Section 2 video link/ });
      await user.type(link, 'https://example.com/video');
      expect(await screen.findByText('Enter a valid YouTube or Brightcove video link')).toBeTruthy();
      expect(saveButton().disabled).toBe(true);
      expect(screen.queryByTestId('section-video-preview')).toBeNull();
      await user.click(saveButton());
      expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

      await user.clear(link);
      await user.type(link, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await waitFor(() => expect(saveButton().disabled).toBe(false));
      expect(screen.queryByText('Enter a valid YouTube or Brightcove video link')).toBeNull();
      screen.getByTestId('section-video-preview');
      await user.click(saveButton());
      await waitFor(() => expect(screen.getByTestId('save-indicator').textContent).toContain('Saved!'));
      const sent = sentSections(api);
      expect(sent).toEqual([
        textSection('s-table', table),
        { id: expect.any(String), content: '', mime_type: 'text/html', section_content_type: 'external_video', media_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', content_html: '' },
      ]);
      expect((sent?.[1] as { id: string }).id).not.toBe('s-table');
    });

    it('sends the new order after a section is moved down', async () => {
      const api = editPassage(passage({ sections: [textSection('s-a', '<p>Pertama</p>'), videoSection('s-b', 'https://youtu.be/dQw4w9WgXcQ'), textSection('s-c', '<p>Ketiga</p>')] }));
      renderApp('/en/passages/701');
      expect(((await screen.findByRole('button', { name: 'Move section 1 up' })) as HTMLButtonElement).disabled).toBe(true);
      expect((screen.getByRole('button', { name: 'Move section 3 down' }) as HTMLButtonElement).disabled).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Move section 1 down' }));
      expect(screen.getAllByTestId('passage-section').map((card) => card.getAttribute('data-section-id'))).toEqual(['s-b', 's-a', 's-c']);
      await waitFor(() => expect(saveButton().disabled).toBe(false));
      await user.click(saveButton());
      await waitFor(() => expect(screen.getByTestId('save-indicator').textContent).toContain('Saved!'));
      expect(sentSections(api)?.map((s) => (s as { id: string }).id)).toEqual(['s-b', 's-a', 's-c']);
    });

    it("puts the server's 422 message on the section it names, not in a general alert", async () => {
      const reading = passage({ sections: [textSection('s-a', '<p>Pertama</p>'), textSection('s-b', '<p>Kedua <img src="/files/x" data-media-id="99"></p>')] });
      fakeApi({
        ...baseHandlers(topicWithItems({ passages: [reading] }), manual),
        'GET /map/passages/701': () => json(reading),
        'PUT /map/passages/701': () =>
          json({ error: 'unprocessable_entity', message: 'Invalid', fields: { 'sections.1.content_html': 'This image or audio file was not found. Upload it again.' } }, 422),
      });
      renderApp('/en/passages/701');
      await user.type(await titleField(), '!');
      await user.click(saveButton());
      const cards = await screen.findAllByTestId('passage-section');
      expect(await within(cards[1]!).findByText('This image or audio file was not found. Upload it again.')).toBeTruthy();
      expect(within(cards[0]!).queryByText(/not found/)).toBeNull();
      expect(screen.getByTestId('save-indicator').textContent).toContain('Not saved');
      expect(screen.queryByTestId('save-problem')).toBeNull();
    });

    it('asks before removing a section that has content, not an empty one', async () => {
      const api = editPassage(passage({ sections: [textSection('s-a', '<p>Pertama</p>')] }));
      renderApp('/en/passages/701');
      await user.click(await screen.findByRole('button', { name: 'Add text section' }));
      expect(screen.getAllByTestId('passage-section')).toHaveLength(2);
      await user.click(screen.getByRole('button', { name: 'Remove section 2' }));
      expect(screen.getAllByTestId('passage-section')).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Remove section 1' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove this section?' });
      await user.click(within(dialog).getByRole('button', { name: 'Remove section' }));
      await waitFor(() => expect(screen.queryAllByTestId('passage-section')).toHaveLength(0));
      await user.click(saveButton());
      await waitFor(() => expect(screen.getByTestId('save-indicator').textContent).toContain('Saved!'));
      expect(sentSections(api)).toEqual([]);
    });
  });
});
