// Questions from another tool's file (QTI 3.0, 2.1 and Canvas's 1.2, Common Cartridge, Moodle
// XML, GIFT, Aiken) into a topic: no top bar or sidebar (BareLayout), the topic and the way
// back, the stepper, and the step.
// The flow is the import steps' (useImportFlow, useImportFinish): Upload sends the file through
// the presigned form (purpose interchange_import) and starts the job with a request_id made once
// per file and category choice; the job's uuid goes into the address (?job=). Processing: the
// job polled every 3 s. Review → Finish: the kept questions appended to the topic (an unchanged
// one by its key alone), then its questions tab with a success banner; a refusal's field errors
// shown on the question they name. The browser warns before leaving while the job runs and while
// Review holds the teacher's choices.
import { Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Topic } from '../../../domain/schemas/courses.ts';
import type { InterchangeExtraction, SkippedItem } from '../../../domain/schemas/interchange.ts';
import { parseId } from '../../../domain/schemas/primitives.ts';
import type { JobStatusReply } from '../../../domain/schemas/publishing.ts';
import { useUnsavedChanges } from '../../components/feedback/index.ts';
import { IMPORT_STEPS, ImportBackLink, ImportHeading, ImportStepArea, ImportStepper, ImportTopicGate, useImportFinish, useImportFlow } from '../../components/importSteps/index.ts';
import { useScreenTitle } from '../../components/useScreenTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { treePaths } from '../../lib/content/treePaths.ts';
import { useSignedIn } from '../auth/index.ts';
import { useRefreshTopicCounts, useTopic } from '../course-tree/index.ts';
import { finishProblems } from '../document-import/index.ts';
import { interchangeApi } from './data/api.ts';
import { readExtraction, readSkipped } from './data/hooks.ts';
import { failureIsFinal, jobFailureOf, startFailure } from './failure.ts';
import type { Failure } from './failure.ts';
import { finishRequest, reviewItems } from './review.ts';
import type { InterchangeItem } from './review.ts';
import { ProcessingStep } from './steps/ProcessingStep.tsx';
import { ReviewStep } from './steps/ReviewStep.tsx';
import { UploadStep } from './steps/UploadStep.tsx';
import type { CategoryMode } from './steps/UploadStep.tsx';

export function InterchangeImportScreen() {
  const topicId = parseId(useParams().topicId);
  const topic = useTopic(topicId);
  const { t } = useTranslation();
  const language = useLanguage();
  useScreenTitle(t('interchange.title'));
  return (
    <ImportTopicGate topicId={topicId} topic={topic} prefix="interchange" backTo={(id) => treePaths.topic(language, id)}>
      {(loaded) => <ImportFlow key={loaded.id} topic={loaded} />}
    </ImportTopicGate>
  );
}

type Review = { uuid: string; extraction: InterchangeExtraction };
type JobFailure = { failure: Failure; skipped: SkippedItem[] };

function ImportFlow({ topic }: { topic: Topic }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { organization } = useSignedIn();
  const pointsEnabled = organization.enable_point_system;
  const refreshTopicCounts = useRefreshTopicCounts();
  const { step, jobUuid, sending, uploadFailure, clearUploadFailure, send, fileName, jobFailed, setJobFailed, jobEnded, review, showReview, backToUpload } = useImportFlow<Review, JobFailure, Failure, CategoryMode>({
    upload: (file, onProgress) => interchangeApi.upload(topic.id, file, onProgress),
    start: ({ fileKey, file, choice, requestId }) => interchangeApi.start(topic.id, { file_key: fileKey, file_name: file.name, categories: choice, request_id: requestId }),
    startFailure: (error) => startFailure(t, error),
    jobFailure: (job) => jobFailureOf(t, job),
    failureIsFinal,
  });
  const [items, setItems] = useState<InterchangeItem[]>([]);
  const finisher = useImportFinish({
    prefix: 'interchange',
    topic,
    problemsOf: (fields) => finishProblems(fields, items),
    failureOf: (error) => startFailure(t, error),
    refresh: () => refreshTopicCounts(topic.id, topic.course_id),
  });
  const unsaved = useUnsavedChanges(!finisher.leaving && ((step === 'review' && review?.extraction.imported === null) || (step === 'processing' && jobFailed === null)));
  const topicPath = treePaths.topic(language, topic.id, topic.school_assessment_course);

  const completed = (job: JobStatusReply) => {
    const extraction = readExtraction(job);
    if (!extraction) {
      setJobFailed({ failure: { code: null, title: t('interchange.failure.job_failed'), reason: null, hint: t('interchange.failure.job_failed_hint') }, skipped: [] });
      return;
    }
    setItems(reviewItems(extraction));
    finisher.reset();
    showReview({ uuid: job.uuid, extraction });
  };
  const failed = (job: JobStatusReply | undefined, error: unknown) => {
    const finishedBadly = job && (job.status === 'failed' || job.status === 'cancelled');
    jobEnded({ failure: finishedBadly ? jobFailureOf(t, job) : startFailure(t, error), skipped: readSkipped(job) });
  };
  const finish = () => {
    if (review) void finisher.finish(() => interchangeApi.finish(topic.id, review.uuid, finishRequest(items)));
  };
  const changeItems = useCallback((update: (items: InterchangeItem[]) => InterchangeItem[]) => setItems(update), []);

  return (
    <Stack gap="lg">
      <ImportBackLink to={topicPath} prefix="interchange" />
      <ImportHeading topic={topic} prefix="interchange" />
      <ImportStepper steps={IMPORT_STEPS} step={step} prefix="interchange.steps" />

      <ImportStepArea step={step}>
        {step === 'upload' && (
          <UploadStep sending={sending} failure={uploadFailure} onUpload={(file, categories) => void send(file, categories)} onFileChange={clearUploadFailure} />
        )}
        {step === 'processing' && jobUuid && (
          <ProcessingStep
            key={jobUuid}
            uuid={jobUuid}
            fileName={fileName}
            failure={jobFailed?.failure ?? null}
            skipped={jobFailed?.skipped ?? []}
            onCompleted={completed}
            onFailed={failed}
            onBackToUpload={backToUpload}
          />
        )}
        {step === 'review' && review && (
          <ReviewStep
            topicId={topic.id}
            extraction={review.extraction}
            items={items}
            onItemsChange={changeItems}
            pointsEnabled={pointsEnabled}
            finishing={finisher.finishing}
            failure={finisher.failure}
            serverProblems={finisher.serverProblems}
            onFinish={finish}
          />
        )}
      </ImportStepArea>
      {unsaved.modal}
    </Stack>
  );
}
