// One list of names (grades, other tags or subjects) as a table: the name, the number of
// courses using it when known, and — for those who may manage it — a checkbox per row and
// one in the header for every row shown. The checkbox sits in the name cell so the first
// cell of a row reads as the name alone.
import { Checkbox, Group, Highlight, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { EmptyState } from '@mantine/core';
import { IconSearchOff, IconTagOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type NameRow = { id: number; name: string; count?: number };

type Props = {
  rows: NameRow[] | null;
  /** Rows before the search: tells "nothing yet" from "nothing matches". */
  total: number;
  search: string;
  nameHeader: string;
  showCounts: boolean;
  empty: { title: string; description?: ReactNode };
  /** Present only for those who may delete: the checked ids and how to change them. */
  selection?: { selected: ReadonlySet<number>; onChange: (next: Set<number>) => void };
  'aria-label': string;
};

export function NameTable({ rows, total, search, nameHeader, showCounts, empty, selection, ...rest }: Props) {
  const { t } = useTranslation();
  if (rows === null) {
    return (
      <Stack gap="xs" aria-busy>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={44} />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) {
    const searching = total > 0;
    return (
      <Paper withBorder p="xl">
        <EmptyState
          icon={searching ? <IconSearchOff size={24} /> : <IconTagOff size={24} />}
          title={searching ? t('tags.no_match', { query: search.trim() }) : empty.title}
          description={searching ? undefined : empty.description}
        />
      </Paper>
    );
  }

  const checkedShown = selection ? rows.filter((row) => selection.selected.has(row.id)).length : 0;
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (checkedShown === rows.length) for (const row of rows) next.delete(row.id);
    else for (const row of rows) next.add(row.id);
    selection.onChange(next);
  };
  const toggle = (id: number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };

  return (
    <Paper withBorder style={{ overflow: 'hidden' }}>
      <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover aria-label={rest['aria-label']}>
        <Table.Thead bg="var(--mantine-color-gray-0)">
          <Table.Tr>
            <Table.Th>
              <Group gap="md" wrap="nowrap">
                {selection && (
                  <Checkbox
                    size="sm"
                    aria-label={t('tags.select_all')}
                    checked={checkedShown === rows.length}
                    indeterminate={checkedShown > 0 && checkedShown < rows.length}
                    onChange={toggleAll}
                  />
                )}
                {nameHeader}
              </Group>
            </Table.Th>
            {showCounts && <Table.Th w={200}>{t('tags.column_courses')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const checked = selection?.selected.has(row.id) ?? false;
            return (
              <Table.Tr key={row.id} bg={checked ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  <Group gap="md" wrap="nowrap">
                    {selection && (
                      <Checkbox
                        size="sm"
                        aria-label={t('tags.select_item', { name: row.name })}
                        checked={checked}
                        onChange={() => toggle(row.id)}
                      />
                    )}
                    <Highlight highlight={search.trim()} size="sm" fw={500} component="span">
                      {row.name}
                    </Highlight>
                  </Group>
                </Table.Td>
                {showCounts && (
                  <Table.Td>
                    <Text size="sm" c={row.count ? undefined : 'dimmed'}>
                      {t('tags.course_count', { count: row.count ?? 0 })}
                    </Text>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
