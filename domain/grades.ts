// The order grades and course tags are shown in, everywhere (server replies, the course
// list and form, tag management): system grades the way schools count them (Kinder, G1 …
// G12, so G2 comes before G10), then any other name in natural order ("Kelas 2" before
// "Kelas 10"), case ignored.
import { SYSTEM_GRADES } from './constants.ts';

const gradeRank = new Map<string, number>(SYSTEM_GRADES.map((grade, index) => [grade.toLowerCase(), index]));
const collator = new Intl.Collator('id', { numeric: true, sensitivity: 'base' });

/** Names in natural order, case and accents ignored. */
export const compareNames = (a: string, b: string): number => collator.compare(a, b);

/** System grades first in school order, then other names naturally. */
export function compareGradeNames(a: string, b: string): number {
  const rankA = gradeRank.get(a.trim().toLowerCase());
  const rankB = gradeRank.get(b.trim().toLowerCase());
  if (rankA !== undefined && rankB !== undefined) return rankA - rankB;
  if (rankA !== undefined) return -1;
  if (rankB !== undefined) return 1;
  return compareNames(a, b);
}

/** Grade tags first (in grade order), then other tags by name; equal names by id. */
export function compareTags(a: { id: number; name: string; type: string }, b: { id: number; name: string; type: string }): number {
  if (a.type !== b.type) return a.type === 'grade' ? -1 : 1;
  const byName = a.type === 'grade' ? compareGradeNames(a.name, b.name) : compareNames(a.name, b.name);
  return byName || a.id - b.id;
}
