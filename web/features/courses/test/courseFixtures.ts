// Wire-shaped courses and a fake server for the course screens' component tests: the
// session and organization of web/test/fixtures.ts, plus the course list (with its
// X-Pena-Count / X-Pena-Pages headers), authors and icons.
import { vi } from 'vitest';
import type { Course, CourseSummary } from '../../../../domain/schemas/courses.ts';
import type { OrganizationSummary } from '../../../../domain/schemas/account.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import type { Handler } from '../../../test/fakeApi.ts';
import { organizationDetail, publicConfig, session } from '../../../test/fixtures.ts';

export function courseSummary(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: 11,
    name: 'Matematika Kelas 10',
    organization_id: 1,
    status: 'published',
    school_assessment_course: false,
    assessment_kind: null,
    grades: [{ id: 1, name: 'G10', type: 'grade' }],
    course_tags: [
      { id: 1, name: 'G10', type: 'grade' },
      { id: 3, name: 'Remedial', type: 'other' },
    ],
    subjects: [{ id: 1, name: 'Matematika', organization_id: 1 }],
    icon_url: null,
    creator: { id: 3, name: 'Dewi Lestari', email: 'editor@nusantara.sch.id' },
    creator_id: 3,
    accessible: true,
    share_enabled: false,
    bundles_count: 4,
    topics_count: 12,
    published_at: '2025-03-02T08:00:00.000Z',
    changed_since_published: false,
    created_at: '2025-02-01T08:00:00.000Z',
    updated_at: '2025-03-02T08:00:00.000Z',
    ...overrides,
  };
}

export function course(overrides: Partial<Course> = {}): Course {
  return {
    ...courseSummary(),
    description: 'Aljabar dan fungsi',
    system: null,
    systems: [],
    meta: { level: 'G10' },
    course_set_id: null,
    course_subset_id: null,
    share_settings: { enabled: false, user_ids: [] },
    bundles: [],
    icon_image_id: null,
    preview_video: null,
    introductory_video_url: null,
    publish_to_system: null,
    lock_version: 3,
    ...overrides,
  };
}

/** The organization of the tests: grades Kinder and G10, four other tags, own and country subjects. */
export function detail() {
  return organizationDetail({
    course_tags: [
      { id: 1, name: 'G10', type: 'grade', count: 3 },
      { id: 2, name: 'Kinder', type: 'grade', count: 2 },
      { id: 3, name: 'Remedial', type: 'other', count: 1 },
      { id: 4, name: 'Olimpiade', type: 'other', count: 0 },
      { id: 5, name: 'Pengayaan', type: 'other', count: 0 },
      { id: 6, name: 'Ujian', type: 'other', count: 0 },
    ],
  });
}

type Totals = { count: number; pages: number };

/**
 * A signed-in teacher (admin unless `org` says otherwise) and the course endpoints.
 * `list` answers the course list; its totals go out in the count and pages headers.
 */
export function courseServer(
  options: {
    org?: Partial<OrganizationSummary>;
    list?: (url: URL) => { items: CourseSummary[]; totals?: Totals };
    handlers?: Record<string, Handler | { status?: number; body?: unknown }>;
  } = {},
) {
  const reply = session(options.org);
  let totals: Totals = { count: 0, pages: 1 };
  const api = fakeApi({
    'GET /public_config': json(publicConfig),
    'GET /users/show_current': json(reply),
    'GET /content/organizations/1': json({ ...detail(), ...reply.organization }),
    'GET /content/organizations/1/show_authors': json({
      authors: [{ id: 3, name: 'Dewi Lestari', email: 'editor@nusantara.sch.id' }],
      has_no_author: true,
    }),
    'GET /content/organizations/1/icon_images': json([
      { id: 1, name: 'Book', url: '/icons/book.svg', system: true },
      { id: 2, name: 'Atom', url: '/icons/atom.svg', system: true },
    ]),
    'GET /content/courses/11/video_presenters': json([]),
    'GET /content/organizations/1/courses': ({ url }) => {
      const page = options.list?.(url) ?? { items: [] };
      totals = page.totals ?? { count: page.items.length, pages: 1 };
      return json(page.items);
    },
    ...options.handlers,
  });
  const inner = api.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await inner(input, init);
    if (!new URL(String(input), 'http://localhost').pathname.endsWith('/courses')) return response;
    const headers = new Headers(response.headers);
    headers.set('X-Pena-Count', String(totals.count));
    headers.set('X-Pena-Pages', String(totals.pages));
    return new Response(await response.text(), { status: response.status, headers });
  });
  return { calls: api.calls, session: reply };
}

/** The course-list requests made so far, as their query strings. */
export function listQueries(calls: { method: string; path: string; search: string }[]): URLSearchParams[] {
  return calls
    .filter((call) => call.method === 'GET' && call.path === '/content/organizations/1/courses')
    .map((call) => new URLSearchParams(call.search));
}
