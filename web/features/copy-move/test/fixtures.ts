// The fake server's answers for the Copy/Move modal's tests: the user's two schools, their
// courses, a unit's topics, and the copy or move reply (done at once, or a job to poll).
import type { CopyAction, CopyMoveResult } from '../../../../domain/schemas/copying.ts';
import type { OrganizationSummary } from '../../../../domain/schemas/account.ts';
import type { CourseSummary, TopicTarget } from '../../../../domain/schemas/courses.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { json } from '../../../test/fakeApi.ts';
import type { Handler } from '../../../test/fakeApi.ts';
import { organization } from '../../../test/fixtures.ts';
import { course } from '../../course-tree/test/fixtures.ts';

/** The signed-in admin's schools: SMA Nusantara (1, the session's) and SMP Harapan (2). */
export function schools(overrides: Partial<OrganizationSummary> = {}): OrganizationSummary[] {
  return [
    organization({ has_multiple_organizations: true, ...overrides }),
    organization({ id: 2, name: 'SMP Harapan', has_multiple_organizations: true }),
  ];
}

export function courseSummary(id: number, name: string, overrides: Partial<CourseSummary> = {}): CourseSummary {
  const { description: _d, system: _s, systems: _ss, meta: _m, course_set_id: _cs, course_subset_id: _css, share_settings: _sh, bundles: _b, icon_image_id: _i, preview_video: _p, introductory_video_url: _iv, publish_to_system: _pt, lock_version: _l, ...summary } = course({ id, name });
  return { ...summary, bundles_count: 3, ...overrides };
}

export function topicTargets(...names: [number, string][]): TopicTarget[] {
  return names.map(([id, name], index) => ({ id, name, position: index + 1 }));
}

export function result(overrides: Partial<CopyMoveResult> = {}): CopyMoveResult {
  return {
    action: 'copy',
    kind: 'bundle',
    id: 900,
    name: 'Aljabar',
    organization_id: 1,
    course_id: 1,
    bundle_id: null,
    topic_id: null,
    item_count: 12,
    item_counts: { chapters: 3, questions: 8, passages: 1, study_guides: 0 },
    linked_question_count: 0,
    removed_link_count: 0,
    ...overrides,
  };
}

export function job(uuid: string, action: CopyAction, overrides: Partial<JobStatusReply> = {}): JobStatusReply {
  return { uuid, kind: action, status: 'completed', progress: 100, result: null, error: null, ...overrides };
}

/** Organizations and an organization's courses (filtered by `q` like the server). */
export function targetHandlers(options: { organizations?: OrganizationSummary[]; courses?: Record<number, CourseSummary[]> } = {}) {
  const organizations = options.organizations ?? schools();
  const courses = options.courses ?? {};
  const handlers: Record<string, Handler> = { 'GET /content/organizations': () => json(organizations) };
  for (const org of organizations) {
    handlers[`GET /content/organizations/${org.id}/courses`] = ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const items = (courses[org.id] ?? []).filter((item) => item.name.toLowerCase().includes(q));
      return json(items);
    };
  }
  return handlers;
}
