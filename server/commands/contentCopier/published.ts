// The published version of what a provider import copies
// (docs/product/design.md#the-test-bank-is-the-published-content-of-the-provider-organization):
// the selection copy writes the provider's rows (selection.ts, rows.ts); where the provider's
// draft moved on since it was published (lock_version ≠ published_items.version), the copy is
// then set to the published document instead: the question's own columns and its parts
// (questionWriter.ts replaceParts, as every question is stored), the passage's text. Files only
// the published documents use are copied too (`publishedFileIds`, the copy's extra files), and
// references point at the copies.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Passage } from '../../../domain/schemas/content.ts';
import { questionDocumentFields, type QuestionDocument } from '../../../domain/schemas/questions.ts';
import type { Db, Tx } from '../../db/client.ts';
import { passages, publishedItems, questions } from '../../db/schema/index.ts';
import { questionText } from '../../sanitize/questionContent.ts';
import { replaceParts } from '../questionWriter.ts';
import { questionRowValues } from '../questionWriterRows.ts';
import { mediaInValue, organizationFiles, rewriteJson, type MediaMap } from './media.ts';
import type { IdMap } from './rows.ts';

type Handle = Db | Tx;

export interface PublishedChanges {
  questions: { id: number; document: Record<string, unknown> }[];
  passages: { id: number; document: Record<string, unknown> }[];
}

/** The published documents of the given questions and passages whose drafts changed since. */
export async function publishedChanges(db: Handle, questionIds: readonly number[], passageIds: readonly number[]): Promise<PublishedChanges> {
  const q =
    questionIds.length === 0
      ? []
      : await db
          .select({ id: publishedItems.itemId, document: publishedItems.document })
          .from(publishedItems)
          .innerJoin(questions, eq(questions.id, publishedItems.itemId))
          .where(and(eq(publishedItems.itemType, 'question'), inArray(publishedItems.itemId, [...questionIds]), ne(publishedItems.version, questions.lockVersion)));
  const p =
    passageIds.length === 0
      ? []
      : await db
          .select({ id: publishedItems.itemId, document: publishedItems.document })
          .from(publishedItems)
          .innerJoin(passages, eq(passages.id, publishedItems.itemId))
          .where(and(eq(publishedItems.itemType, 'passage'), inArray(publishedItems.itemId, [...passageIds]), ne(publishedItems.version, passages.lockVersion)));
  return { questions: q, passages: p };
}

/** The source organization's files the published documents use (rich text, and image answers). */
export async function publishedFileIds(db: Handle, organizationId: number, changes: PublishedChanges): Promise<number[]> {
  const found = mediaInValue([changes.questions.map((c) => c.document), changes.passages.map((c) => c.document)]);
  for (const c of changes.questions) {
    for (const a of (c.document.answers as { media_id?: number | null }[] | undefined) ?? []) if (typeof a.media_id === 'number') found.ids.add(a.media_id);
  }
  return organizationFiles(db, organizationId, found);
}

/** Sets the copies (old id → new id in `questionIds` / `passageIds`) to the published documents, files pointing at their copies. */
export async function applyPublished(
  tx: Tx,
  organizationId: number,
  changes: PublishedChanges,
  maps: { questions: IdMap; passages: IdMap },
  media: MediaMap,
): Promise<void> {
  for (const change of changes.passages) {
    const copyId = maps.passages.get(change.id);
    if (copyId === undefined) continue;
    const doc = rewriteJson(change.document, media) as unknown as Passage;
    await tx.update(passages).set({ title: doc.title, content: doc.content, contentHtml: doc.content_html, sections: doc.sections }).where(eq(passages.id, copyId));
  }
  for (const change of changes.questions) {
    const questionId = maps.questions.get(change.id);
    if (questionId === undefined) continue;
    const parsed = questionDocumentFields.parse(rewriteJson(change.document, media));
    const doc: QuestionDocument = {
      ...parsed,
      passage_id: parsed.passage_id === null ? null : (maps.passages.get(parsed.passage_id) ?? null),
      answers: parsed.answers.map((a) => ({ ...a, media_id: a.media_id === null ? null : (media.byId.get(a.media_id)?.id ?? a.media_id) })),
    };
    const { passageId, ...columns } = questionRowValues({ doc, content: questionText(doc) });
    await tx.update(questions).set({ ...columns, passageId }).where(eq(questions.id, questionId));
    await replaceParts(tx, { id: questionId, organizationId }, doc);
  }
}
