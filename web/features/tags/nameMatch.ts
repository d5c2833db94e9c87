// How the management lists compare names. Search follows spec §5 for list filters:
// case-insensitive after stripping everything that is not a letter or a digit ("kelas-10"
// finds "Kelas 10"). Two names are the same when they differ only in case or spacing
// ("Kelas10" = "kelas 10"), as the server decides (server/commands/tagCatalogue.ts), so a
// duplicate is caught before asking it.
import { SYSTEM_GRADES } from '../../../domain/constants.ts';

const nonWord = /[^\p{L}\p{N}]+/gu;

export function searchKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(nonWord, '');
}

export function matchesSearch(name: string, query: string): boolean {
  const key = searchKey(query);
  return key === '' || searchKey(name).includes(key);
}

const nameKey = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** The existing name this one duplicates (same apart from case and spacing), if any. */
export function findDuplicate(name: string, existing: readonly string[]): string | undefined {
  const key = nameKey(name);
  if (key === '') return undefined;
  return existing.find((other) => nameKey(other) === key);
}

/** The system grade (Kinder, G1 … G12) a name spells, apart from case and spacing; grade tags must be one. */
export function systemGrade(name: string): string | undefined {
  const key = nameKey(name);
  return SYSTEM_GRADES.find((grade) => nameKey(grade) === key);
}

/** The system grades the organization has no tag for yet, in school order. */
export function missingGrades(existing: readonly string[]): string[] {
  return SYSTEM_GRADES.filter((grade) => findDuplicate(grade, existing) === undefined);
}
