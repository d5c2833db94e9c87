// POST /content/topics/{id}/document_import/{uuid}/finish (spec §2 "Import from document, AI
// flow: Upload, Processing, Review": in the Review the teacher keeps or drops each question,
// then finishes the import into the topic, all or nothing): the kept questions, as edited, in
// the order they go into the topic, and the passages they name.
//
// Only the actor's own completed 'document_import' job for this topic is finished (any other
// uuid answers 404). Each question is checked as the create route checks it
// (commands/checkQuestion.ts: prepared, sanitized, the §5 rules with the
// organization's point setting, media of this organization only); a passage must have
// something to read; a question must name a passage given. Every problem answers one 422 with
// field paths `questions.N.document.<path>` (N the question's index in the request; the
// document's own path, as the editor names it), `questions.N.passage_key`,
// `passages.N.<path>`; the schema's own checks name the same paths. Then everything is written
// in one transaction with the job's result.imported and the document's charge to the quota
// (commands/documentImporter.ts; 422 quota_exhausted or member_quota_exhausted with
// recharges_at when either ran out since the Upload step); a repeat answers the first outcome
// and imports, and charges, nothing twice.
import { fieldErrors } from '../../../domain/rules/issues.ts';
import { questionIssues } from '../../../domain/rules/questionRules.ts';
import { passageDocumentSchema } from '../../../domain/schemas/content.ts';
import { documentImportResultSchema, finishDocumentImportRequest } from '../../../domain/schemas/documents.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { finishDocumentImport, type FinishedQuestion } from '../../commands/documentImporter.ts';
import { passageMedia, preparePassage } from '../../sanitize/passageContent.ts';
import { prepareQuestion, questionMedia } from '../../sanitize/questionContent.ts';
import type { ImportedPassage } from '../../commands/spreadsheetImporter.ts';
import { checkTopicRoom } from '../../commands/topicCapacity.ts';
import type { RouteModule } from '../../context.ts';
import { QuotaRefusal } from '../../documentImport/quota.ts';
import { requestLanguage } from '../../i18n.ts';
import { AppError, errors } from '../../errors.ts';
import { JobRefusal } from '../../jobs/tracked.ts';
import type { MediaReference } from '../../../domain/rules/media.ts';
import { checkMediaReferences } from '../../queries/mediaReferences.ts';
import { msg } from '../../../domain/messages/index.ts';
import { findCompletedImport, loadDocumentTopic } from '../../loaders/documentImport.ts';
import { documentErrorReplies, finishParams } from './schema.ts';

export const finishRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.post(
    '/content/topics/:id/document_import/:uuid/finish',
    {
      onRequest: authenticateHook(db),
      // The kept questions whole: as large as a topic's worth of editor saves.
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags: ['documents'],
        summary: 'Finish a document import: the kept, edited questions (and the passages they name) appended to the topic, all or nothing; a repeat answers the first outcome',
        params: finishParams,
        body: finishDocumentImportRequest,
        response: { 200: documentImportResultSchema, ...documentErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { topic, ctx: org } = await loadDocumentTopic(db, user, request.params.id);
      const { extraction } = await findCompletedImport(db, request.params.uuid, user.id, topic);
      if (extraction.imported) return { topic_id: topic.id, ...extraction.imported };

      const fields: Record<string, string> = {};
      const media: MediaReference[] = [];
      const given = new Map(request.body.passages.map((p, i) => [p.key, i]));
      const questions: FinishedQuestion[] = request.body.questions.map((q, i) => {
        const document = prepareQuestion({ ...q.document, passage_id: null, preceding_question_id: null, succeeding_question_id: undefined });
        const prefix = `questions.${i}.document.`;
        for (const [path, message] of Object.entries(fieldErrors(questionIssues(document, { pointsEnabled: org.organization.enablePointSystem })))) {
          fields[`${prefix}${path}`] ??= message;
        }
        media.push(...questionMedia(document).map((r) => ({ ...r, path: `${prefix}${r.path}` })));
        if (q.passage_key !== null && !given.has(q.passage_key)) fields[`questions.${i}.passage_key`] ??= msg('invalid');
        return { document, passageKey: q.passage_key };
      });
      const named = new Set(questions.map((q) => q.passageKey));
      const passages: ImportedPassage[] = [];
      request.body.passages.forEach((p, i) => {
        if (!named.has(p.key)) return;
        const checked = passageDocumentSchema.safeParse({ title: p.title, content_html: p.content_html });
        if (!checked.success) {
          for (const issue of checked.error.issues) fields[`passages.${i}.${issue.path.join('.')}`] ??= issue.message;
          return;
        }
        const prepared = preparePassage(checked.data);
        media.push(...passageMedia(prepared).map((r) => ({ ...r, path: `passages.${i}.${r.path}` })));
        passages.push({ key: p.key, title: prepared.title, contentHtml: prepared.content_html });
      });
      if (Object.keys(fields).length > 0) throw errors.unprocessable(fields);
      await checkMediaReferences(db, topic.organizationId, media);
      await checkTopicRoom(db, topic.id, questions.length, 'questions');

      try {
        const { result } = await finishDocumentImport(db, {
          jobUuid: request.params.uuid,
          topicId: topic.id,
          organizationId: topic.organizationId,
          actorId: user.id,
          questions,
          passages,
          quota: { defaultLimit: ctx.config.documentImport.quotaLimit, memberShare: ctx.config.documentImport.memberShare },
        });
        return result;
      } catch (error) {
        // The school's balance or the member's share ran out since the Upload step: nothing written, nothing charged.
        if (error instanceof QuotaRefusal) {
          return reply.code(422).send({ error: error.code, message: error.messages[requestLanguage(request)], recharges_at: error.rechargesAt?.getTime() ?? null });
        }
        // The topic was deleted or moved away meanwhile.
        if (error instanceof JobRefusal) throw new AppError('unprocessable_entity', { message: error.messages });
        throw error;
      }
    },
  );
};
