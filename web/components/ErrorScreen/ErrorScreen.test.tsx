import { screen } from '../../test/dom.ts';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { errorScreenActions } from './errorScreenActions.ts';
import type { ErrorScreenName } from './errorScreenActions.ts';

const cases: Array<[ErrorScreenName, string, string, boolean]> = [
  ['permissionError', "You don't have access to this page", "Your role in this organization does not allow it. If you need access, ask an administrator of your school.", false],
  ['notFound', 'Page not found', 'The page you are looking for does not exist.', false],
  ['unprocessableEntity', 'This could not be processed', "The request could not be completed. Please refresh the page and try again.", true],
  ['serverError', 'Server error', 'An error occurred on our servers.', true],
  ['unknownError', 'Something went wrong', "Please try again. If the problem continues, refresh the page.", true],
];

describe('errorScreenActions', () => {
  it.each(cases)('%s: refresh=%s', (name, _title, _text, refresh) => {
    expect(errorScreenActions(name, true)).toEqual({ courseList: true, refresh, back: true });
    expect(errorScreenActions(name, false)).toEqual({ courseList: false, refresh, back: true });
  });
});

describe('ErrorScreen', () => {
  it.each(cases)('%s shows its title, text and the allowed buttons to a signed-in user', (name, title, text, refresh) => {
    renderWithApp(<ErrorScreen name={name} signedIn courseListPath="/en/" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    screen.getByText(text);
    expect(screen.getByRole('link', { name: 'Back to course list' }).getAttribute('href')).toBe('/en/');
    expect(screen.queryByRole('button', { name: 'Refresh page' }) !== null).toBe(refresh);
    screen.getByRole('button', { name: 'Go back to the previous page' });
  });

  it.each(cases)('%s offers no course-list button when signed out', (name) => {
    renderWithApp(<ErrorScreen name={name} signedIn={false} courseListPath="/en/" />);
    expect(screen.queryByRole('link', { name: 'Back to course list' })).toBeNull();
    screen.getByRole('button', { name: 'Go back to the previous page' });
  });

  it('shows the status code', () => {
    renderWithApp(<ErrorScreen name="notFound" signedIn courseListPath="/en/" />);
    screen.getByText('Error 404');
  });
});
