// The activity's lines as the commands write them: a question named by its stem as one cut
// line of plain text; an import and a generation one line each, counted; and a line that
// commits or rolls back with its act (an import an earlier run completed, a refused reorder).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questionDocumentFields } from '../../domain/schemas/questions.ts';
import { activityEvents } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { prepareQuestion } from '../sanitize/questionContent.ts';
import { makeLessonTopic, makePage } from '../test/pageFactories.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { fullQuestion, makeQuestion } from '../test/questionFactories.ts';
import { schoolApp } from '../test/schoolApp.ts';
import { recordActivityOf, TITLE_LENGTH } from './activityRecorder.ts';
import { reorderPages } from './pageReorderer.ts';
import { writeGeneratedPages } from './pageGenerator/index.ts';
import { AlreadyCompleted } from './publishingLocks.ts';
import { importSpreadsheet } from './spreadsheetImporter.ts';

describe.each(testDatabaseKinds())('activity lines of the commands on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  const linesOf = (courseId: number) => t.db.select().from(activityEvents).where(eq(activityEvents.courseId, courseId)).orderBy(activityEvents.id);

  it("names a question by its stem as one line of plain text, cut to TITLE_LENGTH", async () => {
    const { course, topic } = await makeLessonTopic(t.db, s.org.id);
    const stem = `Berapakah hasil dari ${'satu tambah satu '.repeat(12)}?`;
    const question = await makeQuestion(t.db, topic, { content: stem, contentHtml: `<p><strong>${stem}</strong></p>` });
    await recordActivityOf(t.db, 'question', question.id, { actorId: s.editor.id, kind: 'created' });
    const [line] = await linesOf(course.id);
    expect(line).toMatchObject({ organizationId: s.org.id, actorId: s.editor.id, kind: 'created', itemType: 'question', itemId: question.id, details: {} });
    expect(line!.itemTitle.length).toBeLessThanOrEqual(TITLE_LENGTH);
    expect(line!.itemTitle).toMatch(/^Berapakah hasil dari satu tambah satu .*…$/);
    expect(line!.itemTitle).not.toMatch(/[<>]/);
  });

  it('writes one counted line for a spreadsheet import, none when an earlier run had completed it', async () => {
    const { course, topic } = await makeLessonTopic(t.db, s.org.id);
    const document = prepareQuestion(questionDocumentFields.parse(fullQuestion('true_or_false')));
    const input = {
      topicId: topic.id,
      organizationId: s.org.id,
      actorId: s.editor.id,
      questions: [1, 2, 3].map((row) => ({ sheet: 'Soal', row, document, passageKey: null })),
      passages: [],
      skippedCount: 0,
      skipped: [],
    };
    await expect(importSpreadsheet(t.db, input, { complete: async () => false })).rejects.toBeInstanceOf(AlreadyCompleted);
    expect(await linesOf(course.id)).toEqual([]);
    await importSpreadsheet(t.db, input, { complete: async () => true });
    expect((await linesOf(course.id)).map((l) => [l.kind, l.itemType, l.itemId, l.actorId, l.details])).toEqual([
      ['imported', 'topic', topic.id, s.editor.id, { questions: 3, passages: 0, from: 'spreadsheet' }],
    ]);
  });

  it('writes one counted line for pages generated from a file', async () => {
    const { course, topic, lesson } = await makeLessonTopic(t.db, s.org.id);
    const pages = [1, 2].map((n) => ({ title: `Halaman ${n}`, content: `<p>Isi ${n}</p>` }));
    await writeGeneratedPages(t.db, { topicId: topic.id, organizationId: s.org.id, lessonId: lesson.id, creatorId: s.admin.id, pages }, { uuid: crypto.randomUUID(), complete: async () => true });
    expect((await linesOf(course.id)).map((l) => [l.kind, l.itemType, l.itemId, l.details])).toEqual([['generated', 'topic', topic.id, { pages: 2 }]]);
  });

  it('writes no line for a refused reorder, and the order for one that is done', async () => {
    const { course, topic } = await makeLessonTopic(t.db, s.org.id);
    const [a, b] = [await makePage(t.db, topic, { position: 0 }), await makePage(t.db, topic, { position: 1 })];
    await expect(reorderPages(t.db, topic.id, [b.id], s.editor.id)).rejects.toBeInstanceOf(AppError);
    expect(await linesOf(course.id)).toEqual([]);
    await reorderPages(t.db, topic.id, [b.id, a.id], s.editor.id);
    const lines = await t.db.select().from(activityEvents).where(and(eq(activityEvents.courseId, course.id), eq(activityEvents.kind, 'reordered')));
    expect(lines.map((l) => l.details)).toEqual([{ items: 'pages', order: [b.id, a.id] }]);
  });
});
