// The words and §8 failure texts of copy and move ("Failed to copy unit. Please try again."),
// in both interface languages, for the server's refusals, its jobs and its policy. The web
// keeps its own copies in web/i18n (copy_move.failed.<action>.<kind>), as for every text.
import type { Bilingual } from '../messages/index.ts';
import type { CopyAction, CopyKind } from './copying.ts';

/** What each kind is called in a sentence ("unit" / "unit", "page" / "halaman"). */
export const COPY_KIND_WORDS: Record<CopyKind, Bilingual> = {
  course: { en: 'course', id: 'kursus' },
  bundle: { en: 'unit', id: 'unit' },
  topic: { en: 'topic', id: 'topik' },
  chapter: { en: 'page', id: 'halaman' },
  question: { en: 'question', id: 'soal' },
  passage: { en: 'passage', id: 'bacaan' },
};

/** §8: "Failed to copy unit. Please try again." / "Gagal menyalin unit. Silakan coba lagi." */
export function copyMoveFailedMessage(action: CopyAction, kind: CopyKind): Bilingual {
  const word = COPY_KIND_WORDS[kind];
  return action === 'copy'
    ? { en: `Failed to copy ${word.en}. Please try again.`, id: `Gagal menyalin ${word.id}. Silakan coba lagi.` }
    : { en: `Failed to move ${word.en}. Please try again.`, id: `Gagal memindahkan ${word.id}. Silakan coba lagi.` };
}
