// The actor's access in the organization that owns a record. Every content route loads its
// record, then asks here: a user who is not a member of that organization gets 404, never the
// record (docs/product/design.md#how-a-request-flows). Given the request's actor, the answer
// comes from the memberships loaded with its session, without a statement.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberships, organizations } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { contextOf, membershipColumns, type ActorRef, type OrganizationContext } from './actor.ts';
import { prepared } from '../db/prepared.ts';

const membershipOfUser = (db: Db) =>
  prepared(db, 'auth_membership', (name) =>
    db
      .select(membershipColumns)
      .from(memberships)
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(and(eq(memberships.userId, sql.placeholder('userId')), eq(memberships.organizationId, sql.placeholder('organizationId'))))
      .limit(1)
      .prepare(name),
  );

/** The actor's context in one organization, or null when the actor is not a member. */
export async function findOrganizationContext(db: Db, actor: ActorRef, organizationId: number): Promise<OrganizationContext | null> {
  if (typeof actor !== 'number') return actor.organizations.find((c) => c.organization.id === organizationId) ?? null;
  const [row] = await membershipOfUser(db).execute({ userId: actor, organizationId });
  return row ? contextOf(row) : null;
}

/** The actor's context in the organization, or 404 when the actor is not a member of it. */
export async function organizationContext(db: Db, actor: ActorRef, organizationId: number): Promise<OrganizationContext> {
  const ctx = await findOrganizationContext(db, actor, organizationId);
  if (!ctx) throw errors.notFound();
  return ctx;
}

/** A loaded record (or undefined) and the actor's context in its organization; 404 for either missing. */
export async function scoped<T extends { organizationId: number }>(
  db: Db,
  actor: ActorRef,
  record: T | undefined,
): Promise<{ record: T; ctx: OrganizationContext }> {
  if (!record) throw errors.notFound();
  return { record, ctx: await organizationContext(db, actor, record.organizationId) };
}
