// The spreadsheet import (spec §2 "Spreadsheet import: Convert, Import,
// Review"; §5; §6 guard import_excel; §8): no top bar or sidebar (BareLayout), a header with
// the topic and the way back, the stepper, and the step. The conversion is kept until the
// teacher chooses another file, so a failed import can be tried again from the same screen.
// An import is sent with a request_id made once per conversion: a retry after an unknown
// outcome (network, server error) asks again with it and never imports twice; after a known
// failure (422, a failed job) the retry is a new request. 200: done at once; 202: the job's
// progress modal (polled every 3 s, §9), then Review.
import { Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Topic } from '../../../domain/schemas/courses.ts';
import type { SpreadsheetConversion, SpreadsheetImportResult } from '../../../domain/schemas/importing.ts';
import { parseId } from '../../../domain/schemas/primitives.ts';
import type { JobStatusReply } from '../../../domain/schemas/publishing.ts';
import { ImportBackLink, ImportHeading, ImportStepper, ImportTopicGate } from '../../components/importSteps/index.ts';
import { JobProgressModal, jobFailure } from '../../components/jobs/index.ts';
import { mathToPlainText } from '../../components/math/index.ts';
import { useScreenTitle } from '../../components/useScreenTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { readImportResult, useImportSpreadsheet } from './data/hooks.ts';
import { failureIsFinal, importFailure } from './failure.ts';
import type { Failure } from './failure.ts';
import { useRefreshTopicCounts, useTopic } from '../course-tree/index.ts';
import { spreadsheetImportPaths } from './paths.ts';
import { ConvertStep } from './steps/ConvertStep.tsx';
import { ImportStep } from './steps/ImportStep.tsx';
import { ReviewStep } from './steps/ReviewStep.tsx';

/** The spreadsheet flow's steps (spec §2 "Spreadsheet import: Convert, Import, Review"). */
const STEPS = ['convert', 'import', 'review'] as const;

export function SpreadsheetImportScreen() {
  const topicId = parseId(useParams().topicId);
  const topic = useTopic(topicId);
  const { t } = useTranslation();
  const language = useLanguage();
  useScreenTitle(t('spreadsheet_import.title'));
  return (
    <ImportTopicGate topicId={topicId} topic={topic} prefix="spreadsheet_import" backTo={(id) => spreadsheetImportPaths.topic(language, id)}>
      {(loaded) => <ImportFlow key={loaded.id} topic={loaded} />}
    </ImportTopicGate>
  );
}

type Converted = { conversion: SpreadsheetConversion; fileName: string };

function ImportFlow({ topic }: { topic: Topic }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const submit = useImportSpreadsheet(topic.id);
  const refreshAfterImport = useRefreshTopicCounts();
  const [converted, setConverted] = useState<Converted | null>(null);
  const [done, setDone] = useState<{ result: SpreadsheetImportResult | null } | null>(null);
  const [jobUuid, setJobUuid] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  // One request_id per conversion, kept for a retry whose first outcome is unknown.
  const requestId = useRef<string | null>(null);

  const topicPath = spreadsheetImportPaths.topic(language, topic.id, topic.school_assessment_course);
  const step = done ? 'review' : converted ? 'import' : 'convert';

  const startOver = () => {
    setConverted(null);
    setDone(null);
    setFailure(null);
    requestId.current = null;
  };
  const onConverted = (conversion: SpreadsheetConversion, fileName: string) => {
    setConverted({ conversion, fileName });
    setFailure(null);
    requestId.current = crypto.randomUUID();
  };
  const fail = (error: unknown) => {
    setJobUuid(null);
    setFailure(importFailure(t, error));
    if (failureIsFinal(error)) requestId.current = crypto.randomUUID();
  };
  const finish = (job: JobStatusReply) => {
    setJobUuid(null);
    setDone({ result: readImportResult(job) });
    void refreshAfterImport(topic.id, topic.course_id);
  };
  const startImport = () => {
    if (!converted) return;
    requestId.current ??= crypto.randomUUID();
    setFailure(null);
    const { file_key, images_key } = converted.conversion;
    submit.mutate(
      { file_key, images_key, request_id: requestId.current },
      {
        onSuccess: (job) => {
          if (job.status === 'completed') finish(job);
          else if (job.status === 'failed' || job.status === 'cancelled') fail(jobFailure(job));
          else setJobUuid(job.uuid);
        },
        onError: fail,
      },
    );
  };

  return (
    <Stack gap="lg" pb={converted && !done ? 24 : 0}>
      <ImportBackLink to={topicPath} prefix="spreadsheet_import" />
      <ImportHeading topic={topic} prefix="spreadsheet_import" />
      <ImportStepper steps={STEPS} step={step} prefix="spreadsheet_import.steps" />

      {step === 'convert' && <ConvertStep topicId={topic.id} onConverted={onConverted} />}
      {step === 'import' && converted && (
        <ImportStep
          conversion={converted.conversion}
          fileName={converted.fileName}
          importing={submit.isPending || jobUuid !== null}
          failure={failure}
          onImport={startImport}
          onChooseAnother={startOver}
        />
      )}
      {step === 'review' && done && (
        <ReviewStep result={done.result} topicName={mathToPlainText(topic.name)} topicPath={topicPath} onImportAnother={startOver} />
      )}

      <JobProgressModal uuid={jobUuid} title={t('spreadsheet_import.import.progress', { topic: mathToPlainText(topic.name) })} onCompleted={finish} onFailed={fail} />
    </Stack>
  );
}
