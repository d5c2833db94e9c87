// The edit page: only those who may edit the course get the form (a limited editor only
// their own), the form starts from the saved course, saving sends the loaded version, and
// a 409 offers the latest version instead of overwriting it.
import { describe, expect, it } from 'vitest';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { json } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { course, courseServer } from '../../../test/fixtures/courses.ts';

const limited = { role: 'limited_editor' as const, admin: false, permissions: ['create' as const, 'view' as const, 'edit' as const] };

describe('edit course', () => {
  it('shows the permission error to a limited editor on another teacher’s course', async () => {
    courseServer({ org: limited, handlers: { 'GET /content/courses/11': json(course({ creator_id: 3 })) } });
    renderApp('/en/courses/11/edit');
    expect(await screen.findByText("You don't have access to this page")).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Course name/ })).toBeNull();
  });

  it('lets a limited editor edit their own course and saves with the loaded version', async () => {
    const saved = course({ creator_id: 1, name: 'Matematika Lanjut', lock_version: 4 });
    const server = courseServer({
      org: limited,
      handlers: {
        'GET /content/courses/11': json(course({ creator_id: 1 })),
        'PUT /content/courses/11': json(saved),
      },
    });
    const { router } = renderApp('/en/courses/11/edit');
    const name = (await screen.findByRole('textbox', { name: /Course name/ })) as HTMLInputElement;
    expect(name.value).toBe('Matematika Kelas 10');
    expect(screen.queryByText('No changes yet')).toBeTruthy();
    // A limited editor deletes their own course too.
    screen.getByRole('button', { name: 'Delete course' });
    await user.clear(name);
    await user.type(name, 'Matematika Lanjut');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/courses/11'));
    const body = server.calls.find((call) => call.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ lock_version: 3, course: { name: 'Matematika Lanjut' }, course_tags: [1, 3], subjects: [1] });
    // The arriving screen shows the message and then clears it from the navigation state.
    expect(await screen.findByText('Course saved.')).toBeTruthy();
  });

  it('does not overwrite a newer save: a 409 explains and loads the latest version on request', async () => {
    let version = 3;
    courseServer({
      handlers: {
        'GET /content/courses/11': () => json(course({ lock_version: version, name: version > 3 ? 'Nama Baru' : 'Matematika Kelas 10' })),
        'PUT /content/courses/11': () => {
          version = 5;
          return json({ error: 'conflict', message: 'Changed', current: course({ lock_version: 5 }) }, 409);
        },
      },
    });
    renderApp('/en/courses/11/edit');
    const name = (await screen.findByRole('textbox', { name: /Course name/ })) as HTMLInputElement;
    await user.type(name, ' A');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Someone else saved this course while you were editing it');
    await user.click(screen.getByRole('button', { name: /Load the latest version/ }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: /Course name/ }) as HTMLInputElement).value).toBe('Nama Baru'));
  });

  it('says "Failed to update course. Please try again." when the save fails', async () => {
    courseServer({
      handlers: {
        'GET /content/courses/11': json(course()),
        'PUT /content/courses/11': json({ error: 'server_error', message: 'boom' }, 500),
      },
    });
    renderApp('/en/courses/11/edit');
    const name = await screen.findByRole('textbox', { name: /Course name/ });
    await user.type(name, ' B');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to update course. Please try again.');
  });

  it('deletes the course after the warning and returns to the list', async () => {
    const server = courseServer({
      list: () => ({ items: [] }),
      handlers: { 'GET /content/courses/11': json(course()), 'DELETE /content/courses/11': { status: 204 } },
    });
    const { router } = renderApp('/en/courses/11/edit');
    await user.click(await screen.findByRole('button', { name: 'Delete course' }));
    expect(await screen.findByText('All units, topics, pages and questions in this course will be lost and cannot be recovered.')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Delete course' });
    await user.click(buttons.at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/'));
    expect(server.calls.some((call) => call.method === 'DELETE' && call.path === '/content/courses/11')).toBe(true);
    expect(await screen.findByText('Course “Matematika Kelas 10” deleted.')).toBeTruthy();
  });
});
