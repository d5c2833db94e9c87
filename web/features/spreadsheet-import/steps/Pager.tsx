// Paging of a long list inside a step: the page's slice and Mantine's buttons, named for screen
// readers with the common page labels. Unlike ListPagination it keeps the window where it is:
// the list sits below other content on the same screen.
import { Group, Pagination } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function usePaged<T>(items: readonly T[], perPage: number) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(page, pages);
  return { page: current, pages, setPage, slice: items.slice((current - 1) * perPage, current * perPage) };
}

export function Pager({ page, pages, onChange, label }: { page: number; pages: number; onChange: (page: number) => void; label: string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={label}>
      <Pagination
        size="sm"
        total={pages}
        value={page}
        onChange={onChange}
        siblings={0}
        getControlProps={(control) => ({ 'aria-label': t(`common.page_${control}`) })}
        getItemProps={(value) => ({ 'aria-label': t('common.page_number', { page: value }) })}
      />
    </Group>
  );
}
