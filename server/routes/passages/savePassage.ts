// A passage's save, as the editor's PUT and a restore of a version make it: stale before
// anything else, then sanitized with its media checked against the organization (422 by field
// path) and written with its version; a stale save answers 409 with the passage.
import type { Passage, PassageDocument } from '../../../domain/schemas/content.ts';
import type { OrganizationContext } from '../../auth/actor.ts';
import { updatePassage } from '../../commands/passageWriter.ts';
import { stale } from '../../commands/versionedSave.ts';
import type { VersionMark } from '../../commands/versionMark.ts';
import type { Db } from '../../db/client.ts';
import type { LoadedPassage } from '../../loaders/passage.ts';
import { findPassage } from '../../loaders/passageRecords.ts';
import { presentPassage } from '../../presenters/passage.ts';
import { checkMediaReferences } from '../../queries/mediaReferences.ts';
import { passageMedia, preparePassage, type PreparedPassage } from '../../sanitize/passageContent.ts';
import { savedOrConflict } from '../staleSave.ts';

/** Sanitized, with its media checked against the organization (422 by field path). */
export async function checkedPassage(db: Db, org: OrganizationContext, input: PassageDocument): Promise<PreparedPassage> {
  const passage = preparePassage(input);
  await checkMediaReferences(db, org.organization.id, passageMedia(passage));
  return passage;
}

export async function savePassage(
  db: Db,
  org: OrganizationContext,
  passage: LoadedPassage,
  doc: PassageDocument,
  lockVersion: number,
  authorId: number,
  mark?: VersionMark,
): Promise<Passage> {
  const result = lockVersion === passage.lockVersion ? await updatePassage(db, passage, await checkedPassage(db, org, doc), lockVersion, authorId, mark) : stale();
  const saved = await savedOrConflict(result, { find: () => findPassage(db, passage.id), reply: (current) => presentPassage(current, current.questionsCount) });
  return presentPassage(saved, passage.questionsCount);
}
