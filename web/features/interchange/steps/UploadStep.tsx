// Step 1, Upload: the file another tool exported (a QTI or Common Cartridge package, a Canvas
// export, Moodle XML, GIFT or Aiken), recognised by the server from its content; what Moodle's
// question categories become (each question's quiz title, or nothing); and Upload, enabled
// once a file is chosen, with the upload's progress.
import { Button, Group, Paper, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { IconFileZip, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MOODLE_CATEGORY_MODES } from '../../../../domain/schemas/interchange.ts';
import { FailureAlert, FileDrop } from '../../../components/importSteps/index.ts';
import type { Failure } from '../failure.ts';

export type CategoryMode = (typeof MOODLE_CATEGORY_MODES)[number];

type Props = {
  /** Sending: the upload's progress (0..1), or null when not sending. */
  sending: number | null;
  failure: Failure | null;
  onUpload: (file: File, categories: CategoryMode) => void;
  onFileChange: () => void;
};

export function UploadStep({ sending, failure, onUpload, onFileChange }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [categories, setCategories] = useState<CategoryMode>('note');
  const busy = sending !== null;
  const percent = Math.round((sending ?? 0) * 100);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={labelId}>
            {t('interchange.upload.file_title')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="formats-note">
            {t('interchange.upload.file_help')}
          </Text>
        </Stack>
        <FileDrop
          purpose="interchange_import"
          prefix="interchange.upload"
          file={file}
          onChange={(chosen) => {
            setFile(chosen);
            onFileChange();
          }}
          disabled={busy}
          testId="interchange-file"
          labelledBy={labelId}
          icon={IconFileZip}
          typesAsChoice
        />
        <Radio.Group
          value={categories}
          onChange={(value) => setCategories(value === 'ignore' ? 'ignore' : 'note')}
          label={t('interchange.upload.categories_label')}
          description={t('interchange.upload.categories_help')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="note" label={t('interchange.upload.categories_note')} disabled={busy} />
            <Radio value="ignore" label={t('interchange.upload.categories_ignore')} disabled={busy} />
          </Stack>
        </Radio.Group>
        {failure && <FailureAlert failure={failure} testId="upload-failure" />}
        {busy && (
          <Stack gap={4} role="status">
            <Text size="sm" c="dimmed">
              {sending < 1 ? t('interchange.upload.sending', { percent }) : t('interchange.upload.starting')}
            </Text>
            <Progress value={percent} size="sm" animated aria-label={t('interchange.upload.sending', { percent })} />
          </Stack>
        )}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" data-testid="upload-waits">
            {!busy && file === null ? t('interchange.upload.waits_file') : null}
          </Text>
          <Button onClick={() => file && onUpload(file, categories)} disabled={file === null} loading={busy} leftSection={<IconUpload size={16} aria-hidden />} data-testid="upload-button">
            {t('interchange.upload.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
