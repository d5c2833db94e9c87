// Factories and comparisons for the copy engine's tests (commands/contentCopier): a topic that
// holds one of everything (a text page and a video page with an image, a study-guide file, a
// link, a passage with the image, a question of each of the seven types through the API: an
// image answer, a passage link, a preceding link), and each topic's documents as the GET
// replies give them with every id turned into what it points at, so an original and its copy
// compare equal when the copy is faithful.
import { inArray } from 'drizzle-orm';
import { QUESTION_TYPES } from '../../domain/schemas/questions.ts';
import type { CopyInput } from '../commands/contentCopier/index.ts';
import type { Db } from '../db/client.ts';
import { lessonDocuments, lessons, linkAttachments } from '../db/schema/index.ts';
import { topicDocuments } from '../loaders/topicDocuments.ts';
import * as files from '../storage/fixtures/files.ts';
import type { TestApp } from './app.ts';
import { makePage, makeLink, makeStudyGuide, makeUploadedFile } from './pageFactories.ts';
import { headersFor, makeUnit, makeCourse, makeTopic, type School } from './contentFactories.ts';
import { fullQuestion, makePassage } from './questionFactories.ts';

/**
 * What the copy engine's test blocks share: the command's context, a CopyInput by the school's
 * editor in English without linked questions unless told, and a fresh unit of a new course.
 */
export function copierTools(t: TestApp, s: School) {
  const ctx = () => ({ db: t.db, storage: t.storage });
  const input = (over: Partial<CopyInput> & Pick<CopyInput, 'kind' | 'id' | 'targetId'>): CopyInput => ({
    includeLinkedQuestions: false,
    actorId: s.editor.id,
    language: 'en',
    ...over,
  });
  const unit = async () => makeUnit(t.db, await makeCourse(t.db, s.org.id, { creatorId: s.admin.id }));
  return { ctx, input, unit };
}

const section = (id: string, html: string) => ({ id, content: html, mime_type: 'text/html', section_content_type: null, media_url: null, content_html: html });

/** A topic with one of everything; `image` is the uploaded file its rich text and an answer use. */
export async function richTopic(t: TestApp, s: School, unit: { id: number; courseId: number; organizationId: number }) {
  const org = unit.organizationId;
  const topic = await makeTopic(t.db, unit, { creatorId: s.admin.id, shuffleQuestions: true, questionsLabel: 'Latihan' });
  const image = await makeUploadedFile(t, org, 'image', files.png(), 'gambar.png');
  const img = `<p>Lihat <strong>gambar</strong></p><img src="${image.url}" data-media-id="${image.file.id}" alt="x">`;
  await makePage(t.db, topic, { title: 'Teks', content: img, sections: [section('s1', img)], position: 0 });
  await makePage(t.db, topic, { title: 'Video', type: 'video', content: '', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', videoDescription: 'Tonton', duration: 42, position: 1 });
  const studyGuide = await makeStudyGuide(t, topic, files.pdf(), 'Modul');
  await makeLink(t.db, topic, { name: 'Sumber', url: 'https://example.org/sumber' });
  const passage = await makePassage(t.db, topic, { title: 'Bacaan A', contentHtml: img, content: 'Lihat gambar', sections: [section('p1', img)] });
  const headers = await headersFor(t.db, s.admin);
  const questionIds: number[] = [];
  for (const type of QUESTION_TYPES) {
    const doc = {
      ...fullQuestion(type, image.file.id),
      sections: [section('q1', img)],
      passage_id: type === 'categorise' ? passage.id : null,
      preceding_question_id: type === 'true_or_false' ? questionIds[0]! : null,
    };
    const res = await t.app.inject({ method: 'POST', url: '/map/questions', headers, payload: { topic_id: topic.id, ...doc } });
    if (res.statusCode !== 201) throw new Error(`question ${type}: ${res.statusCode} ${res.body}`);
    questionIds.push(res.json().id);
  }
  return { topic, image, studyGuide, passage, questionIds };
}

const MEDIA_ID = /data-media-id="\d+"/g;
const KEY = /org\/\d+\/[a-z_]+\/[A-Za-z0-9._-]+/g;
/** Media references written the same whichever file they name (checked on their own). */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replace(/data-media-id=\\"\d+\\"/g, 'data-media-id=M').replace(MEDIA_ID, 'M').replace(KEY, 'KEY'));

const OWN = ['id', 'topic_id', 'lesson_id', 'organization_id', 'creator_id', 'last_saved_at', 'lock_version', 'created_at', 'updated_at', 'status'];
const without = (doc: Record<string, unknown>, keys: string[]) => Object.fromEntries(Object.entries(doc).filter(([k]) => !keys.includes(k)));

/** Each topic's documents with ids replaced by the position of what they name; lessons' study guides and links too. */
export async function canonicalTopics(db: Db, topicIds: readonly number[]) {
  const docs = await topicDocuments(db, topicIds);
  const lessonRows = await db.select().from(lessons).where(inArray(lessons.topicId, [...topicIds]));
  const lessonIds = lessonRows.map((l) => l.id);
  const studyGuides = lessonIds.length ? await db.select().from(lessonDocuments).where(inArray(lessonDocuments.lessonId, lessonIds)) : [];
  const links = lessonIds.length ? await db.select().from(linkAttachments).where(inArray(linkAttachments.lessonId, lessonIds)) : [];
  return topicIds.map((topicId) => {
    const d = docs.get(topicId)!;
    const lesson = lessonRows.find((l) => l.topicId === topicId);
    const passageAt = (id: number | null) => (id === null ? null : d.passages.findIndex((p) => p.id === id));
    const questionAt = (id: number | null) => (id === null ? null : d.questions.findIndex((q) => q.id === id));
    const index = (list: { key: string }[], key: string | null) => (key === null ? null : list.findIndex((x) => x.key === key));
    return plain({
      chapters: d.chapters.map((c) => without(c, OWN)),
      passages: d.passages.map((p) => without(p, OWN)),
      questions: d.questions.map((q) => ({
        ...without(q, [...OWN, 'passage_id', 'preceding_question_id', 'succeeding_question_id', 'answers', 'categories', 'groups', 'premises', 'responses']),
        passage: passageAt(q.passage_id),
        preceding: questionAt(q.preceding_question_id),
        succeeding: questionAt(q.succeeding_question_id),
        answers: q.answers.map((a) => ({ ...without(a, ['id', 'key', 'category_key', 'group_key', 'media_id']), category: index(q.categories, a.category_key), group: index(q.groups, a.group_key), media: a.media_id !== null })),
        categories: q.categories.map((c) => c.name),
        groups: q.groups.map((g) => g.name),
        premises: q.premises.map((p) => p.content),
        responses: q.responses.map((r) => ({ content: r.content, premise: index(q.premises, r.premise_key) })),
      })),
      studyGuides: studyGuides.filter((n) => n.lessonId === lesson?.id).sort((a, b) => a.position - b.position).map((n) => ({ name: n.name, position: n.position })),
      links: links.filter((n) => n.lessonId === lesson?.id).sort((a, b) => a.position - b.position).map((n) => ({ name: n.name, url: n.url, position: n.position })),
    });
  });
}
