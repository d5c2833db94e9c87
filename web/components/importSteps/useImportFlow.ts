// The state of an import that reads its file in a job and ends in Review (the document and the
// other tools' file imports): Upload → Processing → Review.
// The step follows from the address: the job's uuid goes into it (?job=), so a reload finds the
// job again, and Review shows once the job's result has been read for that uuid.
// Upload sends the file to storage once, then starts the job with a request_id made once per
// file and choice — kept for a retry after an unknown outcome (network, an unexplained 5xx), so
// the server answers the first outcome rather than start a second job; renewed after a known one.
// A new choice for the same file starts again without sending the file again.
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { JobStatusReply } from '../../../domain/schemas/publishing.ts';

/** The steps of spec §2 "Import from document, AI flow: Upload, Processing, Review". */
export const IMPORT_STEPS = ['upload', 'processing', 'review'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

export type ImportFlowConfig<Choice, F> = {
  /** The file to storage (onProgress 0..1); its storage key. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  start: (request: { fileKey: string; file: File; choice: Choice; requestId: string }) => Promise<JobStatusReply>;
  /** A failed upload or a refused start, worded. */
  startFailure: (error: unknown) => F;
  /** A job that failed (or was cancelled) as soon as it started, worded. */
  jobFailure: (job: JobStatusReply) => F;
  /** Whether the start's outcome is known (recorded under its request_id): another try is then a new request. */
  failureIsFinal: (error: unknown) => boolean;
};

type Attempt<Choice> = { file: File; choice: Choice; requestId: string; fileKey: string | null };

/**
 * R: what Review shows, read from the job whose uuid it names; J: what Processing shows once the
 * job failed; F: Upload's failure; Choice: what the teacher chose with the file.
 */
export function useImportFlow<R extends { uuid: string }, J, F, Choice = undefined>(config: ImportFlowConfig<Choice, F>) {
  const [search, setSearch] = useSearchParams();
  const jobUuid = search.get('job');
  const [sending, setSending] = useState<number | null>(null);
  const [uploadFailure, setUploadFailure] = useState<F | null>(null);
  const [jobFailed, setJobFailed] = useState<J | null>(null);
  const [review, setReview] = useState<R | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const attempt = useRef<Attempt<Choice> | null>(null);

  const step: ImportStep = review && review.uuid === jobUuid ? 'review' : jobUuid ? 'processing' : 'upload';

  const openJob = (uuid: string | null) => {
    const next = new URLSearchParams(search);
    if (uuid) next.set('job', uuid);
    else next.delete('job');
    setSearch(next, { replace: true });
  };

  /** Upload's button: the file sent (once) and the job started; a failure stays on Upload. Never rejects. */
  const send = async (file: File, choice: Choice) => {
    const same = attempt.current?.file === file && attempt.current.choice === choice;
    if (!same) attempt.current = { file, choice, requestId: crypto.randomUUID(), fileKey: attempt.current?.file === file ? attempt.current.fileKey : null };
    const current = attempt.current!;
    setUploadFailure(null);
    setSending(0);
    try {
      current.fileKey ??= await config.upload(file, (fraction) => setSending(Math.min(fraction, 0.99)));
      setSending(1);
      const job = await config.start({ fileKey: current.fileKey, file, choice, requestId: current.requestId });
      setSending(null);
      setFileName(file.name);
      setJobFailed(null);
      if (job.status === 'failed' || job.status === 'cancelled') {
        attempt.current = null;
        setUploadFailure(config.jobFailure(job));
        return;
      }
      openJob(job.uuid);
    } catch (error) {
      setSending(null);
      setUploadFailure(config.startFailure(error));
      if (config.failureIsFinal(error)) attempt.current = null;
    }
  };

  return {
    jobUuid,
    step,
    /** Upload's progress (0..1), or null when not sending. */
    sending,
    uploadFailure,
    clearUploadFailure: () => setUploadFailure(null),
    send,
    fileName,
    jobFailed,
    setJobFailed,
    /** The job ended badly: a new try of the same file is a new request. */
    jobEnded: (failed: J) => {
      attempt.current = null;
      setJobFailed(failed);
    },
    review,
    /** The job's result read: Review, from its top. */
    showReview: (read: R) => {
      setReview(read);
      window.scrollTo({ top: 0 });
    },
    /** Processing's way back after a failure. */
    backToUpload: () => {
      setJobFailed(null);
      setReview(null);
      openJob(null);
    },
  };
}
