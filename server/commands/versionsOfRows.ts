// Versions for items written in bulk (imported, copied, generated, published): each item's
// document is built in SQL from its stored rows, in the same fields its editor saves (a
// question with its parts, keyed by row id as the API keys them), so one statement records
// the versions of every item of a type however many an import or a publish wrote.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { VersionKind, VersionSource } from '../db/schema/index.ts';

export type BulkItemType = 'page' | 'question' | 'passage';

export interface BulkVersions {
  kind: Exclude<VersionKind, 'edited' | 'restored'>;
  itemType: BulkItemType;
  ids: readonly number[];
  authorId: number | null;
  at: Date;
  /** Where each item came from (a copy names its original); none for the other acts. */
  sources?: ReadonlyMap<number, VersionSource>;
  /** Publishing: only items whose draft is not the version students already have. */
  changedSincePublished?: boolean;
}

const table: Record<BulkItemType, SQL> = { page: sql`chapters`, question: sql`questions`, passage: sql`passages` };

/** The editor's document of row `i` of the item type's table. */
export const rowDocument: Record<BulkItemType, SQL> = {
  page: sql`jsonb_build_object('type', i.type, 'title', i.title, 'content', i.content, 'sections', i.sections,
    'video_url', i.video_url, 'video_description', i.video_description, 'duration', i.duration)`,
  passage: sql`jsonb_build_object('title', i.title, 'content_html', i.content_html, 'sections', i.sections)`,
  question: sql`jsonb_build_object('type', i.type, 'content_html', i.content_html, 'sections', i.sections,
    'explanation', i.explanation, 'hint', i.hint, 'passage_id', i.passage_id, 'preceding_question_id', i.preceding_question_id,
    'points', i.points, 'shuffle_answers', i.shuffle_answers, 'quiz_title', i.quiz_title,
    'exact_value_options', i.exact_value_options, 'file_upload_option', i.file_upload_option,
    'answers', coalesce((select jsonb_agg(jsonb_build_object('key', a.id::text, 'content', a.content, 'answer_type', a.answer_type,
        'media_id', a.media_id, 'correct', a.correct, 'category_key', a.category_id::text, 'group_key', a.group_id::text, 'label', a.label)
        order by a.position) from answers a where a.question_id = i.id), '[]'::jsonb),
    'categories', coalesce((select jsonb_agg(jsonb_build_object('key', c.id::text, 'name', c.name) order by c.position)
        from question_categories c where c.question_id = i.id), '[]'::jsonb),
    'groups', coalesce((select jsonb_agg(jsonb_build_object('key', g.id::text, 'name', g.name) order by g.position)
        from question_groups g where g.question_id = i.id), '[]'::jsonb),
    'premises', coalesce((select jsonb_agg(jsonb_build_object('key', p.id::text, 'content', p.content) order by p.position)
        from matching_premises p where p.question_id = i.id), '[]'::jsonb),
    'responses', coalesce((select jsonb_agg(jsonb_build_object('key', r.id::text, 'content', r.content, 'premise_key', r.premise_id::text)
        order by r.position) from matching_responses r where r.question_id = i.id), '[]'::jsonb))`,
};

/** Rows per statement: a course of thousands of items is a handful of statements. */
const BATCH = 1000;

/** The statements recordVersionsOfRows sends for `count` items. */
export const versionStatements = (count: number) => Math.ceil(count / BATCH);

export async function recordVersionsOfRows(tx: Tx, input: BulkVersions): Promise<void> {
  for (let start = 0; start < input.ids.length; start += BATCH) {
    const ids = input.ids.slice(start, start + BATCH);
    const sources = JSON.stringify(Object.fromEntries(ids.flatMap((id) => (input.sources?.has(id) ? [[id, input.sources.get(id)]] : []))));
    await tx.execute(sql`
      insert into item_versions (organization_id, item_type, item_id, kind, author_id, document, lock_version, source, created_at, saved_at)
      select i.organization_id, ${input.itemType}, i.id, ${input.kind}, ${input.authorId}, ${rowDocument[input.itemType]}, i.lock_version,
        ${sources}::jsonb -> i.id::text, ${input.at}, ${input.at}
      from ${table[input.itemType]} i
      where i.id = any(${`{${ids.join(',')}}`}::int[])
        ${input.changedSincePublished ? sql`and i.published_version is distinct from i.lock_version` : sql``}`);
  }
}
