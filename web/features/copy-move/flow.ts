// The modal's steps and browsing, as pure functions of the source (spec §2 "Copy/Move modal",
// §4): what a kind is copied into, where browsing starts (next to where the record is now),
// which list a browse position shows, and the steps a kind goes through.
import { COPY_TARGET_KIND, MOVABLE_KINDS } from '../../../domain/schemas/copying.ts';
import type { CopyAction, CopyKind } from '../../../domain/schemas/copying.ts';
import type { CopySource } from './types.ts';

export type Level = 'organizations' | 'courses' | 'units' | 'topics';
export type Step = 'action' | 'target' | 'options' | 'summary';

/** Where the browser is: the organization, course and unit opened (null: not opened). */
export type Browse = { organizationId: number | null; courseId: number | null; unitId: number | null };

/** The list a kind's target is chosen from. */
export function targetLevel(kind: CopyKind): Level {
  const target = COPY_TARGET_KIND[kind];
  if (target === 'organization') return 'organizations';
  if (target === 'course') return 'courses';
  if (target === 'bundle') return 'units';
  return 'topics';
}

export function canMoveKind(kind: CopyKind): boolean {
  return (MOVABLE_KINDS as readonly CopyKind[]).includes(kind);
}

/** Linked questions (what a question follows, its passage, a passage's questions) can come along. */
export function hasLinkOption(kind: CopyKind): boolean {
  return kind === 'question' || kind === 'passage';
}

/**
 * The steps shown, numbered in this order. A kind that can only be copied (a course) has no
 * copy-or-move step at all; with the action known from the menu, that step is still there,
 * one Back away, to change one's mind.
 */
export function stepsFor(kind: CopyKind): Step[] {
  const steps: Step[] = hasLinkOption(kind) ? ['action', 'target', 'options', 'summary'] : ['action', 'target', 'summary'];
  return canMoveKind(kind) ? steps : steps.filter((step) => step !== 'action');
}

/** The first step: the target when the action is known (or the kind can only be copied). */
export function firstStep(source: CopySource): Step {
  return source.action || !canMoveKind(source.kind) ? 'target' : 'action';
}

export function initialAction(source: CopySource): CopyAction | null {
  if (!canMoveKind(source.kind)) return 'copy';
  return source.action ?? null;
}

/** Browsing starts at the list the record's own parent is in. */
export function initialBrowse(source: CopySource): Browse {
  const level = targetLevel(source.kind);
  return {
    organizationId: level === 'organizations' ? null : source.organization_id,
    courseId: level === 'units' || level === 'topics' ? source.course_id : null,
    unitId: level === 'topics' ? (source.bundle_id ?? null) : null,
  };
}

export function levelOf(browse: Browse): Level {
  if (browse.organizationId === null) return 'organizations';
  if (browse.courseId === null) return 'courses';
  if (browse.unitId === null) return 'units';
  return 'topics';
}

/** The id of the record's current parent: the target it already is in. */
export function currentParentId(source: CopySource): number | null {
  const level = targetLevel(source.kind);
  if (level === 'organizations') return source.organization_id;
  if (level === 'courses') return source.course_id;
  if (level === 'units') return source.bundle_id ?? null;
  return source.topic_id ?? null;
}

/** Whether a row of a list holds the record: its parent, or a parent above that. */
export function holdsSource(source: CopySource, level: Level, id: number): boolean {
  if (level === 'organizations') return id === source.organization_id;
  if (level === 'courses') return source.kind !== 'course' && id === source.course_id;
  if (level === 'units') return id === source.bundle_id;
  return id === source.topic_id;
}
