// Pena's questions and courses written in other tools' formats: a topic's or course's questions
// as QTI 3.0 or 2.1 packages, Moodle XML, GIFT or Aiken, and a course as IMS Common Cartridge
// 1.3. `plan…` says before writing what a file will hold and what it leaves out (plan.ts has
// each format's limits); `write…` streams the file into a Writable and ends it.
import type { Writable } from 'node:stream';
import type { Passage } from '../../../domain/schemas/content.ts';
import type { QuestionExportFormat } from '../../../domain/schemas/interchange.ts';
import type { Question } from '../../../domain/schemas/questions.ts';
import { writeAiken } from './aiken.ts';
import { writeGift } from './gift.ts';
import type { ExportMedia } from './media.ts';
import { writeMoodleXml } from './moodleXml.ts';
import { type QuestionExportPlan, planQuestions } from './plan.ts';
import { writeQtiPackage } from './qtiPackage.ts';

export type { ExportMedia } from './media.ts';
export type { LeftOutQuestion, QuestionExportPlan } from './plan.ts';
export { type CartridgeCourse, type CartridgeTopic, type StudyGuides, planCartridgeExport, writeCartridge } from './cartridge.ts';

export interface ExportTopic {
  id: number;
  title: string;
  questions: Question[];
  passages: Passage[];
}

export interface QuestionExportOptions {
  /** The file's title: the QTI test's and Moodle's and GIFT's top category (default: the one topic's title, else "Pena"). */
  title?: string;
}

/** What a question file of this format will hold, and each question it leaves out with the reason. */
export function planQuestionExport(format: QuestionExportFormat, topics: ExportTopic[]): QuestionExportPlan {
  return planQuestions(
    format,
    topics.flatMap((t) => t.questions),
  );
}

const defaultTitle = (topics: ExportTopic[]) => (topics.length === 1 ? topics[0]!.title : 'Pena');

/** Writes the questions of these topics as a file of this format into `out`, and ends it. */
export async function writeQuestionExport(format: QuestionExportFormat, topics: ExportTopic[], media: ExportMedia, out: Writable, options: QuestionExportOptions = {}): Promise<void> {
  const title = options.title ?? defaultTitle(topics);
  switch (format) {
    case 'qti3':
    case 'qti21':
      return writeQtiPackage(format, title, topics, media, out);
    case 'moodle_xml':
      return writeMoodleXml(title, topics, media, out);
    case 'gift':
      return writeGift(title, topics, media, out);
    case 'aiken':
      return writeAiken(topics, media, out);
  }
}

const FILES: Record<QuestionExportFormat, { suffix: string; mime: string }> = {
  qti3: { suffix: '-qti3.zip', mime: 'application/zip' },
  qti21: { suffix: '-qti21.zip', mime: 'application/zip' },
  moodle_xml: { suffix: '-moodle.xml', mime: 'application/xml' },
  gift: { suffix: '-gift.txt', mime: 'text/plain; charset=utf-8' },
  aiken: { suffix: '-aiken.txt', mime: 'text/plain; charset=utf-8' },
};

/** A file name made of the title's letters and digits (`-` between words), '' titles as "questions". */
export function fileStem(title: string): string {
  const stem = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .toLowerCase();
  return stem || 'questions';
}

/** The cartridge's file name and type. */
export function cartridgeFile(title: string): { fileName: string; mime: string } {
  return { fileName: `${fileStem(title)}.imscc`, mime: 'application/vnd.ims.imsccv1p3' };
}

/** The download's file name and type. */
export function questionExportFile(format: QuestionExportFormat, title: string): { fileName: string; mime: string } {
  const { suffix, mime } = FILES[format];
  return { fileName: `${fileStem(title)}${suffix}`, mime };
}
