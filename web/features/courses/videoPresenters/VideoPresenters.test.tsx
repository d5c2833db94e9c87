// Video presenters on the edit page: listed, added with a name (required) and a photo as
// a multipart form, deleted after a confirmation; a failed delete says so.
import { describe, expect, it } from 'vitest';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { json } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { course, courseServer } from '../../../test/fixtures/courses.ts';

const hendra = { id: 5, course_id: 11, name: 'Pak Hendra', description: 'Guru Fisika', image: null, lock_version: 0 };

describe('video presenters', () => {
  it('adds a presenter with a photo as a multipart form', async () => {
    let presenters: (typeof hendra)[] = [];
    let sent: FormData | null = null;
    courseServer({
      handlers: {
        'GET /content/courses/11': json(course()),
        'GET /content/courses/11/video_presenters': () => json(presenters),
      },
    });
    const inner = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST' && String(input).endsWith('/video_presenters')) {
        sent = init.body as FormData;
        presenters = [{ ...hendra, name: String(sent.get('name')) }];
        return new Response(JSON.stringify(presenters[0]), { status: 201, headers: { 'Content-Type': 'application/json' } });
      }
      return inner(input, init);
    }) as typeof fetch;

    renderApp('/en/courses/11/edit');
    expect(await screen.findByText('No presenters yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add presenter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a video presenter' });
    const add = () => Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Add presenter')!;
    expect(add().disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Pak Hendra');
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'hendra.png', { type: 'image/png' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, photo);
    await waitFor(() => expect(add().disabled).toBe(false));
    await user.click(add());
    // Listed (the course form's preview-video presenter choice now names it too).
    expect(await screen.findByRole('button', { name: 'Delete Pak Hendra' })).toBeTruthy();
    expect(sent!.get('name')).toBe('Pak Hendra');
    expect((sent!.get('image') as File).name).toBe('hendra.png');
  });

  it('deletes after a confirmation and says when it failed', async () => {
    courseServer({
      handlers: {
        'GET /content/courses/11': json(course()),
        'GET /content/courses/11/video_presenters': json([hendra]),
        'DELETE /content/courses/11/video_presenters/5': json({ error: 'server_error', message: 'boom' }, 500),
      },
    });
    renderApp('/en/courses/11/edit');
    await user.click(await screen.findByRole('button', { name: 'Delete Pak Hendra' }));
    expect(await screen.findByText('Delete Pak Hendra?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete presenter. Please try again.')).toBeTruthy();
  });
});
