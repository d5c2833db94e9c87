// The record layer of a binary PowerPoint (.ppt) stream and of the Office drawings inside it
// (MS-PPT, MS-ODRAW): an 8-byte header (version and instance, type, length) before each body,
// containers holding records. Every length is checked against its container before it is read:
// a damaged or hostile file gives DocumentReadError('corrupt'), never a RangeError.
import { DocumentReadError } from './model.ts';

export const RT = {
  document: 0x03e8,
  slide: 0x03ee,
  slideListWithText: 0x0ff0,
  slidePersistAtom: 0x03f3,
  textHeader: 0x0f9f,
  textChars: 0x0fa0,
  textBytes: 0x0fa8,
  styleTextProp: 0x0fa1,
  outlineTextRef: 0x0f9e,
  persistDirectory: 0x1772,
  drawingGroup: 0x040b,
  dggContainer: 0xf000,
  bstoreContainer: 0xf001,
  bse: 0xf007,
  spgrContainer: 0xf003,
  spContainer: 0xf004,
  fsp: 0xf00a,
  fopt: 0xf00b,
  tertiaryFopt: 0xf122,
  childAnchor: 0xf00f,
  clientAnchor: 0xf010,
  clientData: 0xf011,
  clientTextbox: 0xf00d,
  placeholder: 0x0bc3,
} as const;

/** Deepest nesting of containers followed (a real drawing nests a few groups). */
export const MAX_DEPTH = 32;

export interface Rec {
  type: number;
  instance: number;
  container: boolean;
  /** The body's bounds in the stream. */
  start: number;
  end: number;
}

/**
 * The records directly inside [start, end); a header or body running past `end` is corrupt, or
 * (`lenient`, the stream's top level, which may end in padding) the end of the list.
 */
export function records(s: Buffer, start: number, end: number, lenient = false): Rec[] {
  const out: Rec[] = [];
  let at = start;
  while (at < end) {
    if (lenient && at + 8 <= end && at + 8 + s.readUInt32LE(at + 4) > end) break;
    if (lenient && at + 8 > end) break;
    if (at + 8 > end) throw new DocumentReadError('corrupt', `record header past its container at ${at}`);
    const verInstance = s.readUInt16LE(at);
    const len = s.readUInt32LE(at + 4);
    const bodyEnd = at + 8 + len;
    if (bodyEnd > end) throw new DocumentReadError('corrupt', `record at ${at} runs past its container`);
    out.push({ type: s.readUInt16LE(at + 2), instance: verInstance >> 4, container: (verInstance & 0xf) === 0xf, start: at + 8, end: bodyEnd });
    at = bodyEnd;
  }
  return out;
}

/** A drawing property's value: a number, or the bytes of a complex one. */
export type ShapeProperties = Map<number, number | Buffer>;

/**
 * The properties of an OfficeArtFOPT or OfficeArtTertiaryFOPT (MS-ODRAW 2.2.9): `instance`
 * 6-byte entries (a 14-bit id, a complex flag, a 32-bit value), then the complex values' bytes
 * in entry order, each as long as its entry's value says. A complex value past the record is
 * left out, never read.
 */
export function shapeProperties(s: Buffer, r: Rec, into: ShapeProperties = new Map()): ShapeProperties {
  const count = r.instance;
  let complexAt = r.start + count * 6;
  if (complexAt > r.end) return into;
  for (let i = 0; i < count; i += 1) {
    const at = r.start + i * 6;
    const opid = s.readUInt16LE(at);
    const value = s.readUInt32LE(at + 2);
    const id = opid & 0x3fff;
    if (opid & 0x8000) {
      if (complexAt + value > r.end) break;
      into.set(id, s.subarray(complexAt, complexAt + value));
      complexAt += value;
    } else into.set(id, value);
  }
  return into;
}

/** A rectangle in the slide's coordinates. */
export interface Anchor {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * A shape's anchor: the PowerPoint client anchor (MS-PPT 2.13.6: top, left, right, bottom, as
 * 16-bit SmallRectStruct or 32-bit RectStruct) or, inside a group, the child anchor (MS-ODRAW
 * 2.2.54: left, top, right, bottom, 32-bit).
 */
export function anchorOf(s: Buffer, r: Rec): Anchor | undefined {
  const len = r.end - r.start;
  if (r.type === RT.childAnchor && len >= 16) {
    return { left: s.readInt32LE(r.start), top: s.readInt32LE(r.start + 4), right: s.readInt32LE(r.start + 8), bottom: s.readInt32LE(r.start + 12) };
  }
  if (r.type === RT.clientAnchor && len >= 16) {
    return { top: s.readInt32LE(r.start), left: s.readInt32LE(r.start + 4), right: s.readInt32LE(r.start + 8), bottom: s.readInt32LE(r.start + 12) };
  }
  if (r.type === RT.clientAnchor && len >= 8) {
    return { top: s.readInt16LE(r.start), left: s.readInt16LE(r.start + 2), right: s.readInt16LE(r.start + 4), bottom: s.readInt16LE(r.start + 6) };
  }
  return undefined;
}
