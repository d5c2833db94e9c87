// The raw reading of a paper (parse.ts) before it becomes question documents (build.ts).
import type { DocumentImage, TextRun } from '../../model.ts';
import type { SectionKind } from './sections.ts';

/** A line's runs, a picture, or a table kept whole (one inside a stem or a passage). */
export type Piece = { runs: TextRun[] } | { image: DocumentImage } | { table: TextRun[][][] };

export interface RawOption {
  index: number;
  pieces: Piece[];
  marked: boolean;
  fromList: boolean;
}

export interface RawQuestion {
  number: number | null;
  section: SectionKind | null;
  sectionNo: number;
  sectionText: string;
  stem: Piece[];
  options: RawOption[];
  key: string | null;
  explanation: Piece[];
  points: number | null;
  passageKey: string | null;
  premises: { number: number; pieces: Piece[] }[];
  responses: { index: number; pieces: Piece[] }[];
  matchKeys: Map<number, number>;
  trueFalseMarker: boolean;
}

export interface RawPassage {
  key: string;
  from: number;
  to: number;
  pieces: Piece[];
}

export interface KeyEntry {
  number: number;
  value: string;
  kind: SectionKind | null;
}

export interface Parsed {
  questions: RawQuestion[];
  passages: RawPassage[];
  keys: KeyEntry[];
}

/** A question as the parser starts it, before its lines come. */
export function rawQuestion(fields: Pick<RawQuestion, 'number' | 'section' | 'sectionNo' | 'sectionText'> & Partial<RawQuestion>): RawQuestion {
  return { stem: [], options: [], key: null, explanation: [], points: null, passageKey: null, premises: [], responses: [], matchKeys: new Map(), trueFalseMarker: false, ...fields };
}
