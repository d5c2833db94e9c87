// The header's Next link for the item being edited: the next item of its topic in walking
// order (pages, passages, questions), or back to the topic after the last one.
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { mathToPlainText } from '../math/plainMath.ts';
import { nextItemOf } from './topicItems.ts';
import type { ContentType, NextItem, TopicItem } from './topicItems.ts';

/** How an item is named in the Next link: its title, else "Page 2" / "Passage 1" / "Question 3". */
export function useItemLabel() {
  const { t } = useTranslation();
  return (item: TopicItem, _index: number, all: readonly TopicItem[]) => {
    const ofKind = all.filter((other) => other.contentType === item.contentType);
    const number = ofKind.indexOf(item) + 1;
    if (item.contentType === 'questions') return t('editor.question_number', { number });
    const title = item.title.trim();
    // Named in a tooltip and an accessible name: math as plain text.
    if (title) return mathToPlainText(title);
    return item.contentType === 'chapters' ? t('editor.page_number', { number }) : t('editor.passage_number', { number });
  };
}

export function useNextItem(
  topicId: number | null | undefined,
  items: readonly TopicItem[],
  current: { contentType: ContentType; id: number } | null,
): NextItem | null {
  const language = useLanguage();
  const labelOf = useItemLabel();
  if (!topicId) return null;
  return nextItemOf(items, current, language, topicId, labelOf);
}
