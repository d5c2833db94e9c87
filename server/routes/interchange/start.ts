// POST /content/topics/{id}/interchange_import: the browser has POSTed another tool's file
// straight to storage with the form of GET /map/topics/{id}/upload_form_values.json?
// purpose=interchange_import; this names its key and starts the 'interchange_import' job
// (jobs/tasks/InterchangeImportTask.ts) with the client's request_id as its uuid: 202 with the
// pending job. A repeated request_id answers the first outcome and never starts a second job.
//
// The stored object must be a zip, XML or text by its content and at most the purpose's cap
// (storage/uploads.ts registerUpload: 422 naming `file`, the object removed); which format it is
// the job finds out, so a file named .gift holding QTI is read as QTI. A key outside the
// organization's interchange_import prefix, never uploaded, or already used is a 422 naming
// `file_key`.
import { startInterchangeImportRequest } from '../../../domain/schemas/interchange.ts';
import { jobStatusSchema } from '../../../domain/schemas/publishing.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import type { RouteModule } from '../../context.ts';
import { requestLanguage } from '../../i18n.ts';
import { startJob } from '../../jobs/tracked.ts';
import { loadInterchangeTopic } from '../../loaders/interchangeImport.ts';
import { registerUpload } from '../../storage/uploads.ts';
import { earlierOutcome } from '../copying/load.ts';
import { requestReplies } from '../copying/requestReplies.ts';
import { interchangeErrorReplies, topicParams } from './schema.ts';

export const startRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.post(
    '/content/topics/:id/interchange_import',
    {
      onRequest: authenticateHook(db),
      schema: {
        tags: ['interchange'],
        summary: 'Start importing questions from another tool’s file (QTI, Common Cartridge, Moodle XML, GIFT, Aiken): the interchange_import job, 202',
        params: topicParams,
        body: startInterchangeImportRequest,
        response: { 202: jobStatusSchema, 200: jobStatusSchema, ...interchangeErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const language = requestLanguage(request);
      const { file_key: fileKey, file_name: fileName, request_id: requestId, categories } = request.body;
      const earlier = await earlierOutcome(db, user.id, 'interchange_import', requestId, language);
      if (earlier) return reply.code(earlier.status).send(earlier.body);

      const { topic } = await loadInterchangeTopic(db, user, request.params.id);
      const organizationId = topic.organizationId;
      const replies = requestReplies(db, reply, { userId: user.id, kind: 'interchange_import', requestId, language });
      let file;
      try {
        ({ file } = await registerUpload(ctx, { organizationId, uploaderId: user.id, purpose: 'interchange_import', key: fileKey, filename: fileName }));
      } catch (error) {
        // "Already used": the same request_id may have got there first (a double click).
        return replies.failure(error);
      }
      return replies.started(() =>
        startJob(ctx, {
          task: 'interchange_import',
          kind: 'interchange_import',
          uuid: requestId,
          organizationId,
          userId: user.id,
          data: { topic_id: topic.id, organization_id: organizationId, actor_id: user.id, language, file_key: fileKey, file_name: file.filename, categories },
        }),
      );
    },
  );
};
