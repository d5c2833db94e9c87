// What an export to another tool's format reads: a topic's or a whole course's questions and
// passages as the editor's documents (topicDocuments.ts, a fixed number of statements whatever
// the size), topics in the course's order; for a cartridge, also the pages and study guides; and
// the uploads the content uses, read from storage by id within the organization only (an id of
// another organization's upload reads as gone, so its bytes never leave).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { lessonDocuments, lessons, linkAttachments, uploadedFiles } from '../db/schema/index.ts';
import type { ExportMedia, ExportTopic, StudyGuides } from '../exporters/interchange/index.ts';
import { presentLessonDocument, presentLinkAttachment } from '../presenters/lesson.ts';
import { courseTreeRows } from '../queries/courseTree.ts';
import type { Storage } from '../storage/types.ts';
import { fileUrl } from '../storage/uploads.ts';
import { topicDocuments } from './topicDocuments.ts';

/** One topic's questions and passages, titled with its name. */
export async function topicExport(db: Db, topic: { id: number; name: string }): Promise<ExportTopic[]> {
  const documents = (await topicDocuments(db, [topic.id])).get(topic.id)!;
  return [{ id: topic.id, title: topic.name, questions: documents.questions, passages: documents.passages }];
}

/** The course's units, each with its topics' whole documents, in the course's order. */
export async function courseExportTree(db: Db, storage: Storage, courseId: number) {
  const tree = await courseTreeRows(db, courseId);
  const topicIds = tree.units.flatMap((u) => u.topics.map((t) => t.id));
  const documents = await topicDocuments(db, topicIds);
  const guides = await studyGuidesOf(db, storage, topicIds);
  return tree.units.map((unit) => ({
    id: unit.id,
    title: unit.name,
    topics: unit.topics.map((topic) => {
      const docs = documents.get(topic.id)!;
      return { id: topic.id, title: topic.name, pages: docs.chapters, questions: docs.questions, passages: docs.passages, studyGuides: guides.get(topic.id) ?? { documents: [], link_attachments: [] } };
    }),
  }));
}

/** Every topic of the course, in order, for a questions export. */
export async function courseExport(db: Db, courseId: number): Promise<ExportTopic[]> {
  const tree = await courseTreeRows(db, courseId);
  const topicList = tree.units.flatMap((u) => u.topics);
  const documents = await topicDocuments(db, topicList.map((t) => t.id));
  return topicList.map((t) => {
    const docs = documents.get(t.id)!;
    return { id: t.id, title: t.name, questions: docs.questions, passages: docs.passages };
  });
}

/** Each topic's study guides, files and links in their order, as the lesson reply gives them. */
async function studyGuidesOf(db: Db, storage: Storage, topicIds: readonly number[]): Promise<Map<number, StudyGuides>> {
  const out = new Map<number, StudyGuides>();
  if (topicIds.length === 0) return out;
  const [files, links] = await Promise.all([
    db
      .select({
        topicId: lessons.topicId,
        id: lessonDocuments.id,
        name: lessonDocuments.name,
        createdAt: lessonDocuments.createdAt,
        mimeType: uploadedFiles.mimeType,
        size: uploadedFiles.size,
        storageKey: uploadedFiles.storageKey,
      })
      .from(lessonDocuments)
      .innerJoin(lessons, eq(lessons.id, lessonDocuments.lessonId))
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, lessonDocuments.uploadedFileId))
      .where(inArray(lessons.topicId, [...topicIds]))
      .orderBy(asc(lessonDocuments.position), asc(lessonDocuments.id)),
    db
      .select({ topicId: lessons.topicId, row: linkAttachments })
      .from(linkAttachments)
      .innerJoin(lessons, eq(lessons.id, linkAttachments.lessonId))
      .where(inArray(lessons.topicId, [...topicIds]))
      .orderBy(asc(linkAttachments.position), asc(linkAttachments.id)),
  ]);
  const of = (topicId: number) => out.get(topicId) ?? out.set(topicId, { documents: [], link_attachments: [] }).get(topicId)!;
  for (const { topicId, storageKey, ...row } of files) of(topicId).documents.push(presentLessonDocument({ ...row, url: fileUrl(storage, storageKey) }));
  for (const { topicId, row } of links) of(topicId).link_attachments.push(presentLinkAttachment(row));
  return out;
}

async function storedBytes(storage: Storage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The organization's uploads by id, read from storage when an exporter asks for them. */
export function exportMedia(db: Db, storage: Storage, organizationId: number): ExportMedia {
  return {
    async get(mediaId) {
      const [file] = await db
        .select({ key: uploadedFiles.storageKey, name: uploadedFiles.filename, mime: uploadedFiles.mimeType })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.id, mediaId), eq(uploadedFiles.organizationId, organizationId)));
      if (!file) return null;
      const data = await storedBytes(storage, file.key);
      return data && { data, mime: file.mime, name: file.name };
    },
    async studyGuide(documentId) {
      const [file] = await db
        .select({ key: uploadedFiles.storageKey })
        .from(lessonDocuments)
        .innerJoin(uploadedFiles, eq(uploadedFiles.id, lessonDocuments.uploadedFileId))
        .where(and(eq(lessonDocuments.id, documentId), eq(uploadedFiles.organizationId, organizationId)));
      return file ? storedBytes(storage, file.key) : null;
    },
  };
}
