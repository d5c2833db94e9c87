// Grades are the school grades only (Kinder, G1–G12, §5): when every one is there, "New grade"
// is not offered; the list says all are present instead.
import { describe, expect, it } from 'vitest';
import { SYSTEM_GRADES } from '../../../domain/constants.ts';
import { screen } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { organizationDetail, publicConfig, session } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

function api(gradeNames: readonly string[]) {
  const reply = session();
  fakeApi({
    'GET /public_config': json(publicConfig),
    'GET /users/show_current': json(reply),
    'GET /content/organizations': json([reply.organization]),
    'GET /content/organizations/1': json(
      organizationDetail({ course_tags: gradeNames.map((name, index) => ({ id: index + 1, name, type: 'grade' as const, count: 0 })) }),
    ),
  });
}

describe('the grade list', () => {
  it('offers no “New grade” when every school grade exists', async () => {
    api(SYSTEM_GRADES);
    renderApp('/en/tags');
    expect((await screen.findByTestId('grades-complete')).textContent).toBe(
      'Every school grade, from Kinder to G12, is already here.',
    );
    expect(screen.queryByRole('button', { name: 'New grade' })).toBeNull();
  });

  it('offers “New grade” while one is missing', async () => {
    api(SYSTEM_GRADES.filter((grade) => grade !== 'G12'));
    renderApp('/en/tags');
    expect(await screen.findByRole('button', { name: 'New grade' })).toBeTruthy();
  });
});
