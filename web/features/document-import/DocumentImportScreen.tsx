// Questions from a document (spec §2 "Import from document, AI flow: Upload, Processing,
// Review"; §3 quota; §4; §5; §6 guard import_document; §8): no top bar or sidebar (BareLayout),
// the topic and the way back, the stepper, and the step.
// The flow is the import steps' (useImportFlow, useImportFinish): Upload sends the file through
// the presigned form (purpose document_import) and starts the job with a request_id made once
// per file; the job's uuid goes into the address (?job=), so a reload (which the screen asks the
// teacher not to do) finds the job again. The school's quota is read again after every start.
// Processing: the job polled every 3 s; the browser warns before leaving while it runs and
// while Review holds the teacher's choices. Review → Finish: the kept questions appended to
// the topic, then its questions tab with a success banner.
import { Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Topic } from '../../../domain/schemas/courses.ts';
import type { DocumentExtraction } from '../../../domain/schemas/documents.ts';
import { parseId } from '../../../domain/schemas/primitives.ts';
import type { JobStatusReply } from '../../../domain/schemas/publishing.ts';
import { useUnsavedChanges } from '../../components/feedback/index.ts';
import { IMPORT_STEPS, ImportBackLink, ImportHeading, ImportStepArea, ImportStepper, ImportTopicGate, useImportFinish, useImportFlow } from '../../components/importSteps/index.ts';
import { useScreenTitle } from '../../components/useScreenTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useSignedIn } from '../auth/index.ts';
import { useTopic } from '../course-tree/index.ts';
import { documentImportApi } from './data/api.ts';
import { readExtraction, useDocumentImportInfo, useRefreshAfterImport } from './data/hooks.ts';
import { failureIsFinal, jobFailureOf, startFailure } from './failure.ts';
import type { Failure } from './failure.ts';
import { finishProblems, finishRequest, reviewItems } from './review.ts';
import type { ReviewItem } from './review.ts';
import { ProcessingStep } from './steps/ProcessingStep.tsx';
import { ReviewStep } from './steps/ReviewStep.tsx';
import { UploadStep } from './steps/UploadStep.tsx';
import { treePaths } from '../../lib/content/treePaths.ts';

export function DocumentImportScreen() {
  const topicId = parseId(useParams().topicId);
  const topic = useTopic(topicId);
  const { t } = useTranslation();
  const language = useLanguage();
  useScreenTitle(t('document_import.title'));
  return (
    <ImportTopicGate topicId={topicId} topic={topic} prefix="document_import" backTo={(id) => treePaths.topic(language, id)}>
      {(loaded) => <ImportFlow key={loaded.id} topic={loaded} />}
    </ImportTopicGate>
  );
}

type Review = { uuid: string; extraction: DocumentExtraction };

function ImportFlow({ topic }: { topic: Topic }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { organization } = useSignedIn();
  const pointsEnabled = organization.enable_point_system;
  const info = useDocumentImportInfo(topic.id);
  const refreshAfterImport = useRefreshAfterImport();
  const context = {
    language,
    quotaRechargesAt: info.data?.quota.expires_at ?? null,
    memberShare: info.data?.member_quota.limit,
    memberRechargesAt: info.data?.member_quota.expires_at ?? null,
  };
  const { step, jobUuid, sending, uploadFailure, clearUploadFailure, send, fileName, jobFailed, setJobFailed, jobEnded, review, showReview, backToUpload } = useImportFlow<
    Review,
    Failure,
    Failure
  >({
    upload: (file, onProgress) => documentImportApi.upload(topic.id, file, onProgress),
    start: ({ fileKey, file, requestId }) =>
      documentImportApi.start(topic.id, { file_key: fileKey, file_name: file.name, no_personal_information: true, terms_accepted: true, request_id: requestId }),
    startFailure: (error) => startFailure(t, error, context),
    jobFailure: (job) => jobFailureOf(t, job, context),
    failureIsFinal,
  });
  const [items, setItems] = useState<ReviewItem[]>([]);
  const finisher = useImportFinish({
    prefix: 'document_import',
    topic,
    problemsOf: (fields) => finishProblems(fields, items),
    failureOf: (error) => startFailure(t, error, context),
    refresh: () => refreshAfterImport(topic.id, topic.course_id),
  });
  const unsaved = useUnsavedChanges(!finisher.leaving && (step === 'review' || (step === 'processing' && jobFailed === null)));
  const topicPath = treePaths.topic(language, topic.id, topic.school_assessment_course);

  const upload = async (file: File) => {
    await send(file, undefined);
    void info.refetch();
  };
  const completed = (job: JobStatusReply) => {
    const extraction = readExtraction(job);
    if (!extraction) {
      setJobFailed({ code: null, title: t('document_import.failure.job_failed'), reason: null, hint: t('document_import.failure.job_failed_hint') });
      return;
    }
    setItems(reviewItems(extraction));
    finisher.reset();
    showReview({ uuid: job.uuid, extraction });
  };
  const failed = (job: JobStatusReply | undefined, error: unknown) => {
    jobEnded(job && (job.status === 'failed' || job.status === 'cancelled') ? jobFailureOf(t, job, context) : startFailure(t, error, context));
    void info.refetch();
  };
  const finish = () => {
    if (review) void finisher.finish(() => documentImportApi.finish(topic.id, review.uuid, finishRequest(items, review.extraction.passages)));
  };
  const changeItems = useCallback((update: (items: ReviewItem[]) => ReviewItem[]) => setItems(update), []);

  return (
    <Stack gap="lg">
      <ImportBackLink to={topicPath} prefix="document_import" />
      <ImportHeading topic={topic} prefix="document_import" />
      <ImportStepper steps={IMPORT_STEPS} step={step} prefix="document_import.steps" />

      <ImportStepArea step={step}>
        {step === 'upload' && (
          <UploadStep
            info={info.data}
            infoFailed={info.isError}
            onRetryInfo={() => void info.refetch()}
            sending={sending}
            failure={uploadFailure}
            onUpload={(file) => void upload(file)}
            onFileChange={clearUploadFailure}
          />
        )}
        {step === 'processing' && jobUuid && (
          <ProcessingStep
            key={jobUuid}
            uuid={jobUuid}
            fileName={fileName}
            info={info.data}
            failure={jobFailed}
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
