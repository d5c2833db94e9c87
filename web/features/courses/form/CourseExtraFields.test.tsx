// The course form's §3 fields on screen: the preview video (YouTube or Brightcove address,
// description, a presenter of this course), systems (the first is the system), the
// publish-to system and the course set and subset; their bodies, and a server 422 on them.
import { describe, expect, it } from 'vitest';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { json } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { course, courseServer } from '../../../test/fixtures/courses.ts';

const presenters = [
  { id: 7, course_id: 11, name: 'Bu Dewi', description: '', image: null, lock_version: 0 },
  { id: 8, course_id: 11, name: 'Pak Budi', description: '', image: null, lock_version: 0 },
];

const previewUrl = () => screen.getByRole('textbox', { name: /Preview video address/ });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('course form: preview video and systems', () => {
  it('creates a course with a preview video, systems, publish-to system and course set', async () => {
    const server = courseServer({ handlers: { 'POST /content/courses': json(course({ id: 42 }), 201) } });
    const { router } = renderApp('/en/courses/new');
    await user.type(await screen.findByRole('textbox', { name: /Course name/ }), 'Biologi');
    // A new course has no presenters yet.
    const presenter = screen.getByLabelText('Presenter', { selector: 'input:not([type=hidden])' });
    expect(presenter.hasAttribute('disabled')).toBe(true);
    screen.getByText('Save the course first, then add its video presenters and choose one here.');

    await user.type(previewUrl(), 'https://vimeo.com/1');
    expect(await screen.findByText('Enter a YouTube or Brightcove video address')).toBeTruthy();
    await waitFor(() => expect(button('Create course').disabled).toBe(true));
    await user.clear(previewUrl());
    await user.type(previewUrl(), 'https://youtu.be/dQw4w9WgXcQ');
    await user.type(screen.getByRole('textbox', { name: /Preview video description/ }), 'Kenalan dulu');
    await user.type(screen.getByLabelText(/^Systems/, { selector: 'input:not([type=hidden])' }), 'penaschool{Enter}penalink{Enter}');
    await user.type(screen.getByLabelText(/^Publish to system/, { selector: 'input:not([type=hidden])' }), 'penalink');
    await user.type(screen.getByRole('textbox', { name: 'Course set ID' }), '12');
    await waitFor(() => expect(button('Create course').disabled).toBe(false));
    await user.click(button('Create course'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/courses/42'));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      course: {
        name: 'Biologi',
        preview_video: { original_url: 'https://youtu.be/dQw4w9WgXcQ', description: 'Kenalan dulu', presenter: null },
        systems: ['penaschool', 'penalink'],
        publish_to_system: 'penalink',
        course_set_id: 12,
      },
    });
    const sent = (server.calls.find((call) => call.method === 'POST')?.body as { course: Record<string, unknown> }).course;
    expect(sent).not.toHaveProperty('course_subset_id');
  });

  it("offers the course's presenters on edit, saves the choice and shows a 422 on the field", async () => {
    let attempts = 0;
    const server = courseServer({
      handlers: {
        'GET /content/courses/11': json(
          course({ system: 'penaschool', systems: ['penaschool'], preview_video: { original_url: '', description: '', presenter: null } }),
        ),
        'GET /content/courses/11/video_presenters': json(presenters),
        'PUT /content/courses/11': () => {
          attempts += 1;
          return attempts === 1
            ? json({ error: 'unprocessable_entity', message: 'x', fields: { 'course.preview_video.presenter': 'Presenter of another course' } }, 422)
            : json(course());
        },
      },
    });
    const { router } = renderApp('/en/courses/11/edit');
    await screen.findByRole('textbox', { name: /Course name/ });
    expect(screen.getAllByText('penaschool').length).toBeGreaterThan(0);
    const presenter = screen.getByLabelText('Presenter', { selector: 'input:not([type=hidden])' });
    await waitFor(() => expect(presenter.hasAttribute('disabled')).toBe(false));
    await user.click(presenter);
    await user.click(await screen.findByRole('option', { name: 'Pak Budi' }));
    await user.click(button('Save changes'));
    expect(await screen.findByText('Presenter of another course')).toBeTruthy();
    expect(presenter.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      course: {
        preview_video: { original_url: '', description: '', presenter: 8 },
        systems: ['penaschool'],
        publish_to_system: null,
        course_set_id: null,
        course_subset_id: null,
      },
    });
    // Choosing again clears the server's message and saves.
    await user.click(presenter);
    await user.click(await screen.findByRole('option', { name: 'Bu Dewi' }));
    await waitFor(() => expect(screen.queryByText('Presenter of another course')).toBeNull());
    await waitFor(() => expect(button('Save changes').disabled).toBe(false));
    await user.click(button('Save changes'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/courses/11'));
    expect(server.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({ course: { preview_video: { presenter: 7 } } });
  });

  it('says so when the course has no presenters yet', async () => {
    courseServer({ handlers: { 'GET /content/courses/11': json(course()) } });
    renderApp('/en/courses/11/edit');
    expect(await screen.findByText(/This course has no video presenters yet/)).toBeTruthy();
  });
});
