// Step 2, Processing: the 'interchange_import' job followed and shown by the import steps' shared
// Processing, with the plea to stay while it runs; a failed job shows what went wrong with what to
// do, the items it could not carry when its result lists them, and the way back to Upload.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SkippedItem } from '../../../../domain/schemas/interchange.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { ImportProcessingStep } from '../../../components/importSteps/index.ts';
import type { Failure } from '../failure.ts';
import { SkippedList } from './SkippedList.tsx';

type Props = {
  uuid: string;
  fileName: string | null;
  /** Set once the job failed (the page words it); the step then offers the way back. */
  failure: Failure | null;
  /** The failed job's items left out, when it lists them. */
  skipped: readonly SkippedItem[];
  onCompleted: (job: JobStatusReply) => void;
  onFailed: (job: JobStatusReply | undefined, error: unknown) => void;
  onBackToUpload: () => void;
};

export function ProcessingStep({ skipped, ...step }: Props) {
  const { t } = useTranslation();
  return (
    <ImportProcessingStep prefix="interchange.processing" failedTitle={t('interchange.processing.failed_title')} afterFailure={<SkippedList skipped={skipped} />} {...step}>
      <Text size="sm" c="dimmed">
        {t('interchange.processing.stay')}
      </Text>
    </ImportProcessingStep>
  );
}
