// Questions from another tool's file (QTI 3.0, 2.1 and Canvas's 1.2, Common Cartridge, Moodle
// XML, GIFT, Aiken) into a topic: no top bar or sidebar (BareLayout), the topic and the way
// back, the stepper, and the step.
// Upload: the file to storage through the presigned form (purpose interchange_import), then the
// start with a request_id made once per file — kept for a retry after an unknown outcome
// (network, a 5xx), renewed after a known one. The job's uuid goes into the address (?job=), so
// a reload finds the job again. Processing: the job polled every 3 s. Review → Finish: the kept
// questions appended to the topic (an unchanged one by its key alone), then its questions tab
// with a success banner; a refusal's field errors shown on the question they name. The browser
// warns before leaving while the job runs and while Review holds the teacher's choices.
import { Stack } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Topic } from '../../../domain/schemas/courses.ts';
import type { InterchangeExtraction, SkippedItem } from '../../../domain/schemas/interchange.ts';
import { parseId } from '../../../domain/schemas/primitives.ts';
import type { JobStatusReply } from '../../../domain/schemas/publishing.ts';
import { useUnsavedChanges, withFlash } from '../../components/feedback/index.ts';
import { ImportBackLink, ImportHeading, ImportStepper, ImportTopicGate } from '../../components/importSteps/index.ts';
import { useScreenTitle } from '../../components/useScreenTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { treePaths } from '../../lib/content/treePaths.ts';
import { isApiError } from '../../lib/http.ts';
import { useSignedIn } from '../auth/index.ts';
import { useRefreshTopicCounts, useTopic } from '../course-tree/index.ts';
import { finishProblems } from '../document-import/index.ts';
import type { Problem } from '../document-import/index.ts';
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

const STEPS = ['upload', 'processing', 'review'] as const;

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

type Attempt = { file: File; categories: CategoryMode; requestId: string; fileKey: string | null };
type Review = { uuid: string; extraction: InterchangeExtraction };
type JobFailure = { failure: Failure; skipped: SkippedItem[] };

function ImportFlow({ topic }: { topic: Topic }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { organization } = useSignedIn();
  const pointsEnabled = organization.enable_point_system;
  const refreshTopicCounts = useRefreshTopicCounts();
  const [search, setSearch] = useSearchParams();
  const jobUuid = search.get('job');
  const [sending, setSending] = useState<number | null>(null);
  const [uploadFailure, setUploadFailure] = useState<Failure | null>(null);
  const [jobFailed, setJobFailed] = useState<JobFailure | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [items, setItems] = useState<InterchangeItem[]>([]);
  const [finishing, setFinishing] = useState(false);
  const [finishFailure, setFinishFailure] = useState<Failure | null>(null);
  const [serverProblems, setServerProblems] = useState<ReadonlyMap<string, Problem[]>>(new Map());
  const [leaving, setLeaving] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);

  const step = review && review.uuid === jobUuid ? 'review' : jobUuid ? 'processing' : 'upload';
  const unsaved = useUnsavedChanges(!leaving && ((step === 'review' && review?.extraction.imported === null) || (step === 'processing' && jobFailed === null)));
  const topicPath = treePaths.topic(language, topic.id, topic.school_assessment_course);

  // A new step takes the place of the button that led to it: the focus goes to its heading.
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

  const upload = async (file: File, categories: CategoryMode) => {
    const same = attempt.current?.file === file && attempt.current.categories === categories;
    if (!same) attempt.current = { file, categories, requestId: crypto.randomUUID(), fileKey: attempt.current?.file === file ? attempt.current.fileKey : null };
    const current = attempt.current!;
    setUploadFailure(null);
    setSending(0);
    try {
      current.fileKey ??= await interchangeApi.upload(topic.id, file, (fraction) => setSending(Math.min(fraction, 0.99)));
      setSending(1);
      const job = await interchangeApi.start(topic.id, { file_key: current.fileKey, file_name: file.name, categories, request_id: current.requestId });
      setSending(null);
      setFileName(file.name);
      setJobFailed(null);
      if (job.status === 'failed' || job.status === 'cancelled') {
        attempt.current = null;
        setUploadFailure(jobFailureOf(t, job));
        return;
      }
      openJob(job.uuid);
    } catch (error) {
      setSending(null);
      setUploadFailure(startFailure(t, error));
      // A known outcome is recorded under its request_id: another try is a new request (and a new upload).
      if (failureIsFinal(error)) attempt.current = null;
    }
  };

  const completed = (job: JobStatusReply) => {
    const extraction = readExtraction(job);
    if (!extraction) {
      setJobFailed({ failure: { code: null, title: t('interchange.failure.job_failed'), reason: null, hint: t('interchange.failure.job_failed_hint') }, skipped: [] });
      return;
    }
    setItems(reviewItems(extraction));
    setServerProblems(new Map());
    setFinishFailure(null);
    setReview({ uuid: job.uuid, extraction });
    window.scrollTo({ top: 0 });
  };
  const failed = (job: JobStatusReply | undefined, error: unknown) => {
    attempt.current = null;
    const finishedBadly = job && (job.status === 'failed' || job.status === 'cancelled');
    setJobFailed({ failure: finishedBadly ? jobFailureOf(t, job) : startFailure(t, error), skipped: readSkipped(job) });
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
      const result = await interchangeApi.finish(topic.id, review.uuid, finishRequest(items));
      void refreshTopicCounts(topic.id, topic.course_id);
      flushSync(() => setLeaving(true));
      void navigate(treePaths.topicQuestions(language, topic.id), withFlash(t('interchange.done', { count: result.question_ids.length })));
    } catch (error) {
      setFinishing(false);
      if (isApiError(error) && error.status === 422 && Object.keys(error.fields).length > 0) {
        const byKey = finishProblems(error.fields, items);
        setServerProblems(byKey);
        setFinishFailure({
          code: null,
          title: t('interchange.review.finish_refused'),
          reason: byKey.get('')?.map((p) => p.message).join(' ') ?? null,
          hint: t('interchange.review.finish_refused_hint'),
        });
      } else {
        setFinishFailure({ ...startFailure(t, error), title: t('interchange.review.finish_failed') });
      }
    }
  };
  const changeItems = useCallback((update: (items: InterchangeItem[]) => InterchangeItem[]) => setItems(update), []);

  return (
    <Stack gap="lg">
      <ImportBackLink to={topicPath} prefix="interchange" />
      <ImportHeading topic={topic} prefix="interchange" />
      <ImportStepper steps={STEPS} step={step} prefix="interchange.steps" />

      <div ref={stepArea}>
        {step === 'upload' && <UploadStep sending={sending} failure={uploadFailure} onUpload={(file, categories) => void upload(file, categories)} onFileChange={() => setUploadFailure(null)} />}
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
