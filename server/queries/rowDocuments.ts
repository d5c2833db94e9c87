// An item's document as its editor saves it, built in SQL from its stored rows (row `i` of its
// table; a question with its parts, keyed by row id as the API keys them). Version history reads
// it in three places: versions of items written in bulk, a save's version taken from its own
// update, and the open sitting of a page or passage, whose document is its row until the
// sitting closes (docs/product/design.md#version-history).
import { sql, type SQL } from 'drizzle-orm';

export type BulkItemType = 'page' | 'question' | 'passage';

export const rowTable: Record<BulkItemType, SQL> = { page: sql`chapters`, question: sql`questions`, passage: sql`passages` };

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


/** The items whose open sitting keeps its document in the item's row: the autosaving text editors'. */
export const SITTING_ITEMS = ['page', 'passage'] as const;
export type SittingItemType = (typeof SITTING_ITEMS)[number];

export const keepsOpenSitting = (itemType: string): itemType is SittingItemType => (SITTING_ITEMS as readonly string[]).includes(itemType);

/**
 * A version's document: stored, or, for the open sitting of a page or passage (stored as
 * null), the item's row as it is now. `version` names the item_versions row in the query.
 */
export function versionDocument(version: { itemType: SQL; itemId: SQL; document: SQL }): SQL {
  return sql`coalesce(${version.document}, case ${version.itemType}
    when 'page' then (select ${rowDocument.page} from chapters i where i.id = ${version.itemId})
    when 'passage' then (select ${rowDocument.passage} from passages i where i.id = ${version.itemId})
  end, '{}'::jsonb)`;
}
