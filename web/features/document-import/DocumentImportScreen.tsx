// Questions from a document (spec §2 "Import from document, AI flow: Upload, Processing,
// Review"; §3 quota; §4; §5; §6 guard import_document; §8): no top bar or sidebar (BareLayout),
// the topic and the way back, the stepper, and the step.
// Upload: the file to storage through the presigned form (purpose document_import), then the
// start with a request_id made once per file — kept for a retry after an unknown outcome
// (network, an unexplained 5xx), renewed after a known one. The job's uuid goes into the address
// (?job=), so a reload (which the screen asks the teacher not to do) finds the job again.
// Processing: the job polled every 3 s; the browser warns before leaving while it runs and
// while Review holds the teacher's choices. Review → Finish: the kept questions appended to
// the topic, then its questions tab with a success banner.
import { Stack } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Topic } from '../../../domain/schemas/courses.ts';
import type { DocumentExtraction } from '../../../domain/schemas/documents.ts';
import { parseId } from '../../../domain/schemas/primitives.ts';
import type { JobStatusReply } from '../../../domain/schemas/publishing.ts';
import { useUnsavedChanges, withFlash } from '../../components/feedback/index.ts';
import { ImportBackLink, ImportHeading, ImportStepper, ImportTopicGate } from '../../components/importSteps/index.ts';
import { useScreenTitle } from '../../components/useScreenTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { isApiError } from '../../lib/http.ts';
import { useSignedIn } from '../auth/index.ts';
import { useTopic } from '../course-tree/index.ts';
import { documentImportApi } from './data/api.ts';
import { readExtraction, useDocumentImportInfo, useRefreshAfterImport } from './data/hooks.ts';
import { failureIsFinal, jobFailureOf, startFailure } from './failure.ts';
import type { Failure } from './failure.ts';
import { finishProblems, finishRequest, reviewItems } from './review.ts';
import type { Problem, ReviewItem } from './review.ts';
import { ProcessingStep } from './steps/ProcessingStep.tsx';
import { ReviewStep } from './steps/ReviewStep.tsx';
import { UploadStep } from './steps/UploadStep.tsx';
import { treePaths } from '../../lib/content/treePaths.ts';

/** The AI flow's steps (spec §2 "Import from document, AI flow: Upload, Processing, Review"). */
const STEPS = ['upload', 'processing', 'review'] as const;

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

type Attempt = { file: File; requestId: string; fileKey: string | null };
type Review = { uuid: string; extraction: DocumentExtraction };

function ImportFlow({ topic }: { topic: Topic }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { organization } = useSignedIn();
  const pointsEnabled = organization.enable_point_system;
  const info = useDocumentImportInfo(topic.id);
  const refreshAfterImport = useRefreshAfterImport();
  const [search, setSearch] = useSearchParams();
  const jobUuid = search.get('job');
  const [sending, setSending] = useState<number | null>(null);
  const [uploadFailure, setUploadFailure] = useState<Failure | null>(null);
  const [jobFailed, setJobFailed] = useState<Failure | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [items, setItems] = useState<ReviewItem[]>([]);
  const [finishing, setFinishing] = useState(false);
  const [finishFailure, setFinishFailure] = useState<Failure | null>(null);
  const [serverProblems, setServerProblems] = useState<ReadonlyMap<string, Problem[]>>(new Map());
  const [leaving, setLeaving] = useState(false);
  const attempt = useRef<Attempt | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  const step = review && review.uuid === jobUuid ? 'review' : jobUuid ? 'processing' : 'upload';
  const context = {
    language,
    quotaRechargesAt: info.data?.quota.expires_at ?? null,
    memberShare: info.data?.member_quota.limit,
    memberRechargesAt: info.data?.member_quota.expires_at ?? null,
  };
  const unsaved = useUnsavedChanges(!leaving && (step === 'review' || (step === 'processing' && jobFailed === null)));
  const topicPath = treePaths.topic(language, topic.id, topic.school_assessment_course);

  // A new step takes the place of the button that led to it (Upload, Back to Upload): the
  // keyboard's focus, and a screen reader, go to the step's heading instead of the page's top.
  const stepArea = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = stepArea.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.style.outline = 'none';
    heading.focus();
  }, [step]);

  const openJob = (uuid: string | null) => {
    const next = new URLSearchParams(search);
    if (uuid) next.set('job', uuid);
    else next.delete('job');
    setSearch(next, { replace: true });
  };

  const upload = async (file: File) => {
    if (attempt.current?.file !== file) attempt.current = { file, requestId: crypto.randomUUID(), fileKey: null };
    const current = attempt.current;
    setUploadFailure(null);
    setSending(0);
    try {
      current.fileKey ??= await documentImportApi.upload(topic.id, file, (fraction) => setSending(Math.min(fraction, 0.99)));
      setSending(1);
      const job = await documentImportApi.start(topic.id, {
        file_key: current.fileKey,
        file_name: file.name,
        no_personal_information: true,
        terms_accepted: true,
        request_id: current.requestId,
      });
      setSending(null);
      setFileName(file.name);
      setJobFailed(null);
      if (job.status === 'failed' || job.status === 'cancelled') {
        attempt.current = null;
        setUploadFailure(jobFailureOf(t, job, context));
        return;
      }
      openJob(job.uuid);
    } catch (error) {
      setSending(null);
      setUploadFailure(startFailure(t, error, context));
      // A known outcome is recorded under its request_id: another try is a new request (and a new upload).
      if (failureIsFinal(error)) attempt.current = null;
    } finally {
      void info.refetch();
    }
  };

  const completed = (job: JobStatusReply) => {
    const extraction = readExtraction(job);
    if (!extraction) {
      setJobFailed({ code: null, title: t('document_import.failure.job_failed'), reason: null, hint: t('document_import.failure.job_failed_hint') });
      return;
    }
    setItems(reviewItems(extraction));
    setReview({ uuid: job.uuid, extraction });
    window.scrollTo({ top: 0 });
  };
  const failed = (job: JobStatusReply | undefined, error: unknown) => {
    attempt.current = null;
    setJobFailed(job && (job.status === 'failed' || job.status === 'cancelled') ? jobFailureOf(t, job, context) : startFailure(t, error, context));
    void info.refetch();
  };
  const backToUpload = () => {
    setJobFailed(null);
    setReview(null);
    openJob(null);
  };

  const finish = async () => {
    if (!review) return;
    setFinishing(true);
    setFinishFailure(null);
    try {
      const result = await documentImportApi.finish(topic.id, review.uuid, finishRequest(items, review.extraction.passages));
      void refreshAfterImport(topic.id, topic.course_id);
      flushSync(() => setLeaving(true));
      void navigate(treePaths.topicQuestions(language, topic.id), withFlash(t('document_import.done', { count: result.question_ids.length })));
    } catch (error) {
      setFinishing(false);
      if (isApiError(error) && error.status === 422 && Object.keys(error.fields).length > 0) {
        const byKey = finishProblems(error.fields, items);
        setServerProblems(byKey);
        setFinishFailure({ code: null, title: t('document_import.review.finish_refused'), reason: byKey.get('')?.map((p) => p.message).join(' ') ?? null, hint: t('document_import.review.finish_refused_hint') });
      } else {
        setFinishFailure({ ...startFailure(t, error, context), title: t('document_import.review.finish_failed') });
      }
    }
  };
  const changeItems = useCallback((update: (items: ReviewItem[]) => ReviewItem[]) => setItems(update), []);

  return (
    <Stack gap="lg">
      <ImportBackLink to={topicPath} prefix="document_import" />
      <ImportHeading topic={topic} prefix="document_import" />
      <ImportStepper steps={STEPS} step={step} prefix="document_import.steps" />

      <div ref={stepArea}>
        {step === 'upload' && (
          <UploadStep
            info={info.data}
            infoFailed={info.isError}
            onRetryInfo={() => void info.refetch()}
            sending={sending}
            failure={uploadFailure}
            onUpload={(file) => void upload(file)}
            onFileChange={() => setUploadFailure(null)}
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
            finishing={finishing}
            failure={finishFailure}
            serverProblems={serverProblems}
            onFinish={() => void finish()}
          />
        )}
      </div>
      {unsaved.modal}
    </Stack>
  );
}
