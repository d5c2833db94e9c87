// Form errors reach assistive technology (WCAG 3.3.1, 4.1.2): a field's message is tied to it
// (aria-invalid and aria-describedby, which Mantine's inputs set from `error`), and a submit
// the server refuses is announced as an alert. Checked on a real form: the course form.
import { describe, expect, it } from 'vitest';
import { screen, user, waitFor } from '../../test/dom.ts';
import { json } from '../../test/fakeApi.ts';
import { courseServer } from '../../test/fixtures/courses.ts';
import { renderApp } from '../../test/render.tsx';

async function openCourseForm() {
  renderApp('/en/courses/new');
  const name = (await screen.findByRole('textbox', { name: /Course name/ })) as HTMLInputElement;
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Grades' }).hasAttribute('disabled')).toBe(false));
  return name;
}

/** The texts of the elements a field's aria-describedby names. */
function description(field: HTMLElement): string[] {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);
}

describe('form errors for assistive technology', () => {
  it('a field in error is invalid and described by its message', async () => {
    courseServer();
    const name = await openCourseForm();
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
    await user.type(name, 'Bi');
    await user.clear(name);
    await screen.findByText('Required');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(description(name)).toContain('Required');
  });

  it("the server's refusal of a field lands on the field; any other refusal is an alert", async () => {
    let answer = 422;
    courseServer({
      handlers: {
        'POST /content/courses': () =>
          answer === 422
            ? json({ error: 'unprocessable_entity', message: 'x', fields: { 'course.name': 'This name already exists' } }, 422)
            : json({ error: 'server_error', message: 'boom' }, 500),
      },
    });
    const name = await openCourseForm();
    await user.type(name, 'Biologi');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    await screen.findByText('This name already exists');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(description(name)).toContain('This name already exists');

    answer = 500;
    await user.type(name, ' Dasar');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to create course. Please try again.');
  });
});
