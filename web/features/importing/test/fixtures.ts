// The fake server of the import page's tests: the target topic 100 (SMA Nusantara, the
// course tree's fixtures), the provider's test bank (organization 50, the public config's)
// with one course, its unit and a topic of two questions and a passage with two more (and what
// the target topic already holds of them), its two course sets, the admin's second school (2),
// and the import reply (done at once, a job, a failure, or a 409 naming what the topic holds).
import type { CourseSummary, CourseTree } from '../../../../domain/schemas/courses.ts';
import type { AlreadyImported, ImportCourseSet, ImportSourceTopic } from '../../../../domain/schemas/importing.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import type { OrganizationSummary } from '../../../../domain/schemas/account.ts';
import { json } from '../../../test/fakeApi.ts';
import type { Handler } from '../../../test/fakeApi.ts';
import { passage, questionOf } from '../../../test/content.ts';
import { organization, organizationDetail, publicConfig, session } from '../../../test/fixtures.ts';
import { courseSummary } from '../../../test/fixtures/copyMove.ts';
import { contentHandlers, contentState } from '../../course-tree/topic/test/contentFixtures.ts';
import { courseTree, treeUnit, treeTopic } from '../../../test/fixtures/courseTree.ts';

export const PROVIDER_ID = publicConfig.provider_organization_id!;
export const TARGET_TOPIC = 100;

export const bankCourses: CourseSummary[] = [
  courseSummary(900, 'Bank Soal Matematika SMA', { organization_id: PROVIDER_ID, grades: [{ id: 1, name: 'G10', type: 'grade' }], topics_count: 1, bundles_count: 1 }),
  courseSummary(901, 'Bank Soal Fisika SMA', { organization_id: PROVIDER_ID, grades: [{ id: 2, name: 'G11', type: 'grade' }], topics_count: 0, bundles_count: 0 }),
];

export const bankTree: CourseTree = courseTree(
  [treeUnit(910, 'Persamaan dan fungsi', [treeTopic(950, 'Persamaan kuadrat', { questions_count: 4, passages_count: 1 }), treeTopic(951, 'Kosong', { questions_count: 0 })])],
  { id: 900, name: 'Bank Soal Matematika SMA' },
);

const stem = (text: string) => ({ ...validQuestion('multiple_choice'), content_html: `<p>${text}</p>` });

export const bankCourseSets: ImportCourseSet[] = [
  { id: 31, name: 'Bank Soal SMA', courses_count: 2 },
  { id: 77, name: null, courses_count: 1 },
];

export function bankTopic(alreadyImported: AlreadyImported = { question_ids: [], passage_ids: [] }): ImportSourceTopic {
  const provider = { organization_id: PROVIDER_ID, topic_id: 950, source: 'own' as const, read_only: false };
  return {
    topic: { id: 950, name: 'Persamaan kuadrat', bundle_id: 910, bundle_name: 'Persamaan dan fungsi', course_id: 900, course_name: 'Bank Soal Matematika SMA' },
    source: 'provider',
    questions: [
      questionOf(stem('Akar dari x² − 5x + 6 = 0 adalah …'), { ...provider, id: 9501, position: 1 }),
      questionOf(stem('Diskriminan dari x² + 4 adalah …'), { ...provider, id: 9502, position: 2 }),
      questionOf(stem('Menurut bacaan, berapa tinggi bola?'), { ...provider, id: 9503, position: 3, passage_id: 9601 }),
      questionOf(stem('Kapan bola menyentuh tanah?'), { ...provider, id: 9504, position: 4, passage_id: 9601 }),
    ],
    passages: [passage({ ...provider, id: 9601, title: 'Lintasan bola', content: 'Sebuah bola dilempar ke atas.', content_html: '<p>Sebuah bola dilempar ke atas.</p>', questions_count: 2 })],
    already_imported: alreadyImported,
  };
}

export function job(overrides: Partial<JobStatusReply> = {}): JobStatusReply {
  return {
    uuid: 'job-1',
    kind: 'import_questions',
    status: 'completed',
    progress: 100,
    result: { topic_id: TARGET_TOPIC, question_ids: [1001, 1002], passage_ids: [], read_only: true },
    error: null,
    ...overrides,
  };
}

export function schools(): OrganizationSummary[] {
  return [
    organization({ has_multiple_organizations: true }),
    organization({ id: 2, name: 'SMP Harapan Bangsa', has_multiple_organizations: true, can_import_license_questions: false }),
  ];
}

type Options = { sessionOrg?: Partial<OrganizationSummary>; importReply?: Handler; alreadyImported?: AlreadyImported };

/** The target topic's overview and the test bank's browsing calls. */
export function importHandlers(options: Options = {}): Record<string, Handler> {
  const sessionReply = session({ has_multiple_organizations: true, ...options.sessionOrg });
  return {
    ...contentHandlers(contentState(), sessionReply),
    'GET /content/organizations': () => json(schools()),
    'GET /content/organizations/1': () => json(organizationDetail()),
    [`GET /importing/organizations/${PROVIDER_ID}/courses`]: ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const level = url.searchParams.get('level');
      const set = url.searchParams.get('course_set_id');
      const items = bankCourses.filter((c) => c.name.toLowerCase().includes(q) && (!level || c.grades.some((g) => g.name === level)) && (!set || (set === '31' && c.id === 900)));
      return { status: 200, body: items, headers: { 'X-Pena-Count': String(items.length), 'X-Pena-Pages': '1' } };
    },
    'GET /importing/courses/900/show_tree': () => json(bankTree),
    [`GET /importing/organizations/${PROVIDER_ID}/course_sets`]: () => json(bankCourseSets),
    'GET /importing/topics/950/questions': () => json(bankTopic(options.alreadyImported)),
    [`POST /content/topics/${TARGET_TOPIC}/import_questions`]: options.importReply ?? (() => json(job())),
  };
}
