// The choices of the course filters (spec §2 "Import questions from an organization or the test
// bank": course set, subject, grade level) that are more than a list: subjects once per name. A
// school's own "Matematika" and the country's "Matematika" are two subjects to the server and
// one to a teacher; the choice carries both ids, so it finds the courses under either.
import { compareNames } from '../../../domain/grades.ts';

/** One subject choice: a name, and every subject id of that name (the school's own and the country's). */
export type SubjectChoice = { value: string; label: string; ids: number[] };

/** Subjects by name, once each, sorted: a school's own and a country subject of the same name are one choice. */
export function subjectChoices(subjects: readonly { id: number; name: string }[]): SubjectChoice[] {
  const byName = new Map<string, SubjectChoice>();
  for (const s of subjects) {
    const key = s.name.trim().toLocaleLowerCase();
    const choice = byName.get(key);
    if (!choice) byName.set(key, { value: key, label: s.name.trim(), ids: [s.id] });
    else if (!choice.ids.includes(s.id)) choice.ids.push(s.id);
  }
  return [...byName.values()].sort((a, b) => compareNames(a.label, b.label));
}
