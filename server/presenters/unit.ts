// Unit rows → API JSON (spec §3 "Bundle (unit)" field names). The only way units leave the server.
import type { Unit, TreeTopic } from '../../domain/schemas/courses.ts';
import type { UnitRow } from '../db/schema/index.ts';


export function presentUnit(
  row: UnitRow,
  context: { courseName: string; accessible: boolean },
  topics: TreeTopic[],
): Unit {
  return {
    id: row.id,
    guid: row.guid,
    course_id: row.courseId,
    course_name: context.courseName,
    organization_id: row.organizationId,
    name: row.name,
    description: row.description,
    status: row.status,
    accessible: context.accessible,
    creator_id: row.creatorId,
    position: row.position,
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
    // A unit has changed since published when any of its topics has (spec §2).
    changed_since_published: topics.some((topic) => topic.changed_since_published),
    topics,
    lock_version: row.lockVersion,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
