// `pena questions:import`, `pena questions:export` and `pena course:export`, for school IT moving
// a whole bank, as server/main.ts calls them (on PGlite with the server stopped, as the other
// admin commands, or on PostgreSQL). Each answers what it prints and its exit code.
//
// questions:import reads the file in the reader sandbox as the web import does, then checks every
// question as the create route would (§5 rules with the organization's point setting). With
// --dry-run nothing is written; without it, the questions are written at the end of the topic in
// one transaction, all or nothing: a file with a question that breaks a rule imports nothing and
// lists it in `errors` (fix it in the file, or import through the web Review, which lets the
// teacher fix it). The importer recorded is the topic's creator, else the course's, else the
// organization's first administrator; `--as EMAIL` names another member.
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { and, asc, eq } from 'drizzle-orm';
import { translateValidation } from '../../domain/messages/index.ts';
import { fieldErrors } from '../../domain/rules/issues.ts';
import { questionIssues } from '../../domain/rules/questionRules.ts';
import type { InterchangeImportSummary, QuestionExportFormat } from '../../domain/schemas/interchange.ts';
import { QUESTION_EXPORT_FORMATS } from '../../domain/schemas/interchange.ts';
import { questionDocumentFields } from '../../domain/schemas/questions.ts';
import { prepareImport, recordImport, writeImport } from '../commands/spreadsheetImporter.ts';
import { checkTopicRoom } from '../commands/topicCapacity.ts';
import type { Db } from '../db/client.ts';
import { courses, memberships, organizations, topics, users } from '../db/schema/index.ts';
import { reviewDocument, typeableAnswers } from '../documentImport/extraction.ts';
import { AppError } from '../errors.ts';
import { cartridgeFile, planCartridgeExport, planQuestionExport, questionExportFile, writeCartridge, writeQuestionExport } from '../exporters/interchange/index.ts';
import { courseExport, courseExportTree, exportMedia, topicExport } from '../loaders/interchangeExport.ts';
import { InterchangeReadError, readInterchangeFile, type InterchangeRead } from '../readers/interchange/index.ts';
import { stopSandboxHost } from '../sandbox/run.ts';
import { prepareQuestion } from '../sanitize/questionContent.ts';
import { removeUploads } from '../storage/uploads.ts';
import type { Storage } from '../storage/types.ts';
import { buildInterchangeExtraction } from './extraction.ts';
import { interchangeFailureMessage } from './messages.ts';

/** A command's refusal: printed as `pena: <message>`, exit code 1. */
export class InterchangeCliError extends Error {
  override name = 'InterchangeCliError';
}

export interface CliOutcome {
  /** What goes to standard output. */
  output: string;
  exitCode: number;
}

async function topicOf(db: Db, topicId: number) {
  const [row] = await db
    .select({ id: topics.id, name: topics.name, organizationId: topics.organizationId, creatorId: topics.creatorId, courseId: topics.courseId, courseCreatorId: courses.creatorId, pointsEnabled: organizations.enablePointSystem })
    .from(topics)
    .innerJoin(courses, eq(courses.id, topics.courseId))
    .innerJoin(organizations, eq(organizations.id, topics.organizationId))
    .where(eq(topics.id, topicId));
  if (!row) throw new InterchangeCliError(`No topic with id ${topicId}`);
  return row;
}

async function importerOf(db: Db, topic: Awaited<ReturnType<typeof topicOf>>, email: string | undefined): Promise<number> {
  if (email) {
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.organizationId, topic.organizationId)))
      .where(eq(users.email, email.toLowerCase()));
    if (!member) throw new InterchangeCliError(`${email} is not a member of the topic's organization`);
    return member.id;
  }
  if (topic.creatorId !== null) return topic.creatorId;
  if (topic.courseCreatorId !== null) return topic.courseCreatorId;
  const [admin] = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, topic.organizationId), eq(memberships.kind, 'admin')))
    .orderBy(asc(memberships.userId))
    .limit(1);
  if (!admin) throw new InterchangeCliError('Name the member the import is recorded for with --as EMAIL');
  return admin.id;
}

function summaryOf(read: InterchangeRead | null, errors: string[], questions = read?.questions.length ?? 0): InterchangeImportSummary {
  const byType: Record<string, number> = {};
  for (const q of read?.questions ?? []) byType[q.document.type] = (byType[q.document.type] ?? 0) + 1;
  return {
    format: read?.format ?? null,
    questions,
    by_type: byType,
    skipped: (read?.skipped ?? []).map((s) => ({ item: s.item, reason: s.detail ? `${s.reason}: ${s.detail}` : s.reason })),
    errors,
  };
}

/** Each question prepared and checked as the create route would; the problems as "item: field: message". */
function checkQuestions(documents: readonly { item: string; document: unknown }[], pointsEnabled: boolean) {
  const errors: string[] = [];
  const prepared = documents.map(({ item, document }) => {
    const parsed = questionDocumentFields.safeParse(document);
    if (!parsed.success) {
      errors.push(`${item}: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}: invalid`);
      return null;
    }
    const doc = prepareQuestion({ ...parsed.data, passage_id: null, preceding_question_id: null, succeeding_question_id: undefined });
    for (const [path, message] of Object.entries(fieldErrors(questionIssues(doc, { pointsEnabled })))) errors.push(`${item}: ${path}: ${translateValidation(message, 'en')}`);
    return doc;
  });
  return { errors, prepared };
}

/**
 * The file read in the reader sandbox, before the command opens its database: the reader and the
 * embedded database would otherwise both be in memory at once. A refused file is the outcome.
 */
export async function readImportFile(file: string): Promise<InterchangeRead | CliOutcome> {
  try {
    return await readInterchangeFile(file, { categories: 'note' });
  } catch (error) {
    if (!(error instanceof InterchangeReadError)) throw error;
    return { output: JSON.stringify(summaryOf(null, [`${error.code}: ${interchangeFailureMessage(error.code).en}`])), exitCode: 1 };
  } finally {
    // The command reads one file: the reader's host is not needed beside the writing that follows.
    stopSandboxHost();
  }
}

export async function importQuestionsCommand(ctx: { db: Db; storage: Storage }, args: { topicId: number; file: string; dryRun: boolean; as?: string }, read: InterchangeRead): Promise<CliOutcome> {
  const { db, storage } = ctx;
  const topic = await topicOf(db, args.topicId);
  if (read.questions.length === 0) return { output: JSON.stringify(summaryOf(read, [`no_questions: ${interchangeFailureMessage('no_questions').en}`])), exitCode: 1 };

  if (args.dryRun) {
    const { errors } = checkQuestions(read.questions.map((q) => ({ item: q.item, document: reviewDocument(typeableAnswers(q.document)).document })), topic.pointsEnabled);
    return { output: JSON.stringify(summaryOf(read, errors)), exitCode: errors.length > 0 ? 1 : 0 };
  }

  const actorId = await importerOf(db, topic, args.as);
  const built = await buildInterchangeExtraction({ db, storage, organizationId: topic.organizationId, uploaderId: actorId }, read, { topicId: topic.id, fileName: args.file, language: 'en' });
  const { errors, prepared } = checkQuestions(built.result.questions.map((q) => ({ item: q.item, document: q.document })), topic.pointsEnabled);
  if (errors.length > 0) {
    await removeUploads({ db, storage }, built.mediaIds);
    return { output: JSON.stringify(summaryOf(read, errors)), exitCode: 1 };
  }
  try {
    await checkTopicRoom(db, topic.id, prepared.length, 'questions');
    const target = { topicId: topic.id, organizationId: topic.organizationId, actorId };
    const plan = prepareImport({ questions: prepared.map((document) => ({ document: document!, passageKey: null })), passages: [] });
    await db.transaction(async (tx) => {
      await writeImport(tx, target, plan, prepared.map(() => null));
      await recordImport(tx, target, plan, 'interchange');
    });
  } catch (error) {
    await removeUploads({ db, storage }, built.mediaIds);
    if (error instanceof AppError) return { output: JSON.stringify(summaryOf(read, [error.message])), exitCode: 1 };
    throw error;
  }
  return { output: JSON.stringify(summaryOf(read, [])), exitCode: 0 };
}

/** The command line's words for the formats: the API's, with Moodle XML as `moodle`. */
const CLI_FORMATS: Record<string, QuestionExportFormat> = Object.fromEntries(QUESTION_EXPORT_FORMATS.map((f) => [f === 'moodle_xml' ? 'moodle' : f, f]));

function formatOf(value: string | undefined): QuestionExportFormat {
  const format = value === undefined ? undefined : CLI_FORMATS[value];
  if (!format) throw new InterchangeCliError(`--format must be ${Object.keys(CLI_FORMATS).join(', ')}`);
  return format;
}

async function courseOf(db: Db, courseId: number) {
  const [course] = await db.select({ id: courses.id, name: courses.name, organizationId: courses.organizationId }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw new InterchangeCliError(`No course with id ${courseId}`);
  return course;
}

async function writeTo(path: string, write: (out: Writable) => Promise<void>): Promise<void> {
  const out = createWriteStream(path);
  // The writers end the stream themselves; finished() waits for the file to be flushed.
  await write(out);
  await finished(out);
}

/** Left-out lines for standard error: what the file does not hold, and why. */
const leftOutLines = (plan: { leftOut: { item: string; reason: string }[] }) => plan.leftOut.map((q) => `left out: ${q.item} (${q.reason})`);

export async function exportQuestionsCommand(ctx: { db: Db; storage: Storage }, args: { topicId?: number; courseId?: number; format?: string; out: string }): Promise<CliOutcome & { notes: string[] }> {
  const format = formatOf(args.format);
  const { db, storage } = ctx;
  if ((args.topicId === undefined) === (args.courseId === undefined)) throw new InterchangeCliError('Name one of --topic ID or --course ID');
  const source = args.topicId !== undefined ? await topicOf(db, args.topicId) : await courseOf(db, args.courseId!);
  const list = args.topicId !== undefined ? await topicExport(db, { id: source.id, name: source.name }) : await courseExport(db, source.id);
  const plan = planQuestionExport(format, list);
  await writeTo(args.out, (out) => writeQuestionExport(format, list, exportMedia(db, storage, source.organizationId), out, { title: source.name }));
  return { output: `Wrote ${plan.questions} question(s) as ${questionExportFile(format, source.name).fileName} to ${args.out}`, exitCode: 0, notes: leftOutLines(plan) };
}

export async function exportCourseCommand(ctx: { db: Db; storage: Storage }, args: { courseId: number; format?: string; out: string }): Promise<CliOutcome & { notes: string[] }> {
  if (args.format !== 'imscc') throw new InterchangeCliError('--format must be imscc');
  const { db, storage } = ctx;
  const course = await courseOf(db, args.courseId);
  const units = await courseExportTree(db, storage, course.id);
  const cartridge = { id: course.id, title: course.name, units };
  const plan = planCartridgeExport(cartridge);
  await writeTo(args.out, (out) => writeCartridge(cartridge, exportMedia(db, storage, course.organizationId), out));
  return { output: `Wrote the course as ${cartridgeFile(course.name).fileName} to ${args.out}`, exitCode: 0, notes: leftOutLines(plan) };
}
