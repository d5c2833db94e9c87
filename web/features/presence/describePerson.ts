// A person in presence as a sentence part: their name, what they do (edit or look) and, in a
// question, the part they are in ("Budi, editing: Answers").
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LivePerson } from '../../../domain/schemas/live.ts';

/** The question form's part a field name belongs to: its first segment (`answers.2` → answers). */
export function fieldPart(field: string): string {
  return field.split('.')[0]!;
}

export function useDescribePerson(): (person: LivePerson) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (person: LivePerson) => {
      const doing = t(person.editing ? 'presence.editing' : 'presence.viewing');
      const partKey = person.field ? `presence.fields.${fieldPart(person.field)}` : null;
      const part = partKey && i18n.exists(partKey) ? t(partKey) : null;
      return part ? t('presence.person_in_field', { name: person.name, doing, part }) : t('presence.person', { name: person.name, doing });
    },
    [t, i18n],
  );
}
