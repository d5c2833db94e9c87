// Wire-shaped activity events and a fake server for the activity screens: the course of
// web/test/fixtures/courseTree.ts with its sidebar, the course's and the organization's
// feeds (with their X-Pena-Count / X-Pena-Pages headers), and the members the person filter
// picks from.
import type { SessionReply } from '../../../../domain/schemas/account.ts';
import type { ActivityEvent } from '../../../../domain/schemas/history.ts';
import type { ManagedMember } from '../../../../domain/schemas/members.ts';
import type { Reply } from '../../../test/fakeApi.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import { organizationDetail, session } from '../../../test/fixtures.ts';
import { courseHandlers, sampleTree } from '../../../test/fixtures/courseTree.ts';

export const siti = { id: 1, name: 'Siti Rahmawati' };
export const dewi = { id: 3, name: 'Dewi Lestari' };

let next = 100;
export function activityEvent(overrides: Partial<ActivityEvent> = {}): ActivityEvent {
  return {
    id: ++next,
    kind: 'created',
    item_type: 'page',
    item_id: 41,
    item_title: 'Pengantar',
    actor: siti,
    details: {},
    created_at: '2026-03-02T08:00:00.000Z',
    ...overrides,
  };
}

export const publisher = () => session({ role: 'publisher', admin: false, permissions: ['create', 'view', 'edit', 'publish'] }, { role: 'publisher' });
export const editor = () => session({ role: 'editor', admin: false, permissions: ['create', 'view', 'edit'] }, { role: 'editor' });

const member = (id: number, name: string): ManagedMember => ({
  id, name, email: `${name.split(' ')[0]!.toLowerCase()}@nusantara.sch.id`, admin: false, approved: true, restricted: false, role: 'editor', teams: [],
});

type Feed = (url: URL) => { items: ActivityEvent[]; count?: number; pages?: number } | { status: number; body: unknown };

/** The feed's reply with its totals in the headers, as the server sends them. */
const page = (feed: Feed) => ({ url }: { url: URL }): Reply => {
  const answer = feed(url);
  if ('status' in answer) return answer;
  const count = answer.count ?? answer.items.length;
  return { body: answer.items, headers: { 'X-Pena-Count': String(count), 'X-Pena-Pages': String(answer.pages ?? Math.ceil(count / 15)) } };
};

/** A signed-in teacher (admin unless `reply` says otherwise) in the sample course (id 1). */
export function activityServer(options: { reply?: SessionReply; course?: Feed; organization?: Feed } = {}) {
  const reply = options.reply ?? session();
  const tree = sampleTree();
  const people = [member(1, siti.name), member(3, dewi.name), member(5, 'Rina Wulandari')];
  return fakeApi({
    ...courseHandlers({ tree }, reply),
    'GET /content/organizations': json([reply.organization]),
    'GET /content/organizations/1': json({ ...organizationDetail(), ...reply.organization }),
    'GET /content/organizations/1/members': ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return json(people.filter((p) => !q || p.name.toLowerCase().includes(q)));
    },
    'GET /content/courses/1/activity': page(options.course ?? (() => ({ items: [] }))),
    'GET /content/organizations/1/activity': page(options.organization ?? (() => ({ items: [] }))),
  });
}

/** The requests made so far to a feed, as their query strings. */
export function feedQueries(calls: { method: string; path: string; search: string }[], path: string): Record<string, string>[] {
  return calls.filter((c) => c.method === 'GET' && c.path === path).map((c) => Object.fromEntries(new URLSearchParams(c.search)));
}
