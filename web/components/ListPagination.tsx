// The page buttons under a counted list (course list, User Management, failed lists): shown
// when there is more than one page, the current page clamped to the last, each button named
// for screen readers, and the window back at the top after a page change (§9 page size 15).
import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The page asked for (may be past the last after the list shrank). */
  page: number;
  pages: number;
  onChange: (page: number) => void;
};

export function ListPagination({ page, pages, onChange }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt="sm">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={(value) => {
          onChange(value);
          window.scrollTo({ top: 0 });
        }}
        getControlProps={(control) => ({ 'aria-label': t(`common.page_${control}`) })}
        getItemProps={(value) => ({ 'aria-label': t('common.page_number', { page: value }) })}
      />
    </Group>
  );
}
