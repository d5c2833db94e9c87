// The drag handle of the course tree's sortable lists and tables: its name says which unit,
// topic, page or question it moves.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useTreeHandle() {
  const { t } = useTranslation();
  return useMemo(() => ({ label: (name: string) => t('course_tree.dnd.handle', { name }), testId: 'drag-handle' }), [t]);
}
