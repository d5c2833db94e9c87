// The rows of a copy plan that refer to uploaded files, and those files: rich text with
// data-media-id or a stored-file address (pages, passages, questions with their sections,
// explanation and hint, answers, matching premises and responses), image answers, study-guide
// files. Only rows that mention media are read in full, so a copy without media costs one
// short statement per table. What is found here is copied (media.ts) and rewritten (rows.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { answers, chapters, lessonDocuments, matchingPremises, matchingResponses, passages, questions, type SectionValue } from '../../db/schema/index.ts';
import type { QuestionNote } from '../../db/schema/questions.ts';
import { mediaInValue, organizationFiles } from './media.ts';
import type { CopyPlan } from './plan.ts';
import { anyOf } from './rows.ts';

export interface MediaRows {
  chapters: { id: number; content: string; sections: SectionValue[] }[];
  passages: { id: number; contentHtml: string; sections: SectionValue[] }[];
  questions: { id: number; contentHtml: string; sections: SectionValue[]; explanation: QuestionNote; hint: QuestionNote }[];
  answers: { id: number; content: string }[];
  premises: { id: number; content: string }[];
  responses: { id: number; content: string }[];
  /** Every uploaded file of the source organization the copied rows use. */
  fileIds: number[];
}

/** A text or jsonb column that may mention media (a cheap filter; the JS parse decides). */
const mentionsMedia = (column: SQL.Aliased | unknown): SQL => sql`(${column}::text like '%data-media-id%' or ${column}::text like '%/files/%')`;

/** What mediaRowsOf reads of a plan (a move passes only these). */
export type MediaScope = Pick<CopyPlan, 'sourceOrganizationId' | 'pageIds' | 'passageIds' | 'questionIds' | 'documentIds'>;

export async function mediaRowsOf(db: Db | Tx, plan: MediaScope, extraFileIds: readonly number[] = []): Promise<MediaRows> {
  // Thunks run one after another: inside a transaction there is one connection.
  const none = () => Promise.resolve([]);
  const q = plan.questionIds;
  const [pageRows, passageRows, questionRows, answerRows, premiseRows, responseRows, documentRows] = await inTurn([
    plan.pageIds.length === 0
      ? none
      : () =>
          db
          .select({ id: chapters.id, content: chapters.content, sections: chapters.sections })
          .from(chapters)
          .where(sql`${anyOf(chapters.id, plan.pageIds)} and (${mentionsMedia(chapters.content)} or ${mentionsMedia(chapters.sections)})`),
    plan.passageIds.length === 0
      ? none
      : () =>
          db
          .select({ id: passages.id, contentHtml: passages.contentHtml, sections: passages.sections })
          .from(passages)
          .where(sql`${anyOf(passages.id, plan.passageIds)} and (${mentionsMedia(passages.contentHtml)} or ${mentionsMedia(passages.sections)})`),
    q.length === 0
      ? none
      : () =>
          db
          .select({ id: questions.id, contentHtml: questions.contentHtml, sections: questions.sections, explanation: questions.explanation, hint: questions.hint })
          .from(questions)
          .where(
            sql`${anyOf(questions.id, q)} and (${mentionsMedia(questions.contentHtml)} or ${mentionsMedia(questions.sections)} or ${mentionsMedia(questions.explanation)} or ${mentionsMedia(questions.hint)})`,
          ),
    q.length === 0
      ? none
      : () =>
          db
          .select({ id: answers.id, content: answers.content, mediaId: answers.mediaId })
          .from(answers)
          .where(sql`${anyOf(answers.questionId, q)} and (${answers.mediaId} is not null or ${mentionsMedia(answers.content)})`),
    q.length === 0
      ? none
      : () => db.select({ id: matchingPremises.id, content: matchingPremises.content }).from(matchingPremises).where(sql`${anyOf(matchingPremises.questionId, q)} and ${mentionsMedia(matchingPremises.content)}`),
    q.length === 0
      ? none
      : () => db.select({ id: matchingResponses.id, content: matchingResponses.content }).from(matchingResponses).where(sql`${anyOf(matchingResponses.questionId, q)} and ${mentionsMedia(matchingResponses.content)}`),
    plan.documentIds.length === 0
      ? none
      : () => db.select({ fileId: lessonDocuments.uploadedFileId }).from(lessonDocuments).where(anyOf(lessonDocuments.id, plan.documentIds)),
  ] as const);
  const found = mediaInValue([pageRows, passageRows, questionRows, answerRows.map((a) => a.content), premiseRows, responseRows]);
  for (const a of answerRows) if (a.mediaId !== null) found.ids.add(a.mediaId);
  for (const d of documentRows) found.ids.add(d.fileId);
  for (const id of extraFileIds) found.ids.add(id);
  return {
    chapters: pageRows,
    passages: passageRows,
    questions: questionRows,
    answers: answerRows.filter((a) => mentionsInJs(a.content)).map((a) => ({ id: a.id, content: a.content })),
    premises: premiseRows,
    responses: responseRows,
    fileIds: await organizationFiles(db, plan.sourceOrganizationId, found),
  };
}

/** Runs the thunks in turn, answering their results in order. */
async function inTurn<T extends readonly (() => Promise<unknown>)[]>(thunks: T): Promise<{ [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const out: unknown[] = [];
  for (const thunk of thunks) out.push(await thunk());
  return out as { [K in keyof T]: Awaited<ReturnType<T[K]>> };
}

const mentionsInJs = (text: string) => text.includes('data-media-id') || text.includes('/files/');
