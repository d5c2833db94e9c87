// Wire-shaped courses, trees, units and topics for the course tree's component tests, and
// the fake server's handlers for a course held in memory (so reorder, move and delete
// change what the next read returns, like the real server).
import type { Unit, Course, CourseTree, Topic, TreeUnit, TreeTopic } from '../../../../domain/schemas/courses.ts';
import { json } from '../../../test/fakeApi.ts';
import type { Handler } from '../../../test/fakeApi.ts';
import { publicConfig, session } from '../../../test/fixtures.ts';

const stamp = '2025-01-15T08:00:00.000Z';

export function treeTopic(id: number, name: string, overrides: Partial<TreeTopic> = {}): TreeTopic {
  return {
    id,
    name,
    status: 'unpublished',
    accessible: true,
    creator_id: 1,
    position: 1,
    chapters_count: 2,
    questions_count: 5,
    passages_count: 0,
    published_at: null,
    changed_since_published: false,
    ...overrides,
  };
}

export function treeUnit(id: number, name: string, topics: TreeTopic[] = [], overrides: Partial<TreeUnit> = {}): TreeUnit {
  return {
    id,
    guid: `guid-${id}`,
    name,
    description: '',
    status: 'unpublished',
    accessible: true,
    creator_id: 1,
    position: 1,
    published_at: null,
    changed_since_published: false,
    topics: topics.map((topic, index) => ({ ...topic, position: index + 1 })),
    ...overrides,
  };
}

export function courseTree(units: TreeUnit[], overrides: Partial<CourseTree> = {}): CourseTree {
  const positioned = units.map((unit, index) => ({ ...unit, position: index + 1 }));
  return {
    id: 1,
    name: 'Matematika Kelas 10',
    accessible: true,
    school_assessment_course: false,
    creator_id: 1,
    grades: [{ id: 1, name: 'G10', type: 'grade' }],
    // As the server sends it: every tag of the course, grades included.
    course_tags: [
      { id: 1, name: 'G10', type: 'grade' },
      { id: 3, name: 'Remedial', type: 'other' },
      { id: 4, name: 'Kurikulum Merdeka', type: 'other' },
    ],
    bundles: positioned,
    bundles_count: positioned.length,
    topics_count: positioned.reduce((sum, unit) => sum + unit.topics.length, 0),
    ...overrides,
  };
}

export function course(overrides: Partial<Course> = {}): Course {
  return {
    id: 1,
    name: 'Matematika Kelas 10',
    organization_id: 1,
    status: 'unpublished',
    school_assessment_course: false,
    assessment_kind: null,
    grades: [{ id: 1, name: 'G10', type: 'grade' }],
    course_tags: [{ id: 3, name: 'Remedial', type: 'other' }],
    subjects: [],
    icon_url: null,
    creator: { id: 1, name: 'Siti Rahmawati', email: 'admin@nusantara.sch.id' },
    creator_id: 1,
    accessible: true,
    share_enabled: false,
    bundles_count: 0,
    topics_count: 0,
    published_at: null,
    changed_since_published: false,
    created_at: stamp,
    updated_at: stamp,
    description: 'Bilangan, aljabar dan geometri untuk kelas 10.',
    system: 'penaschool',
    systems: ['penaschool'],
    meta: {},
    course_set_id: null,
    course_subset_id: null,
    share_settings: { enabled: false, user_ids: [] },
    bundles: [],
    icon_image_id: null,
    preview_video: null,
    introductory_video_url: null,
    publish_to_system: null,
    lock_version: 0,
    ...overrides,
  };
}

export function unitOf(tree: CourseTree, unit: TreeUnit): Unit {
  return {
    ...unit,
    course_id: tree.id,
    course_name: tree.name,
    organization_id: 1,
    lock_version: 0,
    created_at: stamp,
    updated_at: stamp,
  };
}

export function topicOf(tree: CourseTree, unit: TreeUnit, topic: TreeTopic, overrides: Partial<Topic> = {}): Topic {
  return {
    ...topic,
    bundle_id: unit.id,
    bundle_name: unit.name,
    course_id: tree.id,
    course_name: tree.name,
    organization_id: 1,
    grades: tree.grades,
    shuffle_answers: false,
    shuffle_questions: true,
    questions_label: null,
    school_assessment_course: tree.school_assessment_course,
    points: null,
    lock_version: 0,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

/** The standard three-unit course: two filled units and an empty one. */
export function sampleTree(overrides: Partial<CourseTree> = {}): CourseTree {
  return courseTree(
    [
      treeUnit(10, 'Bilangan', [treeTopic(100, 'Bilangan bulat'), treeTopic(101, 'Pecahan')]),
      treeUnit(11, 'Aljabar', [treeTopic(110, 'Persamaan linear'), treeTopic(111, 'Fungsi', { accessible: false })]),
      treeUnit(12, 'Geometri'),
    ],
    overrides,
  );
}

/**
 * Handlers answering for one course held in `state.tree`: the session, the course, its tree,
 * its units and topics, so a page and its sidebar read consistent data.
 */
export function courseHandlers(state: { tree: CourseTree; course?: Course }, sessionReply = session()) {
  const findUnit = (id: number) => state.tree.bundles.find((unit) => unit.id === id);
  const findTopic = (id: number) => {
    for (const unit of state.tree.bundles) {
      const topic = unit.topics.find((item) => item.id === id);
      if (topic) return { unit, topic };
    }
    return null;
  };
  const notFound = json({ error: 'not_found', message: 'Not found' }, 404);
  const idFrom = (url: URL) => Number(url.pathname.split('/')[3]);

  const handlers: Record<string, Handler> = {
    'GET /public_config': () => json(publicConfig),
    'GET /users/show_current': () => json(sessionReply),
    [`GET /content/courses/${state.tree.id}`]: () =>
      json(state.course ?? course({ id: state.tree.id, name: state.tree.name, school_assessment_course: state.tree.school_assessment_course })),
    [`GET /content/courses/${state.tree.id}/show_tree`]: () => json(state.tree),
  };
  for (const unit of state.tree.bundles) {
    handlers[`GET /content/bundles/${unit.id}`] = ({ url }) => {
      const current = findUnit(idFrom(url));
      return current ? json(unitOf(state.tree, current)) : notFound;
    };
    for (const topic of unit.topics) {
      handlers[`GET /content/topics/${topic.id}`] = ({ url }) => {
        const found = findTopic(idFrom(url));
        return found ? json(topicOf(state.tree, found.unit, found.topic)) : notFound;
      };
    }
  }
  return handlers;
}
