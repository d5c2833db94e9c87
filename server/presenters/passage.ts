// Passage rows → API JSON (spec §3 "Passage (question reference)", domain/schemas/content.ts
// passageSchema). The only way passages leave the server.
import { isReadOnlySource, type Passage } from '../../domain/schemas/content.ts';
import type { PassageRow } from '../db/schema/index.ts';


/** `questionsCount`: questions linked to the passage. */
export function presentPassage(p: PassageRow, questionsCount: number): Passage {
  return {
    id: p.id,
    topic_id: p.topicId,
    organization_id: p.organizationId,
    title: p.title,
    content: p.content,
    content_html: p.contentHtml,
    sections: p.sections,
    status: p.status,
    position: p.position,
    source: p.source,
    read_only: isReadOnlySource(p.source),
    creator_id: p.creatorId,
    questions_count: questionsCount,
    last_saved_at: p.lastSavedAt.toISOString(),
    lock_version: p.lockVersion,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}
