// The learner preview page (spec §2 "Preview"): no login needed, lessons first when the topic
// has pages, else the first question; previous / next with "n of N"; drafts or the published
// snapshot; an expired link's own page; the not-found page for a link that is not one.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screen, user } from '../../test/dom.ts';
import { deferred, fakeApi, json } from '../../test/fakeApi.ts';
import { renderApp } from '../../test/render.tsx';
import { TOKEN, pageOf, previewReply, stemQuestion } from './test/fixtures.ts';
import type { PreviewTopic } from '../../../domain/schemas/preview.ts';

const previewPath = `GET /preview/${TOKEN}`;

function serve(draft: PreviewTopic, published?: PreviewTopic) {
  return fakeApi({
    [previewPath]: ({ url }) => (url.searchParams.get('version') === 'published' && published ? json(published) : json(draft)),
  });
}

describe('learner preview', () => {
  it('opens on the lessons without a session, then steps through pages and questions', async () => {
    const api = serve(previewReply());
    renderApp(`/en/preview/${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Persamaan linear' })).toBeTruthy();
    screen.getByText('Matematika Kelas 10 · Aljabar');
    screen.getByRole('heading', { level: 2, name: 'Pengantar' });
    screen.getByText('Body of Pengantar');
    expect(screen.getByTestId('preview-position').textContent).toBe('1 of 2');
    // No login screen: the link is enough (whoever is signed in or not).
    expect(screen.queryByRole('button', { name: /log in/i })).toBeNull();
    expect(api.calls.filter((c) => c.path.startsWith('/preview/')).map((c) => `${c.method} ${c.path}${c.search}`)).toEqual([`${previewPath}?version=draft`]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    screen.getByRole('heading', { level: 2, name: 'Contoh soal' });
    expect(screen.getByTestId('preview-position').textContent).toBe('2 of 2');

    await user.click(screen.getByRole('button', { name: 'Go to Questions' }));
    const questions = await screen.findByTestId('preview-questions');
    within(questions).getByText('Questions · 1 of 2');
    within(questions).getByText('What is the capital of France?');
    // The passage sits beside its question.
    within(questions).getByText('The river runs.');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    screen.getByText('Questions · 2 of 2');
    screen.getByText('Second question');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    screen.getByText('Questions · 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    screen.getByRole('heading', { level: 2, name: 'Contoh soal' });
  });

  it('keeps each question’s answer and checked result when the learner goes back and forth', async () => {
    serve(previewReply({ chapters: [] }));
    renderApp(`/en/preview/${TOKEN}`);
    await screen.findByText('Questions · 1 of 2');
    await user.click(screen.getByRole('radio', { name: /Paris/ }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect((await screen.findByTestId('player-result')).textContent).toContain('Correct');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    screen.getByText('Second question');
    await user.click(screen.getByRole('radio', { name: /Rome/ }));
    expect(screen.queryByTestId('player-result')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    screen.getByText('Questions · 1 of 2');
    expect(screen.getByRole('radio', { name: /Paris/ })).toHaveProperty('checked', true);
    expect(screen.getByTestId('player-result').textContent).toContain('Correct');
    screen.getByRole('button', { name: 'Try again' });

    // The second question was answered, not checked: it comes back answered, still to check.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radio', { name: /Rome/ })).toHaveProperty('checked', true);
    expect(screen.queryByTestId('player-result')).toBeNull();
    screen.getByRole('button', { name: 'Check answer' });
  });

  it('opens on the first question when the topic has no pages, with its own questions label', async () => {
    const base = previewReply();
    serve(previewReply({ chapters: [], topic: { ...base.topic, questions_label: 'Latihan' } }));
    renderApp(`/en/preview/${TOKEN}`);
    expect(await screen.findByText('Latihan · 1 of 2')).toBeTruthy();
    expect(screen.queryByTestId('preview-lessons')).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Lessons or questions' })).toBeNull();
  });

  it('opens on the page or question the link names', async () => {
    serve(previewReply());
    renderApp(`/en/preview/${TOKEN}?question=12`);
    expect(await screen.findByText('Questions · 2 of 2')).toBeTruthy();
  });

  it('shows a video page with its player', async () => {
    serve(previewReply({ chapters: [pageOf(5, 'Video', { type: 'video', content: '', video_url: 'youtube:dQw4w9WgXcQ', video_description: 'Watch first.' })] }));
    renderApp(`/en/preview/${TOKEN}`);
    await screen.findByRole('heading', { level: 2, name: 'Video' });
    const frame = screen.getByTitle('Video') as HTMLIFrameElement;
    expect(frame.src).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    screen.getByText('Watch first.');
  });

  it('keeps the published switch off with a note when nothing is published', async () => {
    serve(previewReply());
    renderApp(`/en/preview/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Persamaan linear' });
    expect((screen.getByRole('radio', { name: 'Published' }) as HTMLInputElement).disabled).toBe(true);
    screen.getByText('Nothing of this topic is published yet.');
  });

  it('switches between the drafts and the published snapshot', async () => {
    const published = previewReply({ version: 'published', published_available: true, chapters: [pageOf(1, 'Versi terbit')], questions: [] });
    const api = serve(previewReply({ published_available: true, chapters: [pageOf(1, 'Versi baru')] }), published);
    const { router } = renderApp(`/en/preview/${TOKEN}`);
    await screen.findByRole('heading', { level: 2, name: 'Versi baru' });
    expect(screen.queryByText('Nothing of this topic is published yet.')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Published' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Versi terbit' })).toBeTruthy();
    expect(router.state.location.search).toBe('?version=published');
    expect(api.calls.at(-1)?.search).toBe('?version=published');

    await user.click(screen.getByRole('radio', { name: 'Draft' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Versi baru' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('keeps the page on screen, dimmed with a small loader, while the other version loads', async () => {
    const published = previewReply({ version: 'published', published_available: true, chapters: [pageOf(1, 'Versi terbit')], questions: [] });
    const held = deferred<{ status?: number; body?: unknown }>();
    fakeApi({
      [previewPath]: ({ url }) => (url.searchParams.get('version') === 'published' ? held.promise : json(previewReply({ published_available: true, chapters: [pageOf(1, 'Versi baru')] }))),
    });
    renderApp(`/en/preview/${TOKEN}`);
    await screen.findByRole('heading', { level: 2, name: 'Versi baru' });
    expect(screen.queryByTestId('preview-version-loading')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Published' }));
    // No full-page loader: the drafts stay (busy) and the switch shows the version asked for.
    expect(await screen.findByTestId('preview-version-loading')).toBeTruthy();
    screen.getByRole('heading', { level: 2, name: 'Versi baru' });
    expect(screen.getByTestId('preview-body').getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('radio', { name: 'Published' }) as HTMLInputElement).checked).toBe(true);

    held.resolve(json(published));
    expect(await screen.findByRole('heading', { level: 2, name: 'Versi terbit' })).toBeTruthy();
    expect(screen.queryByTestId('preview-version-loading')).toBeNull();
    expect(screen.getByTestId('preview-body').getAttribute('aria-busy')).toBeNull();
  });

  it('shuffles the questions when the topic says so, the same way on every visit of the link', async () => {
    const base = previewReply();
    const questions = Array.from({ length: 6 }, (_, i) => stemQuestion(21 + i, `Soal nomor ${i + 1}`));
    const reply = previewReply({ chapters: [], questions, topic: { ...base.topic, shuffle_questions: true } });
    const order = async () => {
      serve(reply);
      const view = renderApp(`/en/preview/${TOKEN}`);
      const seen: string[] = [];
      for (let i = 0; i < 6; i++) {
        const stem = await screen.findByText(/^Soal nomor \d$/);
        seen.push(stem.textContent!);
        if (i < 5) await user.click(screen.getByRole('button', { name: 'Next' }));
      }
      view.unmount();
      return seen;
    };
    const first = await order();
    expect([...first].sort()).toEqual(questions.map((_, i) => `Soal nomor ${i + 1}`));
    expect(first).not.toEqual([...first].sort());
    expect(await order()).toEqual(first);
  });

  it('says when the link has expired, in the page’s language', async () => {
    fakeApi({ [previewPath]: json({ error: 'not_found', message: 'This preview link has expired.', expired: true }, 404) });
    renderApp(`/id/preview/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Tautan pratinjau ini sudah kedaluwarsa' })).toBeTruthy();
  });

  it('shows the not-found page for a link that is not one', async () => {
    fakeApi({ [previewPath]: json({ error: 'not_found', message: 'Not found' }, 404) });
    renderApp(`/en/preview/${TOKEN}`);
    expect(await screen.findByText('Error 404')).toBeTruthy();
  });

  it('shows the not-found page for a malformed link', async () => {
    fakeApi({ 'GET /preview/nonsense': json({ error: 'unprocessable_entity', message: 'Some fields are not valid.', fields: { token: 'Not valid' } }, 422) });
    renderApp('/en/preview/nonsense');
    expect(await screen.findByText('Error 404')).toBeTruthy();
  });
});
