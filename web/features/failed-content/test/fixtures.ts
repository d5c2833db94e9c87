// Wire-shaped failed items and a fake server for the failed-content screens: the session and
// organization of web/test/fixtures.ts, the three lists (with their X-Pena-Count /
// X-Pena-Pages headers) and the course list the course filter picks from.
import { vi } from 'vitest';
import type { CourseSummary } from '../../../../domain/schemas/courses.ts';
import type { FailedItem, FailedKind } from '../../../../domain/schemas/failedContent.ts';
import type { OrganizationSummary } from '../../../../domain/schemas/account.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import { organizationDetail, publicConfig, session } from '../../../test/fixtures.ts';

export function failedItem(overrides: Partial<FailedItem> = {}): FailedItem {
  return {
    id: 41,
    title: 'Latihan [%x^2%]',
    type: 'text',
    reasons: ['A text page needs some text or media'],
    findings: [],
    source: 'validation',
    failed_at: null,
    course: { id: 11, name: 'Matematika Kelas 10' },
    unit: { id: 21, name: 'Bab 1 Aljabar' },
    topic: { id: 31, name: 'Persamaan Linear' },
    ...overrides,
  };
}

export function courseOption(id: number, name: string, accessible = true): CourseSummary {
  // Only what the filter reads matters; cast so the fixture follows the summary as it grows.
  return {
    id, name, organization_id: 1, status: 'unpublished', school_assessment_course: false, assessment_kind: null, grades: [], course_tags: [],
    subjects: [], icon_url: null, creator: null, creator_id: null, accessible, share_enabled: !accessible, bundles_count: 1, topics_count: 1,
    published_at: null, changed_since_published: false, created_at: '2025-02-01T08:00:00.000Z', updated_at: '2025-02-01T08:00:00.000Z',
  } as CourseSummary;
}

type Totals = { count: number; pages: number };
type ListReply = { items: FailedItem[]; totals?: Totals } | { status: number; body: unknown };

/** A signed-in teacher (admin unless `org` says otherwise); `lists[kind]` answers that list. */
export function failedServer(
  options: { org?: Partial<OrganizationSummary>; lists?: Partial<Record<FailedKind, (url: URL) => ListReply>>; courses?: CourseSummary[] } = {},
) {
  const reply = session(options.org);
  const totals = new Map<string, Totals>();
  const list = (kind: FailedKind) => ({ url }: { url: URL }) => {
    const answer = options.lists?.[kind]?.(url) ?? { items: [] };
    if ('status' in answer) return answer;
    totals.set(url.pathname, answer.totals ?? { count: answer.items.length, pages: 1 });
    return json(answer.items);
  };
  const api = fakeApi({
    'GET /public_config': json(publicConfig),
    'GET /users/show_current': json(reply),
    'GET /content/organizations/1': json({ ...organizationDetail(), ...reply.organization }),
    'GET /content/organizations/1/courses': ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return json((options.courses ?? []).filter((c) => c.name.toLowerCase().includes(q)));
    },
    'GET /content/organizations/1/failed_chapters': list('chapters'),
    'GET /content/organizations/1/failed_questions': list('questions'),
    'GET /content/organizations/1/failed_passages': list('passages'),
  });
  const inner = api.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await inner(input, init);
    const found = totals.get(new URL(String(input), 'http://localhost').pathname);
    if (!found || !response.ok) return response;
    const headers = new Headers(response.headers);
    headers.set('X-Pena-Count', String(found.count));
    headers.set('X-Pena-Pages', String(found.pages));
    return new Response(await response.text(), { status: response.status, headers });
  });
  return { calls: api.calls };
}

/** The requests made so far to one list, as their query strings. */
export function listQueries(calls: { method: string; path: string; search: string }[], kind: FailedKind): URLSearchParams[] {
  return calls.filter((c) => c.method === 'GET' && c.path === `/content/organizations/1/failed_${kind}`).map((c) => new URLSearchParams(c.search));
}
