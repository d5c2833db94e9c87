// GET /importing/courses/{id}/show_tree and GET /importing/topics/{id}/questions (spec §2
// "Import questions from an organization or the test bank", §7 "Not shown"): drilling
// into a source's course, then a topic's questions rendered in full. `organization_id` is the
// actor's importing organization, as in GET /importing/organizations/{id}/courses; the source
// is the course's or topic's organization, resolved by the same rules (source.ts): another
// organization of the actor shows what the actor may open there; the provider's test bank only
// what is published, as learners get it. Anything not visible answers 404. With `topic_id` (the
// target topic, which the actor must be able to view: else 404/403 as for the topic itself), the
// topic's questions say which of them the target already holds (already_imported), so the
// screen marks them and leaves them out of "select all".
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { courseTreeSchema } from '../../../domain/schemas/courses.ts';
import { importingScopeQuery, importSourceTopicQuery, importSourceTopicSchema } from '../../../domain/schemas/importing.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import type { RouteModule } from '../../context.ts';
import { courses, topics } from '../../db/schema/index.ts';
import { errors } from '../../errors.ts';
import { presentCourseTree } from '../../presenters/course.ts';
import { courseTreeRows } from '../../queries/courseTree.ts';
import { authorizeTopic } from '../../policies/topics.ts';
import { alreadyInTopic, publishedTree, sourceTopicItems } from '../../loaders/importSource.ts';
import { courseErrorReplies, idParams } from '../courses/schema.ts';
import { loadTopic } from '../../loaders/topic.ts';
import { loadSourceCourse, loadSourceTopic, resolveImportSource } from '../../loaders/resolveImportSource.ts';

export const browseRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  /** The organization of a course or topic; 404 when there is none. */
  const organizationOf = async (table: typeof courses | typeof topics, id: number) => {
    const [row] = await db.select({ org: table.organizationId }).from(table).where(eq(table.id, id)).limit(1);
    if (!row) throw errors.notFound();
    return row.org;
  };

  app.get(
    '/importing/courses/:id/show_tree',
    {
      onRequest: authenticate,
      schema: {
        tags: ['courses'],
        summary: "A source course's tree to import questions from: the provider's published units and topics, or what the actor may open",
        params: idParams,
        querystring: importingScopeQuery,
        response: { 200: courseTreeSchema, ...courseErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const source = await resolveImportSource(db, user, await organizationOf(courses, request.params.id), request.query.organization_id);
      const course = await loadSourceCourse(db, source, request.params.id);
      const rows = await courseTreeRows(db, course.id);
      return presentCourseTree(course, source.publishedOnly ? await publishedTree(db, rows) : rows, true);
    },
  );

  app.get(
    '/importing/topics/:id/questions',
    {
      onRequest: authenticate,
      schema: {
        tags: ['questions'],
        summary: "A source topic's questions and passages in full, by position: the provider's as published",
        params: idParams,
        querystring: importSourceTopicQuery,
        response: { 200: importSourceTopicSchema, ...courseErrorReplies },
      },
    },
    async (request): Promise<z.infer<typeof importSourceTopicSchema>> => {
      const user = currentUser(request);
      const source = await resolveImportSource(db, user, await organizationOf(topics, request.params.id), request.query.organization_id);
      const topic = await loadSourceTopic(db, source, request.params.id);
      const targetId = request.query.topic_id;
      if (targetId !== undefined) {
        const target = await loadTopic(db, user, targetId);
        authorizeTopic(target.ctx, user.id, 'view', target.topic, target.share);
      }
      const items = await sourceTopicItems(db, topic.id, source.publishedOnly);
      const held =
        targetId === undefined
          ? { question_ids: [], passage_ids: [] }
          : await alreadyInTopic(db, targetId, { questionIds: items.questions.map((q) => q.id), passageIds: items.passages.map((p) => p.id) });
      return {
        topic: { id: topic.id, name: topic.name, bundle_id: topic.bundleId, bundle_name: topic.unitName, course_id: topic.courseId, course_name: topic.courseName },
        source: source.kind === 'provider' ? 'provider' : 'own',
        ...items,
        already_imported: held,
      };
    },
  );
};
