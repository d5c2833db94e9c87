// Seeds a database for bench/history.ts with the code of the checkout at <root>, in a process
// of its own: `node bench/lib/historySeed.ts <root> <postgres URL | PGlite directory> <accounts|history>`.
// - accounts (any checkout, also one from before version history): a school, two admins, a
//   course with a unit and a topic;
// - history (this checkout): also a 2,000-word page saved once through the page editor, so its
//   version is exactly what a save stores, copied in SQL into a history of HISTORY_VERSIONS
//   versions (each its own revision line, authors alternating, every 100th published, a quarter
//   of an hour apart); and a second such page edited STORAGE_VERSIONS times, whose sizes are read
//   back: what PostgreSQL stores of each version (pg_column_size, TOAST-compressed), the JSON
//   text, the jsonb before compression, and the growth of item_versions with its indexes and
//   TOAST table (pg_total_relation_size).
// Migrates, seeds, analyzes (PostgreSQL), closes, and prints the seed as JSON.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Passwords from '../../server/auth/passwords.ts';
import type * as AccountAdmin from '../../server/commands/accountAdmin.ts';
import type * as Client from '../../server/db/client.ts';
import type * as Schema from '../../server/db/schema/index.ts';
import type * as Content from '../../domain/schemas/content.ts';
import type * as PageCreator from '../../server/commands/pageCreator.ts';
import type * as PageDocument from '../../server/commands/pageDocument.ts';
import type * as PageEditor from '../../server/commands/pageEditor.ts';
import type * as OpenSittings from '../../server/commands/openSittings.ts';
import { HISTORY_VERSIONS, PAGE_WORDS, PASSWORD, STORAGE_VERSIONS, type HistorySeed } from './historyData.ts';
import { REVISION_MARK, prosePage, revisedPage } from './pageText.ts';

const [root, target, mode] = process.argv.slice(2);
if (!root || !target || (mode !== 'accounts' && mode !== 'history')) throw new Error('usage: historySeed.ts <root> <postgres URL | PGlite directory> <accounts|history>');
const from = (file: string) => pathToFileURL(path.join(root, file)).href;
const { openDatabase } = (await import(from('server/db/client.ts'))) as typeof Client;
const { addMember, createOrganization, createUser } = (await import(from('server/commands/accountAdmin.ts'))) as typeof AccountAdmin;
const { hashPassword } = (await import(from('server/auth/passwords.ts'))) as typeof Passwords;
const { bundles, courses, topics } = (await import(from('server/db/schema/index.ts'))) as typeof Schema;

const database = await openDatabase(target.startsWith('postgres') ? { kind: 'postgres', url: target } : { kind: 'pglite', dataDir: target });
await database.migrate();
const started = performance.now();
const { db } = database;
const query = async <T>(text: string, values: unknown[] = []) => (await database.executeSql(text, values)).rows as T[];

const org = await createOrganization(db, { name: 'SMA Bench Riwayat', countryCode: 'ID', verified: true, useTeams: false });
const passwordHash = await hashPassword(PASSWORD);
const users: { id: number; email: string }[] = [];
for (const who of ['siti', 'budi']) {
  const email = `${who}-${org.id}@bench.sch.id`;
  users.push(await createUser(db, { email, name: who === 'siti' ? 'Siti Bench' : 'Budi Bench', password: PASSWORD, passwordHash }));
  await addMember(db, { organizationId: org.id, email, admin: true });
}
const [course] = await db.insert(courses).values({ organizationId: org.id, name: 'IPA Kelas 8', creatorId: users[0]!.id }).returning();
const [unit] = await db.insert(bundles).values({ organizationId: org.id, courseId: course!.id, name: 'Bab 1' }).returning();
const [topic] = await db.insert(topics).values({ organizationId: org.id, bundleId: unit!.id, courseId: course!.id, name: 'Gerak dan Gaya' }).returning();
const seed: HistorySeed = { organizationId: org.id, emails: [users[0]!.email, users[1]!.email], topicId: topic!.id, seconds: 0 };

/** A 2,000-word page created and saved once by the first admin through the page editor: the version that save stored. */
async function savedPage(title: string, textSeed: number): Promise<{ pageId: number; versionId: number }> {
  const { pageDocumentSchema } = (await import(from('domain/schemas/content.ts'))) as typeof Content;
  const { preparePage } = (await import(from('server/commands/pageDocument.ts'))) as typeof PageDocument;
  const { createPage } = (await import(from('server/commands/pageCreator.ts'))) as typeof PageCreator;
  const { updatePage } = (await import(from('server/commands/pageEditor.ts'))) as typeof PageEditor;
  const doc = pageDocumentSchema.parse({ type: 'text', title, content: revisedPage(prosePage(PAGE_WORDS, textSeed), 0), sections: [] });
  const values = await preparePage(db, org.id, doc);
  const page = await createPage(db, { topic: topic!, creatorId: users[0]!.id, values });
  await updatePage(db, page, values, page.lockVersion, users[0]!.id);
  // The save's sitting is closed, so its version holds the page's document for the copies below.
  const { closeOpenSittings } = (await import(from('server/commands/openSittings.ts'))) as typeof OpenSittings;
  await closeOpenSittings(db, 'page', [page.id]);
  const [version] = await query<{ id: number }>(`select id from item_versions where item_type = 'page' and item_id = $1 order by id desc limit 1`, [page.id]);
  if (!version) throw new Error('the page editor kept no version of the save');
  return { pageId: page.id, versionId: version.id };
}

/**
 * Versions 2 … total of a page whose saved version is `first`: copies of it, each with its own
 * revision line, authors alternating, every 100th published, 15 minutes apart ending now;
 * `first` moves to the start (after the version its creation made, if any), and the page's
 * lock_version follows its newest version.
 */
async function copyVersions(pageId: number, first: number, total: number): Promise<void> {
  await query(
    `insert into item_versions (organization_id, item_type, item_id, kind, author_id, document, lock_version, created_at, saved_at)
     select v.organization_id, v.item_type, v.item_id, case when i % 100 = 0 then 'published' else 'edited' end,
            case when i % 2 = 0 then $2::integer else $3::integer end,
            replace(v.document::text, $4, 'Revisi ke-' || i || '.')::jsonb, v.lock_version + i - 1,
            now() - make_interval(mins => ($5 - i) * 15 + 5), now() - make_interval(mins => ($5 - i) * 15)
       from item_versions v cross join generate_series(2, $5) i
      where v.id = $1
      order by i`,
    [first, users[0]!.id, users[1]!.id, REVISION_MARK, total],
  );
  await query(
    `update item_versions set created_at = now() - make_interval(mins => $3 * 15 + 5), saved_at = now() - make_interval(mins => $3 * 15)
      where item_type = 'page' and item_id = $1 and id <= $2`,
    [pageId, first, total],
  );
  await query(`update chapters set lock_version = lock_version + $2 - 1 where id = $1`, [pageId, total]);
}

if (mode === 'history') {
  const history = await savedPage('Gerak lurus', 1);
  await copyVersions(history.pageId, history.versionId, HISTORY_VERSIONS);
  const ids = await query<{ id: number }>(`select id from item_versions where item_type = 'page' and item_id = $1 order by id`, [history.pageId]);
  seed.historyPageId = history.pageId;
  seed.restorable = [0.1, 0.5, 0.9].map((at) => ids[Math.floor(ids.length * at)]!.id);

  // Measured after the history page, so the table's first pages and index roots are not counted against these versions.
  const size = async () => Number((await query<{ n: string }>(`select pg_total_relation_size('item_versions')::text as n`))[0]!.n);
  const before = await size();
  const stored = await savedPage('Hukum Newton', 2);
  await copyVersions(stored.pageId, stored.versionId, STORAGE_VERSIONS);
  const after = await size();
  const [sizes] = await query<{ n: number; stored: string; text: string; jsonb: string }>(
    `select count(*)::int as n, avg(pg_column_size(document))::text as stored, avg(octet_length(document::text))::text as text,
            avg(pg_column_size(document::text::jsonb))::text as jsonb
       from item_versions where item_type = 'page' and item_id = $1`,
    [stored.pageId],
  );
  const [compression] = await query<{ c: string }>(`select current_setting('default_toast_compression') as c`);
  seed.storage = {
    versions: sizes!.n,
    stored: Number(sizes!.stored),
    jsonText: Number(sizes!.text),
    jsonbUncompressed: Number(sizes!.jsonb),
    relationPerVersion: (after - before) / sizes!.n,
    compression: compression!.c,
  };
}
seed.seconds = (performance.now() - started) / 1000;
if (database.kind === 'postgres') await database.executeSql('analyze');
await database.close();
process.stdout.write(JSON.stringify(seed));
