// Course icons (spec §3 Course "icon (from a system icon set or uploaded)"): the system set
// is built in (SVG files under web/public/icons) and gets its icon_images rows (organization
// null) the first time anyone needs them, so courses can point at them by id on any database,
// seeded or not. An organization's uploads are icon_images rows of that organization.
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { iconImages, type IconImageRow } from '../db/schema/index.ts';

/** The system icon set: file name under web/public/icons and the name shown. */
export const SYSTEM_ICONS = [
  ['matematika', 'Matematika'],
  ['fisika', 'Fisika'],
  ['kimia', 'Kimia'],
  ['biologi', 'Biologi'],
  ['bahasa', 'Bahasa'],
  ['sejarah', 'Sejarah'],
  ['geografi', 'Geografi'],
  ['ekonomi', 'Ekonomi'],
  ['seni', 'Seni'],
  ['olahraga', 'Olahraga'],
  ['komputer', 'Komputer'],
  ['asesmen', 'Asesmen'],
] as const;
export const systemIconUrl = (file: string) => `/icons/${file}.svg`;


// Any constant works: it only keeps two first requests from inserting the set twice.
const SYSTEM_ICONS_LOCK = 0x70656e61;

/** Inserts the system icon set once; later calls cost one small query. */
export async function ensureSystemIcons(db: Db): Promise<void> {
  const [existing] = await db.select({ id: iconImages.id }).from(iconImages).where(isNull(iconImages.organizationId)).limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SYSTEM_ICONS_LOCK})`);
    const [again] = await tx.select({ id: iconImages.id }).from(iconImages).where(isNull(iconImages.organizationId)).limit(1);
    if (again) return;
    await tx.insert(iconImages).values(SYSTEM_ICONS.map(([file, name]) => ({ organizationId: null, name, url: systemIconUrl(file) })));
  });
}

/** The system icons in their set's order, then the organization's uploads, oldest first. */
export async function iconsFor(db: Db, organizationId: number): Promise<IconImageRow[]> {
  await ensureSystemIcons(db);
  return db
    .select()
    .from(iconImages)
    .where(or(isNull(iconImages.organizationId), eq(iconImages.organizationId, organizationId)))
    .orderBy(sql`${iconImages.organizationId} is not null`, asc(iconImages.id));
}

/** An icon the organization's courses may use (system or its own), or undefined. */
export async function usableIcon(db: Db, organizationId: number, iconId: number): Promise<IconImageRow | undefined> {
  const [row] = await db
    .select()
    .from(iconImages)
    .where(and(eq(iconImages.id, iconId), or(isNull(iconImages.organizationId), eq(iconImages.organizationId, organizationId))))
    .limit(1);
  return row;
}

export async function addOrganizationIcon(db: Db, organizationId: number, name: string, url: string): Promise<IconImageRow> {
  const [row] = await db.insert(iconImages).values({ organizationId, name, url }).returning();
  return row!;
}
