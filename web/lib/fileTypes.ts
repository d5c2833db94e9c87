// The file types an upload accepts, as a choice in the reader's language ("PDF, Word (.doc), or
// Word (.docx)"; "PDF, Word (.doc), atau Word (.docx)"), for sentences such as "Choose a … file".
// A plain list (acceptedTypesLabel) suits a limits line; a sentence needs the "or".
import { fileKinds, uploadRule } from '../../domain/uploads.ts';
import type { UploadPurposeName } from '../../domain/uploads.ts';

export function acceptedTypesChoice(purpose: UploadPurposeName, language: string): string {
  const labels = uploadRule(purpose).kinds.map((kind) => fileKinds[kind].label);
  try {
    return new Intl.ListFormat(language, { type: 'disjunction' }).format(labels);
  } catch {
    return labels.join(', ');
  }
}
