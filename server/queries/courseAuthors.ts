// GET /content/organizations/{id}/show_authors: the people who created the organization's
// courses (the creator filter of the course list), and whether any course has lost its
// author (the `no_author` choice). One query.
import { eq } from 'drizzle-orm';
import type { CourseAuthors } from '../../domain/schemas/courses.ts';
import type { Db } from '../db/client.ts';
import { courses, users } from '../db/schema/index.ts';

export async function courseAuthors(db: Db, organizationId: number): Promise<CourseAuthors> {
  const rows = await db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(courses)
    .leftJoin(users, eq(users.id, courses.creatorId))
    .where(eq(courses.organizationId, organizationId));
  const authors = rows
    .filter((r): r is { id: number; name: string; email: string } => r.id !== null)
    .sort((a, b) => a.name.localeCompare(b.name, 'id', { sensitivity: 'base' }) || a.email.localeCompare(b.email));
  return { authors, has_no_author: authors.length < rows.length };
}
