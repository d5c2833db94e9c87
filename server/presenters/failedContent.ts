// A failed page, question or passage as the failed-content lists show it (spec §2
// "Failed-content lists"; domain/schemas/failedContent.ts):
// its reasons in the caller's language.
import type { FailedItem } from '../../domain/schemas/failedContent.ts';
import type { Language } from '../i18n.ts';

/** A reason in each interface language (content_failures.reason, or a rule's message translated). */
export interface LocalizedReason {
  en: string;
  id: string;
}

interface Place {
  id: number;
  name: string;
}

export interface FailedRow {
  id: number;
  title: string;
  type: string;
  reasons: LocalizedReason[];
  findings: LocalizedReason[];
  source: string;
  failedAt: Date | null;
  course: Place;
  unit: Place;
  topic: Place;
}

export function presentFailedItem(row: FailedRow, language: Language): FailedItem {
  return {
    id: row.id,
    title: row.title,
    type: row.type as FailedItem['type'],
    reasons: row.reasons.map((reason) => reason[language] || reason.en),
    findings: row.findings.map((finding) => finding[language] || finding.en),
    source: row.source,
    failed_at: row.failedAt ? row.failedAt.toISOString() : null,
    course: row.course,
    unit: row.unit,
    topic: row.topic,
  };
}
