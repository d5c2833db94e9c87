// Step 2, Processing (spec §4 "Document import steps": it may take minutes; do not refresh): the
// 'document_import' job followed and shown by the import steps' shared Processing, with the plea
// not to refresh or leave (the page also asks the browser to warn) and who reads the paper. A
// failed job shows its §8 text with what to do and the way back to Upload.
import { Group, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DocumentImportInfo } from '../../../../domain/schemas/documents.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { ImportProcessingStep } from '../../../components/importSteps/index.ts';
import type { Failure } from '../failure.ts';
import { ExtractorNote } from './UploadStep.tsx';

type Props = {
  uuid: string;
  fileName: string | null;
  info: DocumentImportInfo | undefined;
  /** Set once the job failed (the page words it); the step then offers the way back. */
  failure: Failure | null;
  onCompleted: (job: JobStatusReply) => void;
  onFailed: (job: JobStatusReply | undefined, error: unknown) => void;
  onBackToUpload: () => void;
};

export function ProcessingStep({ info, ...step }: Props) {
  const { t } = useTranslation();
  return (
    <ImportProcessingStep prefix="document_import.processing" {...step}>
      <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="do-not-refresh">
        <IconClockHour4 size={20} stroke={1.6} style={{ flexShrink: 0, marginTop: 1 }} aria-hidden color="var(--mantine-color-orange-7)" />
        <Text size="sm" fw={500}>
          {t('document_import.processing.do_not_refresh')}
        </Text>
      </Group>
      {info && <ExtractorNote info={info} />}
    </ImportProcessingStep>
  );
}
