// Background jobs in the web (spec §4): useJob polls GET /jobs/{uuid} every 3 s until the job
// is completed or failed; JobProgressModal shows its progress with a percentage.
export { ANNOUNCED_STEP, announcedPercent, ProgressStatus } from './ProgressStatus.tsx';
export { JobProgressModal, type JobProgressModalProps } from './JobProgressModal.tsx';
export { fetchJob, isJobFinished, jobFailure, jobKeys, useJob, type UseJobResult } from './data/jobs.ts';
