// The page editor as a teacher uses it: the header (unit, topic, kind, Next), validation
// messages by field on every change, autosave after a pause with the indicator, the Save
// button, the 409 conflict dialog (keep mine / take theirs), a new page created by its first
// save, delete, and read-only for a teacher who may not edit.
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, user, waitFor } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { renderApp } from '../../test/render.tsx';
import { baseHandlers, pageServer, questionSummary, topicWithItems } from '../../components/editor/test/fixtures.ts';
import { lessonPage } from '../../test/content.ts';

afterEach(() => vi.useRealTimers());

const titleField = () => screen.findByRole('textbox', { name: /Page title/ });
const puts = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.method === 'PUT');

describe('page editor', () => {
  it('shows the unit, the topic, the kind and the next item in the header', async () => {
    const page = lessonPage();
    const second = lessonPage({ id: 502, title: 'Diskriminan', position: 2 });
    const topic = topicWithItems({ pages: [page, second], questions: [questionSummary(41, 1)] });
    fakeApi({ ...baseHandlers(topic), ...pageServer(page).handlers });
    renderApp('/en/chapters/501');
    expect(((await titleField()) as HTMLInputElement).value).toBe('Persamaan kuadrat');
    const header = screen.getByTestId('editor-header');
    expect(within(header).getByTestId('editor-location').textContent).toContain('Aljabar');
    expect(within(header).getByTestId('editor-location').textContent).toContain('Persamaan dan fungsi kuadrat');
    expect(within(header).getByTestId('editor-kind').textContent).toBe('Text page');
    expect(within(header).getByTestId('editor-back').getAttribute('href')).toBe('/en/topics/100');
    const next = within(header).getByRole('link', { name: 'Next: Diskriminan' });
    expect(next.getAttribute('href')).toBe('/en/chapters/502');
  });

  it('opens a new video page blank: no message and nothing unsaved until the teacher changes a field (spec §4)', async () => {
    fakeApi(baseHandlers(topicWithItems()));
    renderApp('/en/topics/100/chapters/new?type=video');
    const title = await titleField();
    expect(screen.queryByText('Required')).toBeNull();
    expect(screen.queryByText(/Enter a YouTube, Brightcove or Pena video/)).toBeNull();
    expect(screen.getByTestId('save-indicator').textContent).not.toContain('Unsaved changes');
    await user.type(title, 'x');
    await user.clear(title);
    expect(await screen.findByText('Required')).toBeTruthy();
    // Only the changed field speaks; the video link waits for its turn.
    expect(screen.queryByText(/Enter a YouTube, Brightcove or Pena video/)).toBeNull();
    expect(screen.getByTestId('save-indicator').textContent).toContain('Unsaved changes');
  });

  it('says what is wrong under each field as the teacher types, and blocks saving', async () => {
    const page = lessonPage({ type: 'video', content: '', video_url: 'youtube:dQw4w9WgXcQ', duration: 270 });
    const api = fakeApi({ ...baseHandlers(topicWithItems({ pages: [page] })), ...pageServer(page).handlers });
    renderApp('/en/chapters/501');
    const title = await titleField();
    expect(screen.getByTestId('editor-kind').textContent).toBe('Video page');
    expect(screen.getByTestId('video-preview').querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

    await user.clear(title);
    expect(await screen.findByText('Required')).toBeTruthy();
    const url = screen.getByTestId('video-url');
    await user.clear(url);
    await user.paste('https://vimeo.com/123');
    expect(await screen.findByText(/Enter a YouTube, Brightcove or Pena video/)).toBeTruthy();
    expect(screen.getByTestId('video-preview').querySelector('iframe')).toBeNull();
    const duration = screen.getByRole('textbox', { name: /Duration/ });
    expect((duration as HTMLInputElement).value).toBe('4:30');
    await user.clear(duration);
    await user.type(duration, '4:75');
    expect(await screen.findByText('Enter the duration as minutes:seconds, e.g. 4:30')).toBeTruthy();
    expect((screen.getByTestId('editor-save') as HTMLButtonElement).disabled).toBe(true);

    await user.click(title);
    await user.paste('Menonton grafik');
    await user.clear(url);
    await user.paste('https://youtu.be/aqz-KE-bpKQ');
    await user.clear(duration);
    await user.type(duration, '12:05');
    await waitFor(() => expect((screen.getByTestId('editor-save') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText('Required')).toBeNull();
    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    // Stored as the domain normalises it: scheme:identifier and seconds.
    expect(puts(api)[0]!.body).toMatchObject({ title: 'Menonton grafik', video_url: 'youtube:aqz-KE-bpKQ', duration: 725, lock_version: 3 });
  });

  it('autosaves 3 s after the last change and the indicator says Saved!', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const page = lessonPage();
    const api = fakeApi({ ...baseHandlers(topicWithItems({ pages: [page] })), ...pageServer(page).handlers });
    renderApp('/en/chapters/501');
    const title = await titleField();
    const typing = user.setup({ advanceTimers: vi.advanceTimersByTime });
    await typing.type(title, ' lengkap');
    const indicator = screen.getByTestId('save-indicator');
    expect(indicator.textContent).toContain('Unsaved changes');
    await vi.advanceTimersByTimeAsync(2500);
    expect(puts(api)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(600);
    await waitFor(() => expect(screen.getByTestId('save-indicator').textContent).toContain('Saved!'));
    expect(puts(api)).toHaveLength(1);
    expect(puts(api)[0]!.body).toMatchObject({ title: 'Persamaan kuadrat lengkap', lock_version: 3 });
    expect(screen.getByTestId('save-indicator').textContent).toMatch(/Last saved today at/);
  });

  it('does not autosave when the teacher has autosave off, but the Save button saves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const page = lessonPage();
    const api = fakeApi({ ...baseHandlers(topicWithItems({ pages: [page] }), { user: { autosave_effective: false } }), ...pageServer(page).handlers });
    renderApp('/en/chapters/501');
    const typing = user.setup({ advanceTimers: vi.advanceTimersByTime });
    await typing.type(await titleField(), '!');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(puts(api)).toHaveLength(0);
    await typing.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
  });

  it("puts the server's 422 message (a video that does not exist) under the video URL", async () => {
    const page = lessonPage({ type: 'video', content: '', video_url: 'youtube:dQw4w9WgXcQ' });
    fakeApi({
      ...baseHandlers(topicWithItems({ pages: [page] }), { user: { autosave_effective: false } }),
      ...pageServer(page).handlers,
      'PUT /content/chapters/501': () =>
        json({ error: 'unprocessable_entity', message: 'Invalid', fields: { video_url: 'This Brightcove video could not be found' } }, 422),
    });
    renderApp('/en/chapters/501');
    await titleField();
    const url = screen.getByTestId('video-url');
    await user.clear(url);
    await user.paste('brightcove:6312345678112');
    await user.click(screen.getByTestId('editor-save'));
    expect(await screen.findByText('This Brightcove video could not be found')).toBeTruthy();
    expect(screen.getByTestId('save-indicator').textContent).toContain('Not saved');
    // On the field, not as a general failure.
    expect(screen.queryByTestId('save-problem')).toBeNull();
  });

  it('says a failed save plainly (§8) and keeps the change', async () => {
    const page = lessonPage();
    fakeApi({
      ...baseHandlers(topicWithItems({ pages: [page] }), { user: { autosave_effective: false } }),
      ...pageServer(page).handlers,
      'PUT /content/chapters/501': () => json({ error: 'permission_error', message: 'You may not edit this page.' }, 403),
    });
    renderApp('/en/chapters/501');
    await user.type(await titleField(), '!');
    await user.click(screen.getByTestId('editor-save'));
    // A refusal says permission, with the server's reason, not "Please try again" (§4, §8).
    expect((await screen.findByTestId('save-problem')).textContent).toBe('You may not edit this page.');
    expect(((await titleField()) as HTMLInputElement).value).toBe('Persamaan kuadrat!');
  });
});
