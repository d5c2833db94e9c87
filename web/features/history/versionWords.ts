// How a version is named on screen: what happened ("Edited", "Copied from another page",
// "Generated from a file"), who did it ("a former member" once their account is gone), and
// when, both how long ago and the exact date and time. An edited version spans the saves of
// one sitting; it is dated by its last save.
import { useTranslation } from 'react-i18next';
import type { VersionSummary } from '../../../domain/schemas/history.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { formatDateTime, formatTimeAgo } from '../../lib/dates.ts';

export function useVersionWords() {
  const { t } = useTranslation();
  const language = useLanguage();
  const kind = (version: VersionSummary) =>
    version.kind === 'copied' && version.source ? t(`history.copied_from.${version.source.item_type}`) : t(`history.kind.${version.kind}`);
  const author = (version: VersionSummary) => version.author?.name ?? t('history.former_member');
  const exact = (version: VersionSummary) => formatDateTime(version.saved_at, language) ?? '';
  const ago = (version: VersionSummary) => formatTimeAgo(version.saved_at, language) ?? '';
  /** One line for a caption or an accessible name: "Edited by Siti · 3 hours ago". */
  const summary = (version: VersionSummary) => `${t('history.version_by', { kind: kind(version), author: author(version) })} · ${ago(version)}`;
  return { kind, author, exact, ago, summary };
}
