// Course tags and subjects → API JSON (spec §3 "Other entities"). The only way they leave the
// server.
import type { SubjectRef, TagRef } from '../../domain/schemas/courses.ts';
import type { courseTags, subjects } from '../db/schema/index.ts';

type TagRow = Pick<typeof courseTags.$inferSelect, 'id' | 'name' | 'type'>;
type SubjectRow = Pick<typeof subjects.$inferSelect, 'id' | 'name' | 'organizationId'>;

export function presentTagRef(row: TagRow): TagRef {
  return { id: row.id, name: row.name, type: row.type === 'grade' ? 'grade' : 'other' };
}

/** A tag with the number of courses tagged with it. */
export function presentCourseTag(row: TagRow & { count: number }): TagRef & { count: number } {
  return { ...presentTagRef(row), count: Number(row.count) };
}

export function presentSubject(row: SubjectRow): SubjectRef {
  return { id: row.id, name: row.name, organization_id: row.organizationId };
}

/** The order tags are replied in (grades first, in school order): domain/grades.ts. */
export { compareTags } from '../../domain/grades.ts';
