// Wire-shaped publish trees for the publishing tests, and the fake server's handlers for
// the signed-in teacher and one course's tree.
import type { PublishItem, PublishTopic, PublishTree, PublishUnit } from '../../../../domain/schemas/publishing.ts';
import type { SessionReply } from '../../../../domain/schemas/account.ts';
import { json } from '../../../test/fakeApi.ts';
import type { Handler } from '../../../test/fakeApi.ts';
import { publicConfig, session } from '../../../test/fixtures.ts';

export const COURSE_ID = 1;
export const stamp = '2025-01-15T08:00:00.000Z';

export function page(id: number, title: string, over: Partial<PublishItem> = {}): PublishItem {
  return {
    id,
    kind: 'chapter',
    title,
    type: 'text',
    lock_version: id % 7,
    status: 'unpublished',
    valid: true,
    errors: [],
    warnings: [],
    changed_since_published: false,
    published_at: null,
    ...over,
  };
}

export function question(id: number, title: string, over: Partial<PublishItem> = {}): PublishItem {
  return { ...page(id, title), kind: 'question', type: 'multiple_choice', ...over };
}

export function topic(id: number, name: string, items: { chapters?: PublishItem[]; questions?: PublishItem[] }, over: Partial<PublishTopic> = {}): PublishTopic {
  return {
    id,
    name,
    lock_version: id % 5,
    status: 'unpublished',
    published_at: null,
    changed_since_published: false,
    valid: true,
    errors: [],
    used_in_assignments: false,
    chapters: items.chapters ?? [],
    questions: items.questions ?? [],
    ...over,
  };
}

export function unit(id: number, name: string, topics: PublishTopic[], over: Partial<PublishUnit> = {}): PublishUnit {
  return { id, name, status: 'unpublished', published_at: null, valid: true, errors: [], topics, ...over };
}

export function tree(units: PublishUnit[]): PublishTree {
  return {
    course: { id: COURSE_ID, name: 'Matematika Kelas 10', status: 'unpublished', published_at: null, changed_since_published: false },
    units,
  };
}

/**
 * Two units: "Bilangan" with a valid topic (a page with math and two questions, one invalid
 * with a reason and one with a warning) and an invalid topic; "Aljabar" with one valid topic.
 */
export function sampleTree(): PublishTree {
  return tree([
    unit(10, 'Bilangan', [
      topic(100, 'Bilangan bulat', {
        chapters: [page(1000, 'Pengantar [%x^2%]', { lock_version: 3 })],
        questions: [
          question(2000, 'Berapakah 2 + 3?', { lock_version: 4, warnings: ['This question has no explanation.'] }),
          question(2001, 'Soal tanpa jawaban', { valid: false, errors: ['Multiple choice needs at least one correct answer'] }),
        ],
      }),
      topic(101, 'Pecahan', { chapters: [page(1001, 'Halaman kosong', { valid: false, errors: ['Empty page'] })] }, {
        valid: false,
        errors: ['A topic must contain at least one valid question or page'],
      }),
    ]),
    unit(11, 'Aljabar', [topic(110, 'Persamaan linear', { questions: [question(2100, 'Selesaikan x + 1 = 2', { lock_version: 9 })] })]),
  ]);
}

/** The published course the unpublish page reads: one topic used in assignments. */
export function publishedTree(): PublishTree {
  const published = { status: 'published' as const, published_at: stamp };
  return {
    ...tree([
      unit(10, 'Bilangan', [
        topic(
          100,
          'Bilangan bulat',
          { chapters: [page(1000, 'Pengantar', published)], questions: [question(2000, 'Berapakah 2 + 3?', { ...published, changed_since_published: true }), question(2002, 'Draf baru')] },
          { ...published, used_in_assignments: true },
        ),
        topic(101, 'Pecahan', { questions: [question(2010, 'Setengah dari 4?', published)] }, published),
        topic(102, 'Desimal', { questions: [question(2020, 'Belum terbit')] }),
      ], published),
    ]),
    course: { id: COURSE_ID, name: 'Matematika Kelas 10', status: 'published', published_at: stamp, changed_since_published: true },
  };
}

export const publisher = () => session({ role: 'publisher', admin: false, permissions: ['create', 'view', 'edit', 'publish'] }, { role: 'publisher' });
export const editor = () => session({ role: 'editor', admin: false, permissions: ['create', 'view', 'edit'] }, { role: 'editor' });

export function publishingHandlers(state: { tree: PublishTree }, sessionReply: SessionReply = publisher()): Record<string, Handler> {
  return {
    'GET /public_config': () => json(publicConfig),
    'GET /users/show_current': () => json(sessionReply),
    [`GET /content/courses/${COURSE_ID}/publish_tree`]: () => json(state.tree),
  };
}
