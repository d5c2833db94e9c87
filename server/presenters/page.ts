// Page rows → API JSON (spec §3 "Chapter (page)" field names). The only way pages
// leave the server. The stored HTML is already sanitized (it is sanitized before it is stored).
import type { Page, PageSummary } from '../../domain/schemas/content.ts';
import type { PageRow } from '../db/schema/index.ts';


export function presentPage(row: PageRow): Page {
  return {
    id: row.id,
    topic_id: row.topicId,
    lesson_id: row.lessonId,
    organization_id: row.organizationId,
    type: row.type,
    title: row.title,
    content: row.content,
    sections: row.sections.map((s) => ({
      id: s.id,
      content: s.content,
      mime_type: s.mime_type,
      section_content_type: s.section_content_type,
      media_url: s.media_url,
      content_html: s.content_html,
    })),
    video_url: row.videoUrl,
    video_description: row.videoDescription,
    duration: row.duration,
    status: row.status,
    position: row.position,
    creator_id: row.creatorId,
    last_saved_at: row.lastSavedAt.toISOString(),
    lock_version: row.lockVersion,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The columns a summary needs (lists select only these, not the page's HTML), and its publish state (queries/publishState.ts). */
export type PageSummaryRow = Pick<PageRow, 'id' | 'topicId' | 'type' | 'title' | 'status' | 'position' | 'creatorId' | 'lastSavedAt' | 'lockVersion'> & {
  publishedAt: Date | null;
  changedSincePublished: boolean;
};

export function presentPageSummary(row: PageSummaryRow): PageSummary {
  return {
    id: row.id,
    topic_id: row.topicId,
    type: row.type,
    title: row.title,
    status: row.status,
    position: row.position,
    creator_id: row.creatorId,
    last_saved_at: row.lastSavedAt.toISOString(),
    lock_version: row.lockVersion,
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
    changed_since_published: row.changedSincePublished,
  };
}
