// The create forms (spec §5): validation on every change with messages by field, submit
// blocked while invalid, the exact body of POST /content/courses, 422 fields on the
// fields, the failure message, and the assessment-only time limit.
import { describe, expect, it } from 'vitest';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { json } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { course, courseServer } from '../../../test/fixtures/courses.ts';

const created = course({ id: 42, name: 'Biologi Dasar' });

async function openForm(path = '/en/courses/new') {
  const view = renderApp(path);
  const name = (await screen.findByRole('textbox', { name: /Course name/ })) as HTMLInputElement;
  // The organization's tags load with the form.
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Grades' }).hasAttribute('disabled')).toBe(false));
  return { ...view, name };
}

const submitButton = (name = 'Create course') => screen.getByRole('button', { name }) as HTMLButtonElement;

async function pick(field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('create course form', () => {
  it('is in the bare layout: no top bar, a back link to the list', async () => {
    courseServer();
    await openForm();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('New course');
    expect(screen.getByRole('link', { name: 'Back to courses' }).getAttribute('href')).toBe('/en/');
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it('requires a name and blocks submit until it is valid', async () => {
    courseServer();
    const { name } = await openForm();
    expect(submitButton().disabled).toBe(true);
    await user.type(name, 'Bi');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.getByTestId('dirty-flag').textContent).toBe('Unsaved changes');
    await user.clear(name);
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a name longer than 255 characters, with the limit in the message', async () => {
    courseServer();
    const { name } = await openForm();
    await user.click(name);
    await user.paste('x'.repeat(256));
    expect(await screen.findByText('Must be at most 255 characters')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
  });

  it('refuses a fourth other tag with a message', async () => {
    courseServer();
    const { name } = await openForm();
    await user.type(name, 'Biologi');
    for (const tag of ['Remedial', 'Olimpiade', 'Pengayaan']) await pick('Other tags', tag);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByText('A course can have at most three other tags')).toBeNull();
    await pick('Other tags', 'Ujian');
    expect(await screen.findByText('A course can have at most three other tags')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
  });

  it('refuses an introductory video that is not YouTube or Brightcove', async () => {
    courseServer();
    const { name } = await openForm();
    await user.type(name, 'Biologi');
    await user.type(screen.getByRole('textbox', { name: /Introductory video/ }), 'https://vimeo.com/123');
    expect(await screen.findByText('Enter a YouTube or Brightcove video address')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: /Introductory video/ }));
    await user.type(screen.getByRole('textbox', { name: /Introductory video/ }), 'https://youtu.be/dQw4w9WgXcQ');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it('sends an empty meta and no time limit when there is nothing to say, then opens the new course with a flash', async () => {
    const server = courseServer({ handlers: { 'POST /content/courses': json(created, 201) } });
    const { name, router } = await openForm();
    await user.type(name, '  Biologi Dasar ');
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/courses/42'));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      course: { name: 'Biologi Dasar', description: '', meta: {} },
      course_tags: [],
      subjects: [],
      share_settings: { enabled: false, user_ids: [] },
      coursable_id: 1,
      coursable_type: 'Organization',
    });
    // The arriving screen shows the message and then clears it from the navigation state.
    expect(await screen.findByText('Course created. Add its first unit to get started.')).toBeTruthy();
  });

  it('sends grades (as meta.level, school order), other tags, subjects, icon, video and sharing', async () => {
    const server = courseServer({ handlers: { 'POST /content/courses': json(created, 201) } });
    const { name, router } = await openForm();
    await user.type(name, 'Biologi Dasar');
    await pick('Grades', 'G10');
    await pick('Grades', 'Kinder');
    await pick('Subjects', 'IPA');
    await pick('Other tags', 'Remedial');
    await user.click(await screen.findByRole('radio', { name: 'Atom' }));
    await user.type(screen.getByRole('textbox', { name: /Introductory video/ }), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await user.click(screen.getByRole('switch', { name: /Share only with selected people/ }));
    await pick('People who can open it', 'Dewi Lestari (editor@nusantara.sch.id)');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/courses/42'));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      course: {
        name: 'Biologi Dasar',
        description: '',
        meta: { level: 'Kinder,G10' },
        icon_image_id: 2,
        introductory_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
      course_tags: [1, 2, 3],
      subjects: [9],
      share_settings: { enabled: true, user_ids: [3] },
      coursable_id: 1,
      coursable_type: 'Organization',
    });
  });

  it('puts the server’s 422 messages on their fields', async () => {
    courseServer({
      handlers: {
        'POST /content/courses': json(
          {
            error: 'unprocessable_entity',
            message: 'The request could not be processed.',
            fields: { 'course.name': 'This name already exists', 'share_settings.user_ids': 'Share only with members of this organization' },
          },
          422,
        ),
      },
    });
    const { name, router } = await openForm();
    await user.type(name, 'Biologi');
    await user.click(screen.getByRole('switch', { name: /Share only with selected people/ }));
    await pick('People who can open it', 'Dewi Lestari (editor@nusantara.sch.id)');
    await user.click(submitButton());
    expect(await screen.findByText('This name already exists')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Share only with members of this organization');
    expect(router.state.location.pathname).toBe('/en/courses/new');
  });

  it('says "Failed to create course. Please try again." on any other failure', async () => {
    courseServer({ handlers: { 'POST /content/courses': json({ error: 'server_error', message: 'boom' }, 500) } });
    const { name } = await openForm();
    await user.type(name, 'Biologi');
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to create course. Please try again.');
  });

  it('has no time limit on a plain course', async () => {
    courseServer();
    await openForm();
    expect(screen.queryByRole('textbox', { name: /Time limit/ })).toBeNull();
    expect(screen.queryByText('Assessment settings')).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    courseServer({ list: () => ({ items: [] }) });
    const { name, router } = await openForm();
    await user.type(name, 'Biologi');
    // The form has checked the name (its checks are asynchronous): it is dirty now.
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/en/courses/new');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/'));
  });
});

describe('create assessment form', () => {
  it('takes a time limit in whole minutes from 1 to 10000 and sends it with the kind', async () => {
    const server = courseServer({ handlers: { 'POST /content/courses': json({ ...created, school_assessment_course: true }, 201) } });
    const { name, router } = await openForm('/en/assessment_courses/new');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('New assessment');
    await user.type(name, 'Ujian Tengah Semester');
    const limit = screen.getByRole('textbox', { name: /Time limit/ });
    await user.type(limit, '0');
    expect(await screen.findByText('Enter whole minutes from 1 to 10000')).toBeTruthy();
    expect(submitButton('Create assessment').disabled).toBe(true);
    await user.clear(limit);
    await user.type(limit, '90');
    await user.click(screen.getByText('Online tryout'));
    await waitFor(() => expect(submitButton('Create assessment').disabled).toBe(false));
    await user.click(submitButton('Create assessment'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/courses/42'));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      course: {
        name: 'Ujian Tengah Semester',
        description: '',
        meta: { time_limit: 90 },
        school_assessment_course: true,
        assessment_kind: 'tryout',
      },
      course_tags: [],
      subjects: [],
      share_settings: { enabled: false, user_ids: [] },
      coursable_id: 1,
      coursable_type: 'Organization',
    });
  });

  it('is refused to organizations without assessments', async () => {
    courseServer({ org: { features: ['manage_tags'] } });
    renderApp('/en/assessment_courses/new');
    expect(await screen.findByText("You don't have access to this page")).toBeTruthy();
  });
});
