// The "Download courses" spreadsheet (spec §2 course list, §4): an .xlsx written with exceljs's
// STREAMING WorkbookWriter, so memory stays constant whatever the number of courses:
//   sheet 1, one row per course: name, grades, other tags, subjects, counts of units, topics,
//     questions and pages, status, changed since published, created / updated / published
//     (real date cells), creator;
//   sheet 2, the units and topics of each course with their counts and status.
// The streaming writer appends each sheet to the zip in turn (a second sheet written at the
// same time would wait in memory), so the courses are read twice, batch by batch
// (courseListRows.ts): once per sheet.
// No formula injection: every text cell that a spreadsheet could take for a formula (it starts
// with =, +, -, @, a tab or a carriage return) is written as text with a leading apostrophe
// (formulaGuard.ts, as every workbook Pena writes). Nothing is ever written as a formula.
// Backpressure: exceljs does not wait for its output (its sheets write into the zip whatever the
// stream below says), so the job writes to a local file (writeCourseListWorkbookFile), which
// takes the bytes as fast as they are made, and only then streams the file into storage: a slow
// bucket never holds up the writer, and memory stays bounded by the batch size.
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../readers/spreadsheet/excel.ts';
import type { DownloadCoursesQuery } from '../../domain/schemas/downloads.ts';
import type { Db } from '../db/client.ts';
import type { Language } from '../i18n.ts';
import type { CourseListScope } from '../queries/courseList.ts';
import { exportBatches, type ExportCourse, type ExportUnitRow } from './courseListRows.ts';
import { safeText } from '../readers/spreadsheet/formulaGuard.ts';

const DATE_FORMAT = 'yyyy-mm-dd hh:mm';

const labels = {
  en: {
    coursesSheet: 'Courses',
    unitsSheet: 'Units and topics',
    course: 'Course',
    grades: 'Grades',
    otherTags: 'Other tags',
    subjects: 'Subjects',
    units: 'Units',
    topics: 'Topics',
    questions: 'Questions',
    pages: 'Pages',
    status: 'Status',
    changed: 'Changed since published',
    created: 'Created',
    updated: 'Updated',
    published: 'Published',
    creator: 'Creator',
    creatorEmail: 'Creator email',
    unit: 'Unit',
    unitStatus: 'Unit status',
    topic: 'Topic',
    topicStatus: 'Topic status',
    statusPublished: 'Published',
    statusUnpublished: 'Unpublished',
    yes: 'Yes',
    no: 'No',
  },
  id: {
    coursesSheet: 'Kursus',
    unitsSheet: 'Unit dan topik',
    course: 'Kursus',
    grades: 'Kelas',
    otherTags: 'Tag lainnya',
    subjects: 'Mata pelajaran',
    units: 'Unit',
    topics: 'Topik',
    questions: 'Soal',
    pages: 'Halaman',
    status: 'Status',
    changed: 'Berubah sejak diterbitkan',
    created: 'Dibuat',
    updated: 'Diperbarui',
    published: 'Diterbitkan',
    creator: 'Pembuat',
    creatorEmail: 'Email pembuat',
    unit: 'Unit',
    unitStatus: 'Status unit',
    topic: 'Topik',
    topicStatus: 'Status topik',
    statusPublished: 'Diterbitkan',
    statusUnpublished: 'Belum diterbitkan',
    yes: 'Ya',
    no: 'Tidak',
  },
} as const;

/** Stop writing: the job was cancelled. Nothing of the file is kept. */
export class ExportCancelled extends Error {
  constructor() {
    super('course download cancelled');
    this.name = 'ExportCancelled';
  }
}

export interface CourseListWorkbookInput {
  db: Db;
  scope: CourseListScope;
  query: DownloadCoursesQuery;
  language: Language;
  /** How many courses match (countExportCourses), for progress. */
  total: number;
  batchSize?: number;
  /**
   * Called after each batch with the fraction done (0..1). Answer false to stop: the writer
   * throws ExportCancelled and the output stream is destroyed.
   */
  onProgress?(fraction: number): Promise<boolean | void>;
}

export interface CourseListWorkbookResult {
  /** Courses written to sheet 1. */
  courseCount: number;
}

/** A sheet with these columns and its header row written: bold, frozen above the rows. */
function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: Partial<ExcelJS.Column>[]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return sheet;
}

/** Writes the workbook to `out` (which it ends); resolves once every byte was handed to it. */
export async function writeCourseListWorkbook(out: Writable, input: CourseListWorkbookInput): Promise<CourseListWorkbookResult> {
  const t = labels[input.language];
  const { stream } = await loadExcel();
  const workbook = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Pena';
  const statusText = (s: 'published' | 'unpublished' | null) => (s === null ? '' : s === 'published' ? t.statusPublished : t.statusUnpublished);
  const total = Math.max(input.total, 1);
  const step = async (fraction: number) => {
    if (input.onProgress && (await input.onProgress(fraction)) === false) throw new ExportCancelled();
  };

  const courseSheet = addSheet(workbook, t.coursesSheet, [
    { header: t.course, key: 'name', width: 40 },
    { header: t.grades, key: 'grades', width: 16 },
    { header: t.otherTags, key: 'tags', width: 24 },
    { header: t.subjects, key: 'subjects', width: 24 },
    { header: t.units, key: 'units', width: 8 },
    { header: t.topics, key: 'topics', width: 8 },
    { header: t.questions, key: 'questions', width: 10 },
    { header: t.pages, key: 'pages', width: 8 },
    { header: t.status, key: 'status', width: 16 },
    { header: t.changed, key: 'changed', width: 14 },
    { header: t.created, key: 'created', width: 18, style: { numFmt: DATE_FORMAT } },
    { header: t.updated, key: 'updated', width: 18, style: { numFmt: DATE_FORMAT } },
    { header: t.published, key: 'published', width: 18, style: { numFmt: DATE_FORMAT } },
    { header: t.creator, key: 'creator', width: 24 },
    { header: t.creatorEmail, key: 'creatorEmail', width: 28 },
  ]);
  const courseRow = (c: ExportCourse) => ({
    name: safeText(c.name),
    grades: safeText(c.tags.filter((tag) => tag.type === 'grade').map((tag) => tag.name).join(', ')),
    tags: safeText(c.tags.filter((tag) => tag.type !== 'grade').map((tag) => tag.name).join(', ')),
    subjects: safeText(c.subjects.map((s) => s.name).join(', ')),
    units: c.unitsCount,
    topics: c.topicsCount,
    questions: c.questionsCount,
    pages: c.pagesCount,
    status: statusText(c.status),
    changed: c.changedSincePublished ? t.yes : t.no,
    created: c.createdAt,
    updated: c.updatedAt,
    published: c.publishedAt ?? undefined,
    creator: safeText(c.creator?.name ?? ''),
    creatorEmail: safeText(c.creator?.email ?? ''),
  });

  let courseCount = 0;
  for await (const batch of exportBatches(input.db, input.scope, input.query, { batchSize: input.batchSize, withUnits: false })) {
    for (const course of batch.courses) courseSheet.addRow(courseRow(course)).commit();
    courseCount += batch.courses.length;
    await step(Math.min(courseCount / total, 1) * 0.5);
  }
  courseSheet.commit();

  const unitSheet = addSheet(workbook, t.unitsSheet, [
    { header: t.course, key: 'course', width: 40 },
    { header: t.unit, key: 'unit', width: 32 },
    { header: t.unitStatus, key: 'unitStatus', width: 16 },
    { header: t.topic, key: 'topic', width: 32 },
    { header: t.topicStatus, key: 'topicStatus', width: 16 },
    { header: t.changed, key: 'changed', width: 14 },
    { header: t.questions, key: 'questions', width: 10 },
    { header: t.pages, key: 'pages', width: 8 },
  ]);
  const unitRow = (courseName: string, u: ExportUnitRow) => ({
    course: safeText(courseName),
    unit: safeText(u.unitName),
    unitStatus: statusText(u.unitStatus),
    topic: safeText(u.topicName ?? ''),
    topicStatus: statusText(u.topicStatus),
    changed: u.topicName === null ? '' : u.topicChanged ? t.yes : t.no,
    questions: u.questionsCount,
    pages: u.pagesCount,
  });
  let done = 0;
  for await (const batch of exportBatches(input.db, input.scope, input.query, { batchSize: input.batchSize, withUnits: true })) {
    const names = new Map(batch.courses.map((c) => [c.id, c.name]));
    for (const unit of batch.units) unitSheet.addRow(unitRow(names.get(unit.courseId) ?? '', unit)).commit();
    done += batch.courses.length;
    await step(0.5 + Math.min(done / total, 1) * 0.45);
  }
  unitSheet.commit();
  await workbook.commit();
  return { courseCount };
}

/**
 * Writes the workbook to a new file at `file` (an existing one is refused) and resolves once it
 * is all on disk. On failure or cancel what was written stays: the caller removes it.
 */
export async function writeCourseListWorkbookFile(file: string, input: CourseListWorkbookInput): Promise<CourseListWorkbookResult> {
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  try {
    const result = await writeCourseListWorkbook(out, input);
    await finished(out);
    return result;
  } catch (err) {
    out.destroy();
    throw err;
  }
}
