// The live connection's messages (GET /map/live, a WebSocket): who has which course, unit,
// topic, page, passage or question open, and in a question which field they are in. JSON text
// frames; a client says where it is, the server answers with everyone there.
import { z } from 'zod';

export const LIVE_PLACE_KINDS = ['course', 'unit', 'topic', 'page', 'passage', 'question'] as const;
export type LivePlaceKind = (typeof LIVE_PLACE_KINDS)[number];

export const livePlace = z.object({ kind: z.enum(LIVE_PLACE_KINDS), id: z.number().int().positive().max(2_147_483_647) });
export type LivePlace = z.infer<typeof livePlace>;

/** A field of an editor's form (`stem`, `answers.2`): a name, never content. */
export const liveField = z
  .string()
  .regex(/^[a-z][a-z0-9_.]{0,63}$/)
  .nullable();

export const liveClientMessage = z.discriminatedUnion('type', [
  /** The place the tab shows now (replaces the one before), with the field in focus. */
  z.object({ type: z.literal('open'), place: livePlace, field: liveField.optional() }),
  /** The field in focus changed (null: none). */
  z.object({ type: z.literal('field'), field: liveField }),
  /** The tab shows no place with presence any more. */
  z.object({ type: z.literal('close') }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

/** Someone who has a place open: one entry per open tab. */
export type LivePerson = {
  /** The connection's key: stable while the tab stays connected. */
  key: string;
  user_id: number;
  name: string;
  place: LivePlace;
  field: string | null;
  /** Whether they may edit what they have open (else they only look). */
  editing: boolean;
};

export type LiveServerMessage =
  /** Everyone at `place` now; at a topic, also everyone in its pages, passages and questions. */
  | { type: 'presence'; place: LivePlace; people: LivePerson[] }
  /** The place could not be opened (missing, another organization's, not allowed). */
  | { type: 'refused'; place: LivePlace | null; error: string; message: string };

/** The most a client's message may hold: a place and a field name. */
export const LIVE_MESSAGE_MAX_BYTES = 1024;

/** Whether two places are the same record. */
export const samePlace = (a: LivePlace, b: LivePlace) => a.kind === b.kind && a.id === b.id;
