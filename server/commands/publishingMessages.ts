// What a refused publish or unpublish says (spec §8 "Publish and unpublish"), in both interface
// languages. The route refuses with them at once (422) when it can tell; the job refuses with
// the same texts when the content moved between the request and the run (JobRefusal → the job's
// error, a 422 on the screens, §4).

import type { Bilingual } from '../../domain/messages/index.ts';

/** A list of names as a sentence reads them: “A”, “B” */
const quoted = (names: readonly string[]) => names.map((n) => `“${n}”`).join(', ');

/** §8 publish: "content changed, refresh". */
export const contentChanged: Bilingual = {
  en: 'The content has changed since this page was loaded. Refresh the page and try again.',
  id: 'Konten telah berubah sejak halaman ini dimuat. Muat ulang halaman lalu coba lagi.',
};

/** §8 unpublish progress error: "content changed and some chapters are no longer valid, so refresh and retry". */
export const unpublishContentChanged: Bilingual = {
  en: 'The content has changed and some pages are no longer valid. Refresh the page and try again.',
  id: 'Konten telah berubah dan beberapa halaman tidak lagi valid. Muat ulang halaman lalu coba lagi.',
};

/** §8 publish: "invalid content", naming what fails and why. */
export function invalidContent(items: readonly { title: string; reasons: Bilingual[] }[]): Bilingual {
  const line = (lang: 'en' | 'id') => items.map((i) => `“${i.title}”: ${i.reasons.map((r) => r[lang]).join('; ')}`).join(' · ');
  return {
    en: `Some of the selected content is not valid and was not published. Fix it or deselect it, then try again. ${line('en')}`,
    id: `Sebagian konten yang dipilih tidak valid sehingga tidak diterbitkan. Perbaiki atau batalkan pilihannya, lalu coba lagi. ${line('id')}`,
  };
}

/** §8 unpublish: "content already unpublished", naming the topics. */
export function topicsAlreadyUnpublished(names: readonly string[]): Bilingual {
  return {
    en: `The following topics are already unpublished. Please deselect them and try again: ${quoted(names)}`,
    id: `Topik berikut tidak sedang diterbitkan. Batalkan pilihannya lalu coba lagi: ${quoted(names)}`,
  };
}

/** §8 unpublish, the exact text, then the topics it names. */
export const USED_IN_ASSIGNMENTS: Bilingual = {
  en: 'The following topics are currently used in assignments sent in Link and cannot be unpublished. Please deselect them and try again.',
  id: 'Topik berikut sedang digunakan dalam tugas yang dikirim melalui Link sehingga penerbitannya tidak dapat dibatalkan. Batalkan pilihannya lalu coba lagi.',
};

export function topicsUsedInAssignments(names: readonly string[]): Bilingual {
  return { en: `${USED_IN_ASSIGNMENTS.en} ${quoted(names)}`, id: `${USED_IN_ASSIGNMENTS.id} ${quoted(names)}` };
}

/** The selection names a topic that is not in the course (the route's 422 field message). */
export const topicNotInCourse: Bilingual = {
  en: 'This topic is not in this course.',
  id: 'Topik ini tidak ada di kursus ini.',
};
