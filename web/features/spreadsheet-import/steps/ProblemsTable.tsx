// The problems of a conversion, one per cell (or per row when no column is named): sheet, row,
// column, the template's field name and the reason in the teacher's language, a page at a time.
// On a phone (under Mantine's sm) each problem is a small card instead: a five-column table
// would hide the reason off screen.
import { Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { SpreadsheetError } from '../../../../domain/schemas/importing.ts';
import { Pager, usePaged } from './Pager.tsx';

export const PROBLEMS_PER_PAGE = 20;

type Props = { problems: readonly SpreadsheetError[]; total: number; caption: string; testId: string };

export function ProblemsTable({ problems, total, caption, testId }: Props) {
  const { t } = useTranslation();
  const { page, pages, setPage, slice } = usePaged(problems, PROBLEMS_PER_PAGE);
  const none = t('spreadsheet_import.problems.whole_row');
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  return (
    <Stack gap="sm" data-testid={testId}>
      {phone ? (
        <Stack gap="xs" component="ul" aria-label={caption} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {slice.map((problem, index) => (
            <Paper
              component="li"
              key={`${problem.sheet}:${problem.row}:${problem.column ?? ''}:${index}`}
              withBorder
              radius="md"
              p="sm"
              data-testid="problem-row"
              style={{ borderLeft: '3px solid var(--mantine-color-red-6)' }}
            >
              <Text size="xs" c="dimmed" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t('spreadsheet_import.problems.where', { sheet: problem.sheet, row: problem.row })}
                {problem.column && ` · ${t('spreadsheet_import.problems.column_named', { column: problem.column })}`}
                {problem.field && ` · ${problem.field}`}
              </Text>
              <Text size="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
                {problem.message}
              </Text>
            </Paper>
          ))}
        </Stack>
      ) : (
      <Table.ScrollContainer minWidth={560} type="native">
        <Table striped withTableBorder verticalSpacing="xs" fz="sm" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('spreadsheet_import.problems.sheet')}</Table.Th>
              <Table.Th ta="right">{t('spreadsheet_import.problems.row')}</Table.Th>
              <Table.Th>{t('spreadsheet_import.problems.column')}</Table.Th>
              <Table.Th>{t('spreadsheet_import.problems.field')}</Table.Th>
              <Table.Th w="45%">{t('spreadsheet_import.problems.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {slice.map((problem, index) => (
              <Table.Tr key={`${problem.sheet}:${problem.row}:${problem.column ?? ''}:${index}`} data-testid="problem-row">
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{problem.sheet}</Table.Td>
                <Table.Td ta="right">{problem.row}</Table.Td>
                <Table.Td>{problem.column ?? none}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{problem.field ?? none}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{problem.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      )}
      <Pager page={page} pages={pages} onChange={setPage} label={caption} />
      {total > problems.length && (
        <Text size="sm" c="dimmed">
          {t('spreadsheet_import.problems.more', { shown: problems.length, total })}
        </Text>
      )}
    </Stack>
  );
}
