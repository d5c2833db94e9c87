// Rows as questions: where each came from (sheet and row), points and passage, and the question
// as the editor shows it read-only (QuestionPreview: type, stem, options with the correct ones
// marked, pictures, explanation and hint), so the keys are checked here and not by opening each
// question afterwards; on Review each links to the new question's editor. A page at a time.
import { Anchor, Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuestionDocument, QuestionType } from '../../../../domain/schemas/questions.ts';
import { RichTextView } from '../../../components/richText/index.ts';
import { MathText } from '../../../components/math/index.ts';
import { QuestionPreview } from '../../questions/index.ts';
import { Pager, usePaged } from './Pager.tsx';
import classes from './RowList.module.css';

export const ROWS_PER_PAGE = 20;

export type RowItem = {
  sheet: string;
  row: number;
  type: QuestionType;
  stem_html: string;
  /** The whole question (absent from an import result written before it was carried): else the stem alone. */
  document?: QuestionDocument;
  points?: number | null;
  passage_title?: string | null;
  /** Review: the new question's editor. */
  href?: string;
};

type Props = { rows: readonly RowItem[]; total: number; label: string; testId: string };

export function RowList({ rows, total, label, testId }: Props) {
  const { t } = useTranslation();
  const { page, pages, setPage, slice } = usePaged(rows, ROWS_PER_PAGE);
  return (
    <Stack gap="sm" data-testid={testId}>
      <Stack gap="xs" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {slice.map((row) => (
          <Paper component="li" key={`${row.sheet}:${row.row}`} withBorder radius="md" p="sm" className={classes.item} data-testid="row-item">
            <Group gap={6} wrap="wrap" className={classes.meta}>
              <Badge variant="light" color="gray" radius="sm" tt="none" fw={600}>
                {t('spreadsheet_import.rows.where', { sheet: row.sheet, row: row.row })}
              </Badge>
              {!row.document && (
                <Badge variant="light" radius="sm" tt="none">
                  {t(`questions.types.${row.type}`)}
                </Badge>
              )}
              {row.points != null && (
                <Text size="xs" c="dimmed">
                  {t('spreadsheet_import.rows.points', { count: row.points })}
                </Text>
              )}
            </Group>
            <Box className={classes.stem}>
              {row.document ? <QuestionPreview doc={row.document} /> : <RichTextView html={row.stem_html} />}
              {row.passage_title && (
                <Text size="xs" c="dimmed" mt={6} style={{ overflowWrap: 'anywhere' }}>
                  {t('spreadsheet_import.rows.passage')} <MathText inline>{row.passage_title}</MathText>
                </Text>
              )}
            </Box>
            {row.href && (
              <Anchor
                component={Link}
                to={row.href}
                size="sm"
                fw={500}
                className={classes.link}
                aria-label={t('spreadsheet_import.rows.open_label', { sheet: row.sheet, row: row.row })}
              >
                <Group gap={4} component="span" wrap="nowrap">
                  <IconPencil size={14} aria-hidden />
                  {t('spreadsheet_import.rows.open')}
                </Group>
              </Anchor>
            )}
          </Paper>
        ))}
      </Stack>
      <Pager page={page} pages={pages} onChange={setPage} label={label} />
      {total > rows.length && (
        <Text size="sm" c="dimmed">
          {t('spreadsheet_import.rows.more', { shown: rows.length, total })}
        </Text>
      )}
    </Stack>
  );
}
