// What a text-page generation that could not make pages says (spec §2 "Topic buttons": a
// scanned PDF with no text layer says so instead of making empty pages), in both interface
// languages. The job row keeps the code and the pair; text_chapter_generation_status answers in
// the caller's.
import type { Bilingual } from '../../../domain/messages/index.ts';
import type { DocumentReadErrorCode } from '../../readers/documents/model.ts';

export const pageGenerationMessages = {
  no_text: {
    en: 'This PDF has no text layer (it looks like a scan). Pena cannot read scanned pages; please upload a PDF with selectable text or the original slides.',
    id: 'PDF ini tidak memiliki lapisan teks (tampaknya hasil pindaian). Pena tidak dapat membaca halaman hasil pindaian; silakan unggah PDF dengan teks yang dapat dipilih atau berkas slide aslinya.',
  },
  password_protected: {
    en: 'This file is protected with a password. Please remove the password and upload it again.',
    id: 'Berkas ini dilindungi kata sandi. Silakan hapus kata sandinya lalu unggah lagi.',
  },
  corrupt: {
    en: 'This file is damaged and could not be read. Please save it again from its program and upload it again.',
    id: 'Berkas ini rusak dan tidak dapat dibaca. Silakan simpan ulang dari programnya lalu unggah lagi.',
  },
  unsupported: {
    en: 'This file could not be read as a PDF or PowerPoint file. Please upload a PDF, .ppt or .pptx file.',
    id: 'Berkas ini tidak dapat dibaca sebagai PDF atau PowerPoint. Silakan unggah berkas PDF, .ppt, atau .pptx.',
  },
  too_large: {
    en: 'This file has too many pages or images to turn into pages at once. Please split it into smaller files.',
    id: 'Berkas ini memiliki terlalu banyak halaman atau gambar untuk dijadikan halaman sekaligus. Silakan bagi menjadi beberapa berkas yang lebih kecil.',
  },
  no_content: {
    en: 'No pages were made: every page of this file is empty.',
    id: 'Tidak ada halaman yang dibuat: semua halaman dalam berkas ini kosong.',
  },
  topic_gone: {
    en: 'The sub-chapter no longer exists. No pages were made.',
    id: 'Subbab ini sudah tidak ada. Tidak ada halaman yang dibuat.',
  },
  server_error: {
    en: 'Pages could not be made from this file because of an error on our servers. Please try again.',
    id: 'Halaman tidak dapat dibuat dari berkas ini karena terjadi kesalahan pada server kami. Silakan coba lagi.',
  },
} satisfies Record<DocumentReadErrorCode | 'no_content' | 'topic_gone' | 'server_error', Bilingual>;

export type PageGenerationFailure = keyof typeof pageGenerationMessages;

/** 409: a generation for this topic is still running. */
export const generationInProgressMessage: Bilingual = {
  en: 'Pages are still being generated from a file for this sub-chapter. Please wait until it finishes.',
  id: 'Halaman masih dibuat dari sebuah berkas untuk subbab ini. Silakan tunggu hingga selesai.',
};

/** 429: this member started PAGE_GENERATION_USER_LIMIT generations in the last hour. */
export function generationRetryMessage(minutes: number): Bilingual {
  return {
    en: `You have generated pages from many files in the last hour. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    id: `Anda telah membuat halaman dari banyak berkas dalam satu jam terakhir. Silakan coba lagi dalam ${minutes} menit.`,
  };
}
