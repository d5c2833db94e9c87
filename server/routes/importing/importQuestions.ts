// POST /content/topics/{id}/import_questions (spec §2 "Import questions from an organization or
// the test bank", §6, §8): the chosen questions and passages of the source (organization_id:
// the provider, or another organization of the actor) to the end of the topic, in the order
// asked, a passage with its questions (commands/questionImporter.ts).
// - The topic is scoped to the actor (404 otherwise); the source is resolved as the browsing
//   calls resolve it (source.ts: 404 when it is neither the provider nor one of the actor's
//   organizations, 403 by its guard); the actor must pass the import guard of the topic's
//   organization and may create questions in the topic (policies/importing.ts, 403).
// - Every id must be the source's and visible to the actor there (the provider's: published):
//   otherwise 404, as for any record the actor may not see.
// - When the topic already holds some of the selection (imported before from the same source
//   question or passage, loaders/importSource.ts alreadyInTopic): 409 naming them, nothing
//   written, unless import_again is true.
// - Up to IMPORT_INLINE_LIMIT questions: done in the request, 200 with the completed job (its
//   job_statuses row, kind 'import_questions', uuid = request_id, written in the import's own
//   transaction); more: 202 and the job (jobs/tasks/ImportQuestionsTask.ts). A repeated
//   request_id answers the first outcome; someone else's is 422 (copying/load.ts).
import { inArray } from 'drizzle-orm';
import { IMPORT_INLINE_LIMIT, alreadyImportedReply, importQuestionsRequest, type AlreadyImported } from '../../../domain/schemas/importing.ts';
import { jobStatusSchema } from '../../../domain/schemas/publishing.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { importQuestions, importSelection, type ImportInput } from '../../commands/questionImporter.ts';
import { checkTopicRoom } from '../../commands/topicCapacity.ts';
import type { RouteModule } from '../../context.ts';
import { topics } from '../../db/schema/index.ts';
import { AppError, errors } from '../../errors.ts';
import { requestLanguage } from '../../i18n.ts';
import { startJob } from '../../jobs/tracked.ts';
import { authorizeImportInto } from '../../policies/importing.ts';
import { alreadyInTopic } from '../../loaders/importSource.ts';
import { earlierOutcome, inlineJob } from '../copying/load.ts';
import { requestReplies } from '../copying/requestReplies.ts';
import { courseErrorReplies, idParams } from '../courses/schema.ts';
import { loadTopic } from '../../loaders/topic.ts';
import { resolveImportSource, visibleCourses } from '../../loaders/resolveImportSource.ts';

const KIND = 'import_questions';

/** 409: the topic already holds these; the teacher leaves them out or imports them again. */
function alreadyImported(held: AlreadyImported): AppError {
  const n = held.question_ids.length;
  return new AppError('conflict', {
    message: {
      en: `This topic already has ${n} of these questions, imported from the same source before. Leave them out, or import them again.`,
      id: `Topik ini sudah memiliki ${n} dari soal ini, yang pernah diimpor dari sumber yang sama. Jangan sertakan soal tersebut, atau impor lagi.`,
    },
    extra: { already_imported: held },
  });
}

export const importQuestionRoutes: RouteModule = (app, ctx) => {
    const { db, storage } = ctx;
    app.post(
      '/content/topics/:id/import_questions',
      {
        onRequest: authenticateHook(db),
        schema: {
          tags: ['questions'],
          summary: 'Import questions and passages of the provider or another organization of the actor to the end of the topic: 200 with the completed job, or 202 while a large import runs',
          params: idParams,
          body: importQuestionsRequest,
          response: { 200: jobStatusSchema, 202: jobStatusSchema, 409: alreadyImportedReply, ...courseErrorReplies },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const language = requestLanguage(request);
        const body = request.body;
        const requestId = body.request_id;
        const earlier = await earlierOutcome(db, user.id, KIND, requestId, language);
        if (earlier) return reply.code(earlier.status).send(earlier.body);

        const { topic, ctx: org, share } = await loadTopic(db, user, request.params.id);
        const source = await resolveImportSource(db, user, body.organization_id, topic.organizationId);
        authorizeImportInto(source.kind, org, user.id, topic, share);

        const input: ImportInput = {
          sourceOrganizationId: source.organizationId,
          provider: source.kind === 'provider',
          questionIds: body.question_ids,
          passageIds: body.passage_ids,
          topicId: topic.id,
          actorId: user.id,
        };
        const selection = await importSelection(db, input);
        if (!selection) throw errors.notFound();
        const courseIds =
          selection.topicIds.length === 0 ? [] : (await db.select({ courseId: topics.courseId }).from(topics).where(inArray(topics.id, selection.topicIds))).map((r) => r.courseId);
        const visible = await visibleCourses(db, source, [...new Set(courseIds)]);
        if (courseIds.some((id) => !visible.has(id))) throw errors.notFound();
        if (!body.import_again) {
          const held = await alreadyInTopic(db, topic.id, selection);
          if (held.question_ids.length + held.passage_ids.length > 0) throw alreadyImported(held);
        }
        await checkTopicRoom(db, topic.id, selection.questionIds.length, 'question_ids');

        const replies = requestReplies(db, reply, { userId: user.id, kind: KIND, requestId, language });
        if (selection.questionIds.length > IMPORT_INLINE_LIMIT) {
          return replies.started(() =>
            startJob(ctx, {
              task: KIND,
              kind: KIND,
              uuid: requestId,
              organizationId: topic.organizationId,
              userId: user.id,
              data: {
                source_organization_id: input.sourceOrganizationId,
                provider: input.provider,
                question_ids: input.questionIds,
                passage_ids: input.passageIds,
                topic_id: input.topicId,
                actor_id: input.actorId,
              },
            }),
          );
        }

        const job = inlineJob({ uuid: requestId, kind: KIND, organizationId: topic.organizationId, userId: user.id });
        try {
          return await replies.completed(job, await importQuestions({ db, storage }, input, job));
        } catch (error) {
          return replies.failure(error);
        }
      },
    );
  };
