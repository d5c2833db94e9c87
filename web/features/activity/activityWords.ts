// One event in words: "Siti published topic ‘Pecahan’", and a line of what it carried ("2
// pages · 3 questions", "From ‘Bab 1’ to ‘Bab 2’", "Editor → Administrator"). Titles are shown
// as plain text (math as its text), an empty one as "untitled".
import type { TFunction } from 'i18next';
import type { ActivityEvent } from '../../../domain/schemas/history.ts';
import { mathToPlainText } from '../../components/math/index.ts';

export type EventWords = { actor: string; sentence: string; details: string[] };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function counts(t: TFunction, details: Record<string, unknown>): string[] {
  return (['pages', 'questions', 'passages'] as const).flatMap((key) => {
    const n = count(details[key]);
    return n !== null && n > 0 ? [t(`activity.details.${key}`, { count: n })] : [];
  });
}

const roleWord = (t: TFunction, role: unknown) => t(`roles.${String(role)}`, { defaultValue: String(role) });

export function eventWords(t: TFunction, event: ActivityEvent): EventWords {
  const d = event.details;
  const title = mathToPlainText(event.item_title).trim() || t('activity.untitled');
  const item = t('activity.item', { type: t(`activity.item_types.${event.item_type}`), title });
  const actor = event.actor?.name || t('activity.former_member');
  const team = text(d.team) ?? '';
  let sentence: string;
  const details: string[] = [];
  switch (event.kind) {
    case 'imported':
      sentence = t('activity.did.imported', { count: count(d.questions) ?? 0, item });
      if (count(d.passages)) details.push(t('activity.details.passages', { count: count(d.passages)! }));
      if (text(d.from)) details.push(t(`activity.details.from.${text(d.from)}`, { defaultValue: text(d.from)! }));
      break;
    case 'generated':
      sentence = t('activity.did.generated', { count: count(d.pages) ?? 0, item });
      break;
    case 'reordered':
      sentence = t('activity.did.reordered', { item, items: t(`activity.ordered_items.${String(d.items)}`, { defaultValue: String(d.items ?? '') }) });
      break;
    case 'role_changed':
    case 'member_added':
    case 'member_removed':
      sentence = t(`activity.did.${event.kind}`, { name: title, team });
      if (d.role !== undefined) {
        details.push(
          d.previous_role && d.previous_role !== d.role
            ? t('activity.details.role', { previous: roleWord(t, d.previous_role), role: roleWord(t, d.role) })
            : t('activity.details.role_now', { role: roleWord(t, d.role) }),
        );
      }
      break;
    default:
      sentence = t(`activity.did.${event.kind}`, { item });
  }
  if (event.kind === 'moved' && text(d.from) !== null && text(d.to) !== null) {
    details.push(t('activity.details.from_to', { from: mathToPlainText(text(d.from)!), to: mathToPlainText(text(d.to)!) }));
  }
  if (event.kind === 'copied' && text(d.source)) details.push(t('activity.details.copied_from', { source: mathToPlainText(text(d.source)!) }));
  if (event.kind === 'published' || event.kind === 'unpublished') {
    const carried = counts(t, d);
    details.push(...(carried.length > 0 ? carried : event.kind === 'unpublished' ? [t('activity.details.whole_topic')] : []));
  }
  if (event.item_type === 'study_guide' && text(d.topic)) details.push(t('activity.details.in_topic', { topic: mathToPlainText(text(d.topic)!) }));
  return { actor, sentence, details };
}
