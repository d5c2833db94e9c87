// Step 2, Import: what the conversion found. The counts (rows ready, rows with problems), the
// problems per cell, the ready rows as questions; then "Import N questions", which skips the
// rows with problems and says so, or "Choose another file". The import itself (its request,
// job and failures) is the page's: this step only shows and asks.
import { Alert, Button, Flex, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpreadsheetConversion } from '../../../../domain/schemas/importing.ts';
import { FailureAlert } from '../../../components/importSteps/index.ts';
import type { Failure } from '../failure.ts';
import { ProblemsTable } from './ProblemsTable.tsx';
import { RowList } from './RowList.tsx';

type Props = {
  conversion: SpreadsheetConversion;
  fileName: string;
  importing: boolean;
  failure: Failure | null;
  onImport: () => void;
  onChooseAnother: () => void;
};

function Count({ value, label, color, testId }: { value: number; label: string; color?: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text fz={28} fw={700} lh={1.1} c={color}>
        {value.toLocaleString()}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function ImportStep({ conversion, fileName, importing, failure, onImport, onChooseAnother }: Props) {
  const { t } = useTranslation();
  const ready = conversion.valid_rows;
  const withProblems = Math.max(0, conversion.total_rows - conversion.valid_rows);

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="converted-file">
        {t('spreadsheet_import.import.from_file', { name: fileName, count: conversion.total_rows })}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <Count value={ready} label={t('spreadsheet_import.import.ready_count', { count: ready })} color="teal.9" testId="ready-count" />
        <Count
          value={withProblems}
          label={t('spreadsheet_import.import.problem_count', { count: withProblems })}
          color={withProblems > 0 ? 'red.9' : undefined}
          testId="problem-count"
        />
      </SimpleGrid>

      {ready === 0 ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('spreadsheet_import.import.nothing_title')}>
          {t('spreadsheet_import.import.nothing')}
        </Alert>
      ) : withProblems > 0 ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} data-testid="skip-note">
          {t('spreadsheet_import.import.skip_note', { count: withProblems, ready })}
        </Alert>
      ) : null}

      {conversion.error_count > 0 && (
        <Section title={t('spreadsheet_import.import.problems_title', { count: conversion.error_count })}>
          <ProblemsTable
            problems={conversion.errors}
            total={conversion.error_count}
            caption={t('spreadsheet_import.import.problems_title', { count: conversion.error_count })}
            testId="conversion-problems"
          />
        </Section>
      )}

      {ready > 0 && (
        <Section title={t('spreadsheet_import.import.ready_title', { count: ready })}>
          <RowList
            rows={conversion.rows}
            total={ready}
            label={t('spreadsheet_import.import.ready_title', { count: ready })}
            testId="ready-rows"
          />
        </Section>
      )}

      {failure && <FailureAlert failure={failure} testId="import-failure" />}

      <Paper withBorder shadow="md" p="md" radius="md" pos="sticky" bottom={16} style={{ zIndex: 5 }} data-testid="import-bar">
        {/* A phone: the two buttons full width, the import on top. */}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="space-between" align={{ base: 'stretch', xs: 'center' }} gap="sm">
          <Button variant="default" onClick={onChooseAnother} disabled={importing}>
            {t('spreadsheet_import.import.choose_another')}
          </Button>
          <Button onClick={onImport} disabled={ready === 0} loading={importing}>
            {t('spreadsheet_import.import.submit', { count: ready })}
          </Button>
        </Flex>
      </Paper>
    </Stack>
  );
}
