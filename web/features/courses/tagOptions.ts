// Choices the list filters and the course form share, read from the organization detail:
// grade tags in school order (Kinder, G1 … G12, then natural order), other tags, and the
// organization's own subjects followed by the national curriculum's.
import { compareGradeNames, compareNames } from '../../../domain/grades.ts';
import type { OrganizationDetail } from '../../../domain/schemas/account.ts';

export type Option = { value: string; label: string };
export type OptionGroup = { group: string; items: Option[] };

type Detail = Pick<OrganizationDetail, 'course_tags' | 'subjects' | 'country_subjects'> | undefined;

export function gradeTags(detail: Detail) {
  return (detail?.course_tags ?? []).filter((tag) => tag.type === 'grade').sort((a, b) => compareGradeNames(a.name, b.name));
}

export function otherTags(detail: Detail) {
  return (detail?.course_tags ?? []).filter((tag) => tag.type === 'other').sort((a, b) => compareNames(a.name, b.name));
}

/** Subjects grouped by source; a country subject the organization also lists appears once. */
export function subjectGroups(detail: Detail, labels: { own: string; country: string }): OptionGroup[] {
  const own = [...(detail?.subjects ?? [])].sort((a, b) => compareNames(a.name, b.name));
  const ownIds = new Set(own.map((s) => s.id));
  const country = (detail?.country_subjects ?? [])
    .filter((s) => !ownIds.has(s.id))
    .sort((a, b) => compareNames(a.name, b.name));
  const groups: OptionGroup[] = [];
  if (own.length) groups.push({ group: labels.own, items: own.map((s) => ({ value: String(s.id), label: s.name })) });
  if (country.length) {
    groups.push({ group: labels.country, items: country.map((s) => ({ value: String(s.id), label: s.name })) });
  }
  return groups;
}

export const toIds = (values: string[]) => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);
export const toValues = (ids: readonly (number | string)[]) => ids.map(String);
