// Step 1, Convert (spec §2 "Spreadsheet import: Convert, Import, Review", §5 "Upload types and
// sizes": an .xlsx with the correct header): download Pena's template, fill it, pick the .xlsx
// (and a .zip of its images when rows name image files), and send them; the server answers
// every row converted or its problems. A whole-file problem (§8: invalid file, invalid header,
// not matching the template; several are listed one by one) or a file over the cap is shown
// here with what to do. Nothing is added to the topic at this step.
import { Button, Code, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpreadsheetConversion } from '../../../../domain/schemas/importing.ts';
import { FailureAlert, FileDrop } from '../../../components/importSteps/index.ts';
import { useConvertSpreadsheet } from '../data/hooks.ts';
import { type Failure, convertFailure } from '../failure.ts';
import { spreadsheetImportPaths } from '../paths.ts';

type Props = {
  topicId: number;
  onConverted: (conversion: SpreadsheetConversion, fileName: string) => void;
};

/** A refused file: the server's reason, or each of its problems in a list, then what to do. */
function ConvertFailure({ failure }: { failure: Failure }) {
  if (!failure.problems) return <FailureAlert failure={failure} testId="convert-failure" />;
  return (
    <FailureAlert failure={{ ...failure, hint: null }} testId="convert-failure">
      <List size="sm" spacing={2} mt={4} withPadding data-testid="convert-problems" styles={{ itemLabel: { minWidth: 0, overflowWrap: 'anywhere' } }}>
        {failure.problems.map((problem, i) => (
          <List.Item key={i}>{problem}</List.Item>
        ))}
      </List>
      {failure.hint && (
        <Text size="sm" mt={6}>
          {failure.hint}
        </Text>
      )}
    </FailureAlert>
  );
}

export function ConvertStep({ topicId, onConverted }: Props) {
  const { t } = useTranslation();
  const convert = useConvertSpreadsheet(topicId);
  const [file, setFile] = useState<File | null>(null);
  const [images, setImages] = useState<File | null>(null);
  const busy = convert.isPending;

  const send = () => {
    if (!file) return;
    convert.mutate({ file, images }, { onSuccess: (conversion) => onConverted(conversion, file.name) });
  };
  const choose = (set: (file: File | null) => void) => (chosen: File | null) => {
    set(chosen);
    convert.reset();
  };
  const failure = convert.isError ? convertFailure(t, convert.error) : null;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconFileSpreadsheet size={22} stroke={1.6} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
            <Title order={2} size="h4">
              {t('spreadsheet_import.convert.template_title')}
            </Title>
          </Group>
          <List size="sm" spacing={4} withPadding>
            <List.Item>{t('spreadsheet_import.convert.instructions.sheets')}</List.Item>
            <List.Item>{t('spreadsheet_import.convert.instructions.header')}</List.Item>
            <List.Item>
              {t('spreadsheet_import.convert.instructions.math')} <Code>{'[%\\frac{1}{2}%]'}</Code>
            </List.Item>
            <List.Item>{t('spreadsheet_import.convert.instructions.images')}</List.Item>
            <List.Item>{t('spreadsheet_import.convert.instructions.check')}</List.Item>
          </List>
          <Button
            component="a"
            href={spreadsheetImportPaths.template}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            w="fit-content"
            data-testid="template-link"
          >
            {t('spreadsheet_import.convert.download_template')}
          </Button>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <Title order={2} size="h4">
            {t('spreadsheet_import.convert.upload_title')}
          </Title>
          <FileDrop
            purpose="spreadsheet"
            prefix="spreadsheet_import.file"
            testId="spreadsheet-file"
            label={t('spreadsheet_import.convert.file_label')}
            description={t('spreadsheet_import.convert.file_description')}
            file={file}
            onChange={choose(setFile)}
            disabled={busy}
          />
          <FileDrop
            purpose="image_archive"
            prefix="spreadsheet_import.file"
            testId="images-file"
            label={t('spreadsheet_import.convert.images_label')}
            description={t('spreadsheet_import.convert.images_description')}
            file={images}
            onChange={choose(setImages)}
            disabled={busy}
          />
          {failure && <ConvertFailure failure={failure} />}
          <Group justify="flex-end" gap="sm">
            {busy && (
              <Text size="sm" c="dimmed" role="status">
                {t('spreadsheet_import.convert.busy')}
              </Text>
            )}
            <Button onClick={send} disabled={!file} loading={busy}>
              {t('spreadsheet_import.convert.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
