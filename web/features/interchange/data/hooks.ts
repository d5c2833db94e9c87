// The completed job's extraction and a failed one's skipped list (read through their wire
// shapes), and an export's plan.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { interchangeExtractionSchema, skippedItemSchema } from '../../../../domain/schemas/interchange.ts';
import type { InterchangeExtraction, SkippedItem } from '../../../../domain/schemas/interchange.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import type { ExportTarget } from '../paths.ts';
import { interchangeApi } from './api.ts';

export const interchangeKeys = {
  exportPlan: (target: ExportTarget) => ['interchange', 'export_plan', target.scope, target.id, target.format] as const,
};

/** The completed job's extraction, when it is the shape Review expects. */
export function readExtraction(job: JobStatusReply): InterchangeExtraction | null {
  const parsed = interchangeExtractionSchema.safeParse(job.result);
  return parsed.success ? parsed.data : null;
}

const skippedList = z.array(skippedItemSchema);

/** A failed job's items left out, when its result lists them (a file with no question to carry). */
export function readSkipped(job: JobStatusReply | undefined): SkippedItem[] {
  const parsed = skippedList.safeParse((job?.result as Record<string, unknown> | null)?.skipped);
  return parsed.success ? parsed.data : [];
}

export function useExportPlan(target: ExportTarget | null) {
  return useQuery({
    queryKey: target ? interchangeKeys.exportPlan(target) : ['interchange', 'export_plan', 'none'],
    queryFn: ({ signal }) => interchangeApi.exportPlan(target!, signal),
    enabled: target !== null,
    // The topic's questions may have changed since the menu was last opened.
    staleTime: 0,
  });
}
