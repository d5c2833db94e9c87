// Version history in the page editor as a teacher uses it: the panel lists the versions newest
// first a page at a time (who, when, what happened); a version is compared with the current
// draft and two versions with each other, word by word with formulas and tables as they show;
// a restore goes through the conflict-safe save (the editor shows it, a stale one opens the
// conflict dialog, unsaved changes are saved first); a read-only page offers no restore; and
// "Changed since published" compares what students get with the draft.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../domain/schemas/content.ts';
import { baseHandlers, pageServer, topicWithItems } from '../../components/editor/test/fixtures.ts';
import { lessonPage } from '../../test/content.ts';
import { screen, user, waitFor } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { renderApp } from '../../test/render.tsx';
import { historyHandlers, version } from './test/fixtures.ts';

const manual = { user: { autosave_effective: false } };
const titleField = () => screen.findByRole('textbox', { name: /Page title/ }) as Promise<HTMLInputElement>;

const documentOf = (page: Page) => ({
  type: page.type,
  title: page.title,
  content: page.content,
  sections: page.sections,
  video_url: page.video_url,
  video_description: page.video_description,
  duration: page.duration,
});

/** The page as stored now (version 2) and an older version 1 with a formula and a table. */
function pageWithHistory(pageOverrides: Partial<Page> = {}) {
  const server = pageServer(lessonPage(pageOverrides));
  const older = {
    ...documentOf(server.stored),
    title: 'Persamaan',
    content: '<p>Bentuk <strong>ax² + bx + c = 0</strong> dan [%x^2 - 1%].</p><table><tbody><tr><td><p>a</p></td><td><p>b</p></td></tr></tbody></table>',
  };
  const versions = [version(2, documentOf(server.stored), { lock_version: 3 }), version(1, older, { kind: 'created', lock_version: 1 })];
  const history = historyHandlers('/content/chapters/501', {
    versions,
    restore: (restored, lockVersion) => {
      if (lockVersion !== server.stored.lock_version) return json({ error: 'conflict', message: 'A newer version was saved.', current: server.stored }, 409);
      server.saveElsewhere(restored.document as Partial<Page>);
      return json(server.stored);
    },
  });
  return { server, versions, handlers: { ...server.handlers, ...history } };
}

async function openHistory() {
  await user.click(await screen.findByTestId('history-button'));
  const panel = await screen.findByTestId('history-panel');
  await within(panel).findAllByTestId('version-row');
  return panel;
}

const rows = (panel: HTMLElement) => within(panel).getAllByTestId('version-row');

describe('the history panel', () => {
  it('lists the versions newest first with what happened, who and when, a page at a time', async () => {
    const server = pageServer(lessonPage());
    const doc = documentOf(server.stored);
    const older = Array.from({ length: 13 }, (_, i) => version(13 - i, doc));
    const versions = [
      version(20, doc, { kind: 'published' }),
      version(19, doc, { kind: 'restored', source: { item_type: 'page', item_id: 501, version_id: 3 } }),
      version(18, doc, { kind: 'copied', source: { item_type: 'page', item_id: 42, version_id: 7 } }),
      version(17, doc, { kind: 'generated' }),
      version(16, doc, { kind: 'imported' }),
      version(15, doc, { author: null }),
      version(14, doc, { author: { id: 3, name: 'Dewi Lestari' } }),
      ...older,
    ];
    versions.at(-1)!.kind = 'created';
    const api = fakeApi({ ...baseHandlers(topicWithItems({ pages: [server.stored] })), ...server.handlers, ...historyHandlers('/content/chapters/501', { versions }) });
    renderApp('/en/chapters/501');
    const panel = await openHistory();

    expect(within(panel).getByTestId('history-count').textContent).toBe('20 versions');
    const shown = rows(panel);
    expect(shown).toHaveLength(15);
    expect(shown[0]!.textContent).toContain('Published');
    expect(shown[0]!.textContent).toContain('Siti Rahmawati');
    expect(shown[0]!.querySelector('time')?.getAttribute('dateTime')).toBe(versions[0]!.saved_at);
    expect(shown[0]!.querySelector('time')?.textContent).toMatch(/2026/);
    expect(shown[0]!.textContent).toMatch(/ago|yesterday/);
    expect(shown[1]!.textContent).toContain('Restored');
    expect(shown[2]!.textContent).toContain('Copied from another page');
    expect(within(shown[2]!).getByRole('link', { name: 'Open the original' }).getAttribute('href')).toBe('/en/chapters/42');
    expect(shown[3]!.textContent).toContain('Generated from a file');
    expect(shown[4]!.textContent).toContain('Imported');
    expect(shown[5]!.textContent).toContain('a former member');
    expect(shown[6]!.textContent).toContain('Dewi Lestari');
    expect(shown[7]!.textContent).toContain('Edited');
    // The newest version is what is stored: nothing to restore there.
    expect(within(shown[0]!).queryByTestId('restore-version')).toBeNull();
    expect(within(shown[1]!).getByTestId('restore-version')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rows(panel)).toHaveLength(5));
    expect(rows(panel).at(-1)!.textContent).toContain('Created');
    expect(api.calls.filter((call) => call.path === '/content/chapters/501/versions').map((call) => call.search)).toEqual(['?page=1&per=15', '?page=2&per=15']);
  });

  it('compares a version with the current draft word by word, and two versions with each other', async () => {
    const { handlers } = pageWithHistory();
    fakeApi({ ...baseHandlers(topicWithItems({ pages: [lessonPage()] }), manual), ...handlers });
    renderApp('/en/chapters/501');
    await user.type(await titleField(), ' baru');
    const panel = await openHistory();

    await user.click(within(rows(panel)[1]!).getByRole('checkbox'));
    const compare = within(panel).getByTestId('compare-versions');
    expect(compare.textContent).toBe('Compare with current draft');
    await user.click(compare);
    const view = await screen.findByTestId('compare-view');
    const sides = within(view).getByTestId('compare-sides');
    expect(sides.textContent).toContain('Created');
    expect(sides.textContent).toContain('Current draft');

    const title = view.querySelector('[data-field="title"]')!;
    expect(title.getAttribute('data-changed')).toBe('true');
    expect(title.querySelector('ins')?.textContent).toBe('inserted: kuadrat baru');
    const content = view.querySelector('[data-field="content"]') as HTMLElement;
    const [before, after] = within(content).getAllByTestId(/compare-(before|after)/);
    // The formula is deleted whole and shown as a formula; the table is still a table.
    expect(before!.querySelector('del .katex')).not.toBeNull();
    expect(before!.querySelector('table td')?.textContent).toBe('deleted: a');
    expect([...after!.querySelectorAll('ins')].map((ins) => ins.textContent)).toEqual(['inserted: umum']);
    // Unchanged fields are folded away until asked for.
    expect(view.querySelector('[data-field="type"]')).toBeNull();
    await user.click(within(view).getByTestId('toggle-unchanged'));
    expect(view.querySelector('[data-field="type"]')?.getAttribute('data-changed')).toBe('false');
    await user.click(within(view).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('compare-view')).toBeNull());

    await user.click(within(rows(panel)[0]!).getByRole('checkbox'));
    expect(within(panel).getByTestId('compare-versions').textContent).toBe('Compare');
    await user.click(within(panel).getByTestId('compare-versions'));
    const second = await screen.findByTestId('compare-view');
    // The older version goes first, whichever was picked first.
    expect(within(second).getByTestId('compare-sides').textContent).toMatch(/Created.*Edited/);
    expect(second.querySelector('[data-field="title"] ins')?.textContent).toBe('inserted: kuadrat');
  });
});

describe('restoring a version', () => {
  it('shows the version in the editor, stored as a new version on top, and says so', async () => {
    const { server, handlers } = pageWithHistory();
    const api = fakeApi({ ...baseHandlers(topicWithItems({ pages: [server.stored] }), manual), ...handlers });
    renderApp('/en/chapters/501');
    const title = await titleField();
    const panel = await openHistory();
    await user.click(within(rows(panel)[1]!).getByTestId('restore-version'));
    const confirm = await screen.findByRole('dialog', { name: 'Restore this version?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore version' }));

    await waitFor(() => expect(title.value).toBe('Persamaan'));
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/content/chapters/501/versions/1/restore', body: { lock_version: 3 } });
    expect(await screen.findByText('Version restored. The editor shows it now.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Content/ }).textContent).toContain('dan');
    await waitFor(() => expect(screen.queryByTestId('history-panel')).toBeNull());
    expect(screen.getByTestId('save-indicator').textContent).toContain('Saved!');

    // The next save builds on the restored version.
    await user.type(title, '!');
    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(server.stored.title).toBe('Persamaan!'));
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { lock_version: number }).lock_version)).toEqual([4]);
  });

  it('saves the changes on screen first, so none is lost', async () => {
    const { server, handlers } = pageWithHistory();
    const api = fakeApi({ ...baseHandlers(topicWithItems({ pages: [server.stored] }), manual), ...handlers });
    renderApp('/en/chapters/501');
    const title = await titleField();
    await user.type(title, ' (draf)');
    const panel = await openHistory();
    await user.click(within(rows(panel)[1]!).getByTestId('restore-version'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Restore this version?' })).getByRole('button', { name: 'Restore version' }));

    await waitFor(() => expect(title.value).toBe('Persamaan'));
    const writes = api.calls.filter((call) => call.method === 'PUT' || call.method === 'POST');
    expect(writes.map((call) => [call.method, (call.body as { lock_version: number; title?: string }).lock_version])).toEqual([
      ['PUT', 3],
      ['POST', 4],
    ]);
    expect((writes[0]!.body as { title: string }).title).toBe('Persamaan kuadrat (draf)');
  });

  it('over a newer version saved elsewhere opens the conflict dialog with both versions', async () => {
    const { server, handlers } = pageWithHistory();
    fakeApi({ ...baseHandlers(topicWithItems({ pages: [server.stored] }), manual), ...handlers });
    renderApp('/en/chapters/501');
    await titleField();
    const panel = await openHistory();
    server.saveElsewhere({ title: 'Judul dari tab lain' });
    await user.click(within(rows(panel)[1]!).getByTestId('restore-version'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Restore this version?' })).getByRole('button', { name: 'Restore version' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved a newer version' });
    expect(within(dialog).getByTestId('conflict-mine').textContent).toContain('Persamaan');
    expect(within(dialog).getByTestId('conflict-mine').textContent).toContain('dan');
    expect(within(dialog).getByTestId('conflict-theirs').textContent).toContain('Judul dari tab lain');
    expect(server.stored.title).toBe('Judul dari tab lain');
    expect(screen.queryByText('Version restored. The editor shows it now.')).toBeNull();
  });

  it('is not offered on a page the teacher may only read', async () => {
    const { handlers } = pageWithHistory({ creator_id: 99 });
    fakeApi({ ...baseHandlers(topicWithItems({ pages: [lessonPage({ creator_id: 99 })] }), { org: { admin: false, role: 'limited_editor' } }), ...handlers });
    renderApp('/en/chapters/501');
    expect((await titleField()).disabled).toBe(true);
    const panel = await openHistory();
    expect(rows(panel)).toHaveLength(2);
    expect(within(panel).queryByTestId('restore-version')).toBeNull();
  });
});

describe('changed since published', () => {
  it('compares the latest published version with the current draft', async () => {
    const server = pageServer(lessonPage({ status: 'published' }));
    const published = version(4, { ...documentOf(server.stored), content: '<p>Bentuk lama.</p>' }, { kind: 'published' });
    const api = fakeApi({
      ...baseHandlers(topicWithItems({ pages: [server.stored] }, {})),
      [`GET /content/topics/100`]: () => {
        const topic = topicWithItems({ pages: [server.stored] });
        topic.lesson!.chapters[0] = { ...topic.lesson!.chapters[0]!, changed_since_published: true, published_at: '2026-03-01T08:00:00.000Z' };
        return json(topic);
      },
      ...server.handlers,
      ...historyHandlers('/content/chapters/501', { versions: [version(5, documentOf(server.stored)), published] }),
    });
    renderApp('/en/chapters/501');
    await user.click(await screen.findByTestId('changed-since-published-compare'));

    const view = await screen.findByTestId('compare-view');
    expect(within(view).getByRole('heading', { name: 'Changes since published' })).toBeTruthy();
    await waitFor(() => expect(view.querySelector('[data-field="content"]')).not.toBeNull());
    expect(within(view).getByTestId('compare-sides').textContent).toMatch(/Published version.*Current draft/);
    expect(view.querySelector('[data-field="content"] del')?.textContent).toBe('deleted: lama');
    expect(api.calls.find((call) => call.path === '/content/chapters/501/versions')?.search).toBe('?page=1&per=1&kind=published');
  });

  it('is not shown while the draft is what students get', async () => {
    const server = pageServer(lessonPage({ status: 'published' }));
    fakeApi({ ...baseHandlers(topicWithItems({ pages: [server.stored] })), ...server.handlers });
    renderApp('/en/chapters/501');
    await titleField();
    expect(screen.getByTestId('history-button')).toBeTruthy();
    expect(screen.queryByTestId('changed-since-published')).toBeNull();
  });
});
