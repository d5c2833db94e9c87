// The source of an import as the actor may read it (spec §6 route guards; the rules of
// GET /importing/organizations/{id}/courses, one place for every importing route):
// - {id} is an organization the actor belongs to: kind 'organization', when the actor may import
//   there (`import_organization`); what the actor may open there.
// - {id} is the provider (the test bank's owner) and the actor is not a member: kind 'provider',
//   when the actor's importing organization (`importingId`, else any of the actor's
//   organizations) may import licensed questions (`import_provider`); only what is published.
// Anything else answers 404, as does a course, unit or topic of the source the actor may not see.
// The source may be named by the product slug `pena` (the provider; 404 when there is none).
import { and, eq, inArray } from 'drizzle-orm';
import { actorId, organizationsOf, type ActorRef, type OrganizationContext } from '../auth/actor.ts';
import type { Db } from '../db/client.ts';
import { bundles, courses, organizations, topics } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { authorizeImportFrom, canImportFrom, sourceCourseVisible, sourceItemVisible, type ImportSourceKind } from '../policies/importing.ts';
import type { ImportSourceRef } from '../../domain/schemas/importing.ts';
import { courseSharesFor } from '../queries/courseShare.ts';
import { providerOrganizationId } from '../queries/provider.ts';

export interface ImportSource {
  kind: ImportSourceKind;
  organizationId: number;
  userId: number;
  /** The actor is an admin of the source (sees every course there). */
  admin: boolean;
  /** The provider: only published courses, units, topics and items. */
  publishedOnly: boolean;
  /** The actor's context in the source (kind 'organization'), or the importing organization's (kind 'provider'). */
  ctx: OrganizationContext | null;
}

export async function resolveImportSource(db: Db, actor: ActorRef, sourceRef: ImportSourceRef, importingId?: number): Promise<ImportSource> {
  const sourceId = typeof sourceRef === 'number' ? sourceRef : await providerOrganizationId(db);
  if (sourceId === null) throw errors.notFound();
  const userId = actorId(actor);
  const contexts = await organizationsOf(db, actor);
  const member = contexts.find((c) => c.organization.id === sourceId);
  if (member) {
    authorizeImportFrom('organization', member);
    return { kind: 'organization', organizationId: sourceId, userId, admin: member.access.admin, publishedOnly: false, ctx: member };
  }
  const [source] = await db.select({ id: organizations.id, isProvider: organizations.isProvider }).from(organizations).where(eq(organizations.id, sourceId)).limit(1);
  if (!source?.isProvider) throw errors.notFound();
  let importing: OrganizationContext | null = null;
  if (importingId !== undefined) {
    importing = contexts.find((c) => c.organization.id === importingId) ?? null;
    if (!importing) throw errors.notFound();
    authorizeImportFrom('provider', importing);
  } else if (!contexts.some((c) => canImportFrom('provider', c))) {
    throw errors.forbidden();
  }
  return { kind: 'provider', organizationId: source.id, userId, admin: false, publishedOnly: true, ctx: importing };
}

/** Every course (by id) the actor may see in the source; the ids not found or not visible are left out. */
export async function visibleCourses(db: Db, source: ImportSource, courseIds: number[]): Promise<Set<number>> {
  if (courseIds.length === 0) return new Set();
  const shares = await courseSharesFor(db, courseIds, source.userId);
  const rows = await db.select({ id: courses.id, org: courses.organizationId, status: courses.status }).from(courses).where(and(inArray(courses.id, courseIds), eq(courses.organizationId, source.organizationId)));
  const visible = new Set<number>();
  for (const row of rows) {
    const share = shares.get(row.id);
    if (share && sourceCourseVisible(share, source.userId, source.admin) && sourceItemVisible(source.kind, row.status)) visible.add(row.id);
  }
  return visible;
}

/** A course of the source the actor may see, or 404. */
export async function loadSourceCourse(db: Db, source: ImportSource, courseId: number) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course || !(await visibleCourses(db, source, [course.id])).has(course.id)) throw errors.notFound();
  return course;
}

/** A topic of the source the actor may see (its course, and for the provider it and its unit published), or 404. */
export async function loadSourceTopic(db: Db, source: ImportSource, topicId: number) {
  const [row] = await db
    .select({ id: topics.id, name: topics.name, status: topics.status, bundleId: topics.bundleId, unitName: bundles.name, unitStatus: bundles.status, courseId: courses.id, courseName: courses.name })
    .from(topics)
    .innerJoin(bundles, eq(bundles.id, topics.bundleId))
    .innerJoin(courses, eq(courses.id, topics.courseId))
    .where(eq(topics.id, topicId))
    .limit(1);
  if (!row || !sourceItemVisible(source.kind, row.status) || !sourceItemVisible(source.kind, row.unitStatus)) throw errors.notFound();
  if (!(await visibleCourses(db, source, [row.courseId])).has(row.courseId)) throw errors.notFound();
  return row;
}
