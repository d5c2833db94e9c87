// A page's save, as the editor's PUT and a restore of a version make it: stale before anything
// else (the editor must see the newer version whatever it sent), then sanitized, checked and
// written with its version (commands/pageEditor.ts); a stale save answers 409 with the page.
import type { PageDocument } from '../../../domain/schemas/content.ts';
import type { Page } from '../../../domain/schemas/content.ts';
import { preparePage } from '../../commands/pageDocument.ts';
import { updatePage } from '../../commands/pageEditor.ts';
import { stale } from '../../commands/versionedSave.ts';
import type { VersionMark } from '../../commands/versionMark.ts';
import type { Db } from '../../db/client.ts';
import type { PageRow } from '../../db/schema/index.ts';
import { findPage } from '../../loaders/page.ts';
import { presentPage } from '../../presenters/page.ts';
import { savedOrConflict } from '../staleSave.ts';

export async function savePage(db: Db, page: PageRow, doc: PageDocument, lockVersion: number, authorId: number, mark?: VersionMark): Promise<Page> {
  const result =
    lockVersion === page.lockVersion ? await updatePage(db, page, await preparePage(db, page.organizationId, doc), lockVersion, authorId, mark) : stale();
  const saved = await savedOrConflict(result, { find: () => findPage(db, page.id), reply: (current) => presentPage(current.page) });
  return presentPage(saved);
}
