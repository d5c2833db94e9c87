// Exports to other tools' formats, for whoever may view the topic or course (another
// organization's record answers 404):
// - GET /content/topics/{id}/questions/export_plan?format=… and /content/courses/{id}/…: how many
//   questions the file will hold and which it leaves out, with why (Aiken holds single-answer
//   multiple choice only; GIFT has no ordering, grouping or categorising question);
// - GET …/questions/export?format=…: the file (a QTI 3.0 or 2.1 package, Moodle XML, GIFT, Aiken),
//   one section or category per topic;
// - GET /content/courses/{id}/cartridge_plan and …/cartridge: the course as an IMS Common
//   Cartridge 1.3 (units and topics as its organization, pages, study guides, each topic's
//   questions as an assessment).
// Files are written straight into the reply as they are made (exporters/interchange: a package
// streams through its zip), named after the topic or course; a failure mid-way cuts the reply.
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { exportPlanSchema, QUESTION_EXPORT_FORMATS, questionExportQuery, type ExportPlan } from '../../../domain/schemas/interchange.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import type { RouteModule } from '../../context.ts';
import { cartridgeFile, planCartridgeExport, planQuestionExport, questionExportFile, writeCartridge, writeQuestionExport, type LeftOutQuestion } from '../../exporters/interchange/index.ts';
import { requestLanguage, type Language } from '../../i18n.ts';
import { leftOutMessage } from '../../interchange/messages.ts';
import { loadCourse } from '../../loaders/course.ts';
import { courseExport, courseExportTree, exportMedia, topicExport } from '../../loaders/interchangeExport.ts';
import { loadTopic } from '../../loaders/topic.ts';
import { authorizeCourseExport, authorizeTopicExport } from '../../policies/interchange.ts';
import { contentDisposition } from '../files/http.ts';
import { courseParams, fileReply, interchangeErrorReplies, topicParams } from './schema.ts';

/** Every type a questions file may have, for the OpenAPI document. */
const QUESTION_FILE_TYPES = [...new Set(QUESTION_EXPORT_FORMATS.map((format) => questionExportFile(format, '').mime))];

function presentPlan(plan: { questions: number; leftOut: LeftOutQuestion[] }, language: Language): ExportPlan {
  return {
    questions: plan.questions,
    left_out: plan.leftOut.map((q) => ({ question_id: q.questionId, item: q.item, reason: q.reason, message: leftOutMessage(q.reason)[language] })),
  };
}

/** Sends what `write` writes (and ends) as an attachment; a failure mid-way cuts the reply. */
function sendFile(reply: FastifyReply, file: { fileName: string; mime: string }, write: (out: Writable) => Promise<void>) {
  const body = new PassThrough();
  write(body).catch((error: unknown) => {
    reply.log.error({ err: error }, 'writing an export failed');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition('attachment', file.fileName))
    .header('cache-control', 'no-store')
    .send(body);
}

export const exportRoutes: RouteModule = (app, ctx) => {
  const { db, storage } = ctx;
  const authenticate = authenticateHook(db);

  async function exportTopic(request: { params: { id: number } }, user: ReturnType<typeof currentUser>) {
    const { topic, ctx: org, share } = await loadTopic(db, user, request.params.id);
    authorizeTopicExport(org, user.id, topic, share);
    return { topic, topics: await topicExport(db, topic) };
  }

  async function exportCourse(request: { params: { id: number } }, user: ReturnType<typeof currentUser>) {
    const { course, ctx: org, share } = await loadCourse(db, user, request.params.id);
    authorizeCourseExport(org, user.id, course, share);
    return course;
  }

  app.get(
    '/content/topics/:id/questions/export_plan',
    {
      onRequest: authenticate,
      schema: { tags: ['interchange'], summary: 'What an export of the topic’s questions to this format holds and leaves out', params: topicParams, querystring: questionExportQuery, response: { 200: exportPlanSchema, ...interchangeErrorReplies } },
    },
    async (request) => {
      const { topics } = await exportTopic(request, currentUser(request));
      return presentPlan(planQuestionExport(request.query.format, topics), requestLanguage(request));
    },
  );

  app.get(
    '/content/topics/:id/questions/export',
    {
      onRequest: authenticate,
      schema: { tags: ['interchange'], summary: 'The topic’s questions as a QTI 3.0 or 2.1 package, Moodle XML, GIFT or Aiken file', params: topicParams, querystring: questionExportQuery, response: { 200: fileReply('The file', QUESTION_FILE_TYPES), ...interchangeErrorReplies } },
    },
    async (request, reply) => {
      const { topic, topics } = await exportTopic(request, currentUser(request));
      const media = exportMedia(db, storage, topic.organizationId);
      return sendFile(reply, questionExportFile(request.query.format, topic.name), (out) => writeQuestionExport(request.query.format, topics, media, out));
    },
  );

  app.get(
    '/content/courses/:id/questions/export_plan',
    {
      onRequest: authenticate,
      schema: { tags: ['interchange'], summary: 'What an export of the course’s questions to this format holds and leaves out', params: courseParams, querystring: questionExportQuery, response: { 200: exportPlanSchema, ...interchangeErrorReplies } },
    },
    async (request) => {
      const course = await exportCourse(request, currentUser(request));
      return presentPlan(planQuestionExport(request.query.format, await courseExport(db, course.id)), requestLanguage(request));
    },
  );

  app.get(
    '/content/courses/:id/questions/export',
    {
      onRequest: authenticate,
      schema: { tags: ['interchange'], summary: 'The course’s questions, a section or category per topic, as a QTI package, Moodle XML, GIFT or Aiken file', params: courseParams, querystring: questionExportQuery, response: { 200: fileReply('The file', QUESTION_FILE_TYPES), ...interchangeErrorReplies } },
    },
    async (request, reply) => {
      const course = await exportCourse(request, currentUser(request));
      const topics = await courseExport(db, course.id);
      const media = exportMedia(db, storage, course.organizationId);
      return sendFile(reply, questionExportFile(request.query.format, course.name), (out) => writeQuestionExport(request.query.format, topics, media, out, { title: course.name }));
    },
  );

  app.get(
    '/content/courses/:id/cartridge_plan',
    {
      onRequest: authenticate,
      schema: { tags: ['interchange'], summary: 'What the course as a Common Cartridge holds and leaves out', params: courseParams, response: { 200: exportPlanSchema, ...interchangeErrorReplies } },
    },
    async (request) => {
      const course = await exportCourse(request, currentUser(request));
      const units = await courseExportTree(db, storage, course.id);
      return presentPlan(planCartridgeExport({ id: course.id, title: course.name, units }), requestLanguage(request));
    },
  );

  app.get(
    '/content/courses/:id/cartridge',
    {
      onRequest: authenticate,
      schema: { tags: ['interchange'], summary: 'The course as an IMS Common Cartridge 1.3 (.imscc)', params: courseParams, response: { 200: fileReply('The cartridge', [cartridgeFile('').mime]), ...interchangeErrorReplies } },
    },
    async (request, reply) => {
      const course = await exportCourse(request, currentUser(request));
      const units = await courseExportTree(db, storage, course.id);
      const media = exportMedia(db, storage, course.organizationId);
      return sendFile(reply, cartridgeFile(course.name), (out) => writeCartridge({ id: course.id, title: course.name, units }, media, out));
    },
  );
};
