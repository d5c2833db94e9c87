// The provider organization, the one that owns the test bank: a flag on one organization (§6;
// docs/product/design.md#the-provider-organization). It is the first organization flagged as
// provider. /public_config names it, and the importing paths accept the product slug `pena`
// for it (§2 "Verified routes": `organizations/{product}/import`).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organizations } from '../db/schema/index.ts';

export async function providerOrganizationId(db: Db): Promise<number | null> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.isProvider, true)).orderBy(asc(organizations.id)).limit(1);
  return row?.id ?? null;
}
