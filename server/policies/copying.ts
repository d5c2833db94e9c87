// Who may copy and move content (spec §4 "Object kinds for copy or move", §6): copying needs
// 'view' on the source and 'create' under the target; moving needs 'update' on the source and
// 'create' under the target. Source and target may be in different organizations of the actor,
// each judged with the actor's access there (policies/content.ts: share settings first, then
// the role: limited editors create only under what they own, restricted and unapproved members
// nothing). A course is copied into an organization: 'create' there is creating a course
// (policies/courses.ts). A refusal answers the §8 "Create, update and delete failures" pattern
// "Failed to copy <kind>. Please try again." in both languages (the web shows the same text).
// An assessment or tryout course is copied only into an organization with the
// manage_assessments feature, as one is created. A limited editor ("create and edit only own
// content") moves only what they own in full: the mover reads, under its locks, who created
// everything the move carries (a unit's or topic's contents, the questions and passages a
// linked move takes along) and asks movedCreatorsGuard.
import { canEditRecord, type ContentRecord } from '../../domain/access/index.ts';
import type { CopyAction, CopyKind } from '../../domain/schemas/copying.ts';
import type { OrganizationContext } from '../auth/actor.ts';
import { canOnContent, type CourseShare } from './content.ts';
import { canManageAssessments, canOnCourse } from './courses.ts';
import { forbidden } from './verification.ts';
import { copyMoveFailedMessage } from '../../domain/schemas/copyingMessages.ts';

/** A record as the policy judges it: the actor's context in its organization and its course's share settings. */
export interface CopySide {
  ctx: OrganizationContext;
  record: ContentRecord;
  /** null only for an organization (the target of a course copy). */
  share: CourseShare | null;
  /** A course source: whether it is an assessment or tryout course. */
  assessment?: boolean;
}

/** May the actor create `kind` under the target (an organization for a course, else the parent record)? */
function mayCreateUnder(userId: number, kind: CopyKind, target: CopySide): boolean {
  if (kind === 'course') return canOnCourse(target.ctx, userId, 'create', null, null);
  if (target.share === null) return false;
  return canOnContent(target.ctx, userId, 'create', target.record, target.share);
}

/** Copy: view the source, create under the target. */
export function canCopy(userId: number, kind: CopyKind, source: CopySide, target: CopySide): boolean {
  if (!source.share) return false;
  const view = kind === 'course' ? canOnCourse(source.ctx, userId, 'view', source.record, source.share) : canOnContent(source.ctx, userId, 'view', source.record, source.share);
  if (kind === 'course' && source.assessment && !canManageAssessments(target.ctx)) return false;
  return view && mayCreateUnder(userId, kind, target);
}

/** Move: update the source where it is, create under the target. A course is never moved. */
export function canMove(userId: number, kind: CopyKind, source: CopySide, target: CopySide): boolean {
  if (kind === 'course' || !source.share) return false;
  return canOnContent(source.ctx, userId, 'update', source.record, source.share) && mayCreateUnder(userId, kind, target);
}

/** May the actor move records created by `creatorIds` along with what they move (a limited editor: only their own)? */
export function mayCarry(ctx: OrganizationContext, userId: number, creatorIds: readonly (number | null)[]): boolean {
  return creatorIds.every((creatorId) => canEditRecord(ctx.access, { creatorId }, userId));
}

/**
 * For the mover (`ctx`: the actor's context where the source is): throws the §8 "Create, update
 * and delete failures" 403 "Failed to move <kind>." when what the move carries is not all the
 * actor's to edit. Undefined when the actor's role edits anyone's content (nothing to read).
 */
export function movedCreatorsGuard(ctx: OrganizationContext, userId: number, kind: CopyKind): ((creatorIds: readonly (number | null)[]) => void) | undefined {
  if (!ctx.access.ownContentOnly) return undefined;
  return (creatorIds) => {
    if (!mayCarry(ctx, userId, creatorIds)) throw forbidden(ctx, copyMoveFailedMessage('move', kind));
  };
}

export function canCopyOrMove(action: CopyAction, userId: number, kind: CopyKind, source: CopySide, target: CopySide): boolean {
  return action === 'copy' ? canCopy(userId, kind, source, target) : canMove(userId, kind, source, target);
}

/**
 * 403 with the §8 message unless allowed. The reason is the target's organization when the
 * source was fine but the target refused (an unverified organization says so).
 */
export function authorizeCopyOrMove(action: CopyAction, userId: number, kind: CopyKind, source: CopySide, target: CopySide): void {
  if (canCopyOrMove(action, userId, kind, source, target)) return;
  const sourceVerified = source.ctx.organization.verified;
  throw forbidden(sourceVerified ? target.ctx : source.ctx, copyMoveFailedMessage(action, kind));
}
