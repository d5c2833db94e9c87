// Step 3, Review: what the import added to the topic (each row linked to its new question's
// editor), what it skipped and why (first, as on the Import step: it is what the teacher acts
// on, and a long imported list would push it out of sight), then back to the topic or another file.
import { Alert, Button, Flex, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SpreadsheetImportResult } from '../../../../domain/schemas/importing.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { spreadsheetImportPaths } from '../paths.ts';
import { ProblemsTable } from './ProblemsTable.tsx';
import { RowList } from './RowList.tsx';

type Props = {
  /** Null when the job's reply was not the expected shape: the import is done, the details unknown. */
  result: SpreadsheetImportResult | null;
  topicName: string;
  topicPath: string;
  onImportAnother: () => void;
};

/** The success message takes the focus when it appears: the button that started the import is gone. */
const focusOnMount = (node: HTMLElement | null) => node?.focus();

export function ReviewStep({ result, topicName, topicPath, onImportAnother }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const imported = result?.imported.map((row) => ({ ...row, href: spreadsheetImportPaths.question(language, row.question_id) })) ?? [];

  return (
    <Stack gap="lg">
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status" data-testid="import-done">
        <Text size="sm" ref={focusOnMount} tabIndex={-1} style={{ outline: 'none', overflowWrap: 'anywhere' }}>
          {result
            ? t('spreadsheet_import.review.imported', { count: result.imported_count, topic: topicName })
            : t('spreadsheet_import.review.imported_unknown', { topic: topicName })}
        </Text>
        {result && result.skipped_count > 0 && (
          <Text size="sm" mt={4}>
            {t('spreadsheet_import.review.skipped_note', { count: result.skipped_count })}
          </Text>
        )}
      </Alert>

      {result && result.skipped_count > 0 && (
        <Stack gap="sm" component="section" aria-label={t('spreadsheet_import.review.skipped_title', { count: result.skipped_count })}>
          <Title order={2} size="h4">
            {t('spreadsheet_import.review.skipped_title', { count: result.skipped_count })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('spreadsheet_import.review.skipped_help')}
          </Text>
          <ProblemsTable
            problems={result.skipped}
            total={result.skipped.length}
            caption={t('spreadsheet_import.review.skipped_title', { count: result.skipped_count })}
            testId="skipped-problems"
          />
        </Stack>
      )}

      {result && result.imported.length > 0 && (
        <Stack gap="sm" component="section" aria-label={t('spreadsheet_import.review.imported_title', { count: result.imported_count })}>
          <Title order={2} size="h4">
            {t('spreadsheet_import.review.imported_title', { count: result.imported_count })}
          </Title>
          <RowList
            rows={imported}
            total={result.imported_count}
            label={t('spreadsheet_import.review.imported_title', { count: result.imported_count })}
            testId="imported-rows"
          />
        </Stack>
      )}

      <Flex direction={{ base: 'column', xs: 'row' }} align={{ base: 'stretch', xs: 'center' }} gap="sm">
        <Button component={Link} to={topicPath}>
          {t('spreadsheet_import.review.back_to_topic')}
        </Button>
        <Button variant="default" onClick={onImportAnother}>
          {t('spreadsheet_import.review.import_another')}
        </Button>
      </Flex>
    </Stack>
  );
}
