// Where a course, unit, topic, page, question or passage sits: its organization, course, unit
// and topic, with what the policies judge (creator) and what a copy or move reply names.
// One query for any kind; used by the copy and move routes (to scope and authorize source and
// target) and by the mover (to know which parents to lock).
import { eq } from 'drizzle-orm';
import { collapseWhitespace, htmlToText } from '../../domain/rules/text.ts';
import type { CopyKind } from '../../domain/schemas/copying.ts';
import type { Db, Tx } from '../db/client.ts';
import { bundles, chapters, courses, passages, questions, topics } from '../db/schema/index.ts';

export interface ContentPlace {
  kind: CopyKind;
  id: number;
  organizationId: number;
  courseId: number;
  /** The unit it is in (a topic's, page's …); for a unit, its own id; null for a course. */
  bundleId: number | null;
  /** The topic it is in; for a topic, its own id; null for a course or unit. */
  topicId: number | null;
  creatorId: number | null;
  /** Name or title; a question's stem as plain text. */
  name: string;
  lockVersion: number;
  status: 'published' | 'unpublished';
}

/** The id of the record's parent of the kind it is copied or moved into (a course's: its organization). */
export function parentIdOf(place: ContentPlace): number {
  switch (place.kind) {
    case 'course':
      return place.organizationId;
    case 'bundle':
      return place.courseId;
    case 'topic':
      return place.bundleId!;
    default:
      return place.topicId!;
  }
}

/** A question's stem as one line of plain text. */
export function questionName(q: { content: string; contentHtml: string; sections: { content_html: string }[] }): string {
  return collapseWhitespace(q.content) || htmlToText(q.contentHtml) || q.sections.map((s) => htmlToText(s.content_html)).join(' ').trim();
}

/** A page's, question's or passage's place through its topic (joined), with what the policies judge. */
const inTopic = (table: typeof chapters | typeof questions | typeof passages) => ({
  organizationId: table.organizationId,
  courseId: topics.courseId,
  bundleId: topics.bundleId,
  topicId: table.topicId,
  creatorId: table.creatorId,
  lockVersion: table.lockVersion,
  status: table.status,
});

export async function placeOf(db: Db | Tx, kind: CopyKind, id: number): Promise<ContentPlace | undefined> {
  const base = { kind, id };
  switch (kind) {
    case 'course': {
      const [row] = await db
        .select({ organizationId: courses.organizationId, creatorId: courses.creatorId, name: courses.name, lockVersion: courses.lockVersion, status: courses.status })
        .from(courses)
        .where(eq(courses.id, id));
      return row && { ...base, ...row, courseId: id, bundleId: null, topicId: null };
    }
    case 'bundle': {
      const [row] = await db
        .select({ organizationId: bundles.organizationId, courseId: bundles.courseId, creatorId: bundles.creatorId, name: bundles.name, lockVersion: bundles.lockVersion, status: bundles.status })
        .from(bundles)
        .where(eq(bundles.id, id));
      return row && { ...base, ...row, bundleId: id, topicId: null };
    }
    case 'topic': {
      const [row] = await db
        .select({
          organizationId: topics.organizationId,
          courseId: topics.courseId,
          bundleId: topics.bundleId,
          creatorId: topics.creatorId,
          name: topics.name,
          lockVersion: topics.lockVersion,
          status: topics.status,
        })
        .from(topics)
        .where(eq(topics.id, id));
      return row && { ...base, ...row, topicId: id };
    }
    case 'chapter': {
      const [row] = await db
        .select({ ...inTopic(chapters), name: chapters.title })
        .from(chapters)
        .innerJoin(topics, eq(topics.id, chapters.topicId))
        .where(eq(chapters.id, id));
      return row && { ...base, ...row, name: htmlToText(row.name) };
    }
    case 'question': {
      const [row] = await db
        .select({ ...inTopic(questions), content: questions.content, contentHtml: questions.contentHtml, sections: questions.sections })
        .from(questions)
        .innerJoin(topics, eq(topics.id, questions.topicId))
        .where(eq(questions.id, id));
      if (!row) return undefined;
      const { content, contentHtml, sections, ...rest } = row;
      return { ...base, ...rest, name: questionName({ content, contentHtml, sections }) };
    }
    case 'passage': {
      const [row] = await db
        .select({ ...inTopic(passages), name: passages.title })
        .from(passages)
        .innerJoin(topics, eq(topics.id, passages.topicId))
        .where(eq(passages.id, id));
      return row && { ...base, ...row, name: htmlToText(row.name) };
    }
  }
}
