// The addresses of questions moving in and out as other tools' files: the import screen
// (topics/{id}/import/file, under the language prefix) and the API's export plans and files,
// which a plain link downloads (the session cookie authenticates it).
import type { Language } from '../../../domain/constants.ts';
import type { QuestionExportFormat } from '../../../domain/schemas/interchange.ts';

export const interchangeImportPaths = {
  page: (lang: Language, topicId: number) => `/${lang}/topics/${topicId}/import/file`,
};

/** What is exported: a topic's or a course's questions in a format, or the course as a Common Cartridge. */
export type ExportTarget =
  | { scope: 'topic' | 'course'; id: number; format: QuestionExportFormat }
  | { scope: 'course'; id: number; format: 'cartridge' };

const base = (target: ExportTarget) => `/content/${target.scope === 'topic' ? 'topics' : 'courses'}/${target.id}`;

export const exportPaths = {
  /** GET → exportPlanSchema: what the file will hold and what it leaves out. */
  plan: (target: ExportTarget) =>
    target.format === 'cartridge' ? `${base(target)}/cartridge_plan` : `${base(target)}/questions/export_plan?format=${target.format}`,
  /** GET → the file itself (an attachment). */
  file: (target: ExportTarget) => (target.format === 'cartridge' ? `${base(target)}/cartridge` : `${base(target)}/questions/export?format=${target.format}`),
};
