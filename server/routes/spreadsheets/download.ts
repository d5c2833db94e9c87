// The two .xlsx downloads of the spreadsheet flow (spec §2 "Spreadsheet import: Convert,
// Import, Review"):
// - GET /importing/excel_template: the blank template, its instructions in the caller's
//   language. Any signed-in user: it holds no organization's data and names none.
// - GET /content/topics/{id}/excel/export: the topic's questions and passages in the same
//   template, so the file imports back unchanged (the test bank's read-only questions and
//   passages left out, the Instructions sheet saying how many; a topic with nothing but those
//   is refused, 422 saying why, as a file of it would hold no row); for whoever may view the
//   topic (another organization's topic: 404). Named after the topic, with a Content-Disposition that
//   survives any name (routes/files/http.ts).
// Both are written straight into the reply as they are made (exceljs streaming writer).
import { PassThrough, type Writable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { isReadOnlySource } from '../../../domain/schemas/content.ts';
import type { Question } from '../../../domain/schemas/questions.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import type { RouteModule } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { uploadedFiles } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { onlyTestBankText } from '../../exporters/templateTexts.ts';
import { requestLanguage } from '../../i18n.ts';
import { writeQuestionsWorkbook } from '../../exporters/questionsWorkbook.ts';
import { writeTemplate } from '../../exporters/templateWorkbook.ts';
import { authorizeSpreadsheetExport } from '../../policies/spreadsheets.ts';
import { topicDocuments } from '../../loaders/topicDocuments.ts';
import { contentDisposition } from '../files/http.ts';
import { loadTopic } from '../../loaders/topic.ts';
import { spreadsheetErrorReplies, topicParams, XLSX_MIME, xlsxReply } from './schema.ts';

/** Sends what `write` writes as an .xlsx attachment named `filename`; a failure mid-way cuts the reply. */
function sendWorkbook(reply: FastifyReply, filename: string, write: (out: Writable) => Promise<void>) {
  const body = new PassThrough();
  write(body).catch((error: unknown) => {
    reply.log.error({ err: error }, 'writing a workbook failed');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition('attachment', filename))
    .header('cache-control', 'no-store')
    .send(body);
}

/** The topic's name as a file name: no path separators or control characters, never empty. */
export function workbookName(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f/\\]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 150);
  return `${clean || fallback}.xlsx`;
}

/** The address (`/files/<key>`) of every image answer's file, by media id. */
async function mediaAddresses(db: Db, organizationId: number, questions: readonly Question[]): Promise<Map<number, string>> {
  const ids = [...new Set(questions.flatMap((q) => q.answers.flatMap((a) => (a.answer_type === 'image' && a.media_id !== null ? [a.media_id] : []))))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: uploadedFiles.id, key: uploadedFiles.storageKey })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.organizationId, organizationId), inArray(uploadedFiles.id, ids)));
  return new Map(rows.map((r) => [r.id, `/files/${r.key}`]));
}

export const downloadRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const authenticate = authenticateHook(db);

  app.get(
    '/importing/excel_template',
    {
      onRequest: authenticate,
      schema: {
        tags: ['spreadsheets'],
        summary: 'The spreadsheet template (.xlsx): instructions in the caller’s language, a sheet per question type, the passages sheet',
        response: { 200: xlsxReply('The template'), 401: spreadsheetErrorReplies[401] },
      },
    },
    async (request, reply) => {
      currentUser(request);
      const language = requestLanguage(request);
      return sendWorkbook(reply, language === 'id' ? 'Templat soal Pena.xlsx' : 'Pena question template.xlsx', (out) => writeTemplate(out, language));
    },
  );

  app.get(
    '/content/topics/:id/excel/export',
    {
      onRequest: authenticate,
      schema: {
        tags: ['spreadsheets'],
        summary: 'The topic’s questions and passages in the spreadsheet template (.xlsx)',
        params: topicParams,
        response: { 200: xlsxReply('The topic’s questions'), ...spreadsheetErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const language = requestLanguage(request);
      const { topic, ctx: org, share } = await loadTopic(db, user, request.params.id);
      authorizeSpreadsheetExport(org, user.id, topic, share);
      const documents = (await topicDocuments(db, [topic.id])).get(topic.id)!;
      const all = [...documents.questions, ...documents.passages];
      if (all.length > 0 && all.every((item) => isReadOnlySource(item.source))) {
        throw new AppError('unprocessable_entity', { message: onlyTestBankText(documents.questions.length, documents.passages.length) });
      }
      const publicUrl = ctx.config.publicUrl;
      const answerFiles = await mediaAddresses(db, topic.organizationId, documents.questions);
      return sendWorkbook(reply, workbookName(topic.name, language === 'id' ? 'soal' : 'questions'), (out) =>
        writeQuestionsWorkbook(out, {
          language,
          questions: documents.questions,
          passages: documents.passages,
          // Absolute, so a file opened elsewhere still names where its images are.
          imageAddress: (src, mediaId) => {
            const address = src || (mediaId === null ? '' : (answerFiles.get(mediaId) ?? ''));
            return address.startsWith('/') ? `${publicUrl}${address}` : address;
          },
        }),
      );
    },
  );
};
