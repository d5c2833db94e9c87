// The §8 document-import errors as the teacher reads them, in English and Indonesian: the
// replies of POST /content/topics/{id}/document_import (422 fields.file, 422 quota_exhausted or
// member_quota_exhausted, 429 upload_retry, 503 heavy_load), of its finish (the quota codes
// again) and a failed 'document_import' job's error
// (jobs/tasks/DocumentImportTask.ts). The codes are domain/schemas/documents.ts
// DOCUMENT_IMPORT_FAILURES. Dates and times are written in Asia/Jakarta (WIB), as the quota's
// semesters are (documentImport/quota.ts).
import type { Bilingual } from '../../domain/messages/index.ts';
import type { DocumentImportFailure } from '../../domain/schemas/documents.ts';
import { DOCUMENT_IMPORT_MAX_BYTES } from '../../domain/constants.ts';
import { formatMaxSize } from '../../domain/uploads.ts';

const MAX = formatMaxSize(DOCUMENT_IMPORT_MAX_BYTES);

const fixed: Record<Exclude<DocumentImportFailure, 'upload_retry' | 'heavy_load' | 'quota_exhausted' | 'member_quota_exhausted'>, Bilingual> = {
  empty_file: {
    en: 'This document is empty. It has no text or pictures to read. Open it, check that the questions are there, save it and upload it again.',
    id: 'Dokumen ini kosong. Tidak ada teks atau gambar yang dapat dibaca. Buka dokumen itu, pastikan soal-soalnya ada, simpan, lalu unggah kembali.',
  },
  unsupported_type: {
    en: 'This file type is not supported. Upload a PDF, DOC or DOCX file.',
    id: 'Jenis berkas ini tidak didukung. Unggah berkas PDF, DOC, atau DOCX.',
  },
  file_too_large: {
    en: `The file is too large. Upload a document of at most ${MAX}.`,
    id: `Berkas terlalu besar. Unggah dokumen berukuran paling besar ${MAX}.`,
  },
  server_error: {
    en: 'The document could not be processed because of an error on our servers. Nothing was charged to your quota. Please try again.',
    id: 'Dokumen tidak dapat diproses karena terjadi kesalahan pada server kami. Kuota Anda tidak berkurang. Silakan coba lagi.',
  },
  password_protected: {
    en: 'This document is protected by a password. Remove the password, save it again and upload it.',
    id: 'Dokumen ini dilindungi kata sandi. Hapus kata sandinya, simpan ulang, lalu unggah kembali.',
  },
  corrupt_file: {
    en: 'This document is damaged and cannot be read. Open it, save it again and upload it.',
    id: 'Dokumen ini rusak dan tidak dapat dibaca. Buka dokumen itu, simpan ulang, lalu unggah kembali.',
  },
  no_text: {
    en: 'No text was found in this document. A scanned PDF cannot be read: upload the original Word file or a PDF with text.',
    id: 'Tidak ada teks yang ditemukan dalam dokumen ini. PDF hasil pindaian tidak dapat dibaca: unggah berkas Word aslinya atau PDF yang berisi teks.',
  },
  no_questions: {
    en: 'No questions were found in this document. Check that the questions are numbered, then upload it again.',
    id: 'Tidak ada soal yang ditemukan dalam dokumen ini. Pastikan soal-soalnya bernomor, lalu unggah kembali.',
  },
};

export function documentFailureMessage(code: keyof typeof fixed): Bilingual {
  return fixed[code];
}

const JAKARTA = 'Asia/Jakarta';

/** "30 June 2026" / "30 Juni 2026", in Jakarta. */
export function jakartaDate(at: Date, language: 'en' | 'id'): string {
  return new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', { timeZone: JAKARTA, day: 'numeric', month: 'long', year: 'numeric' }).format(at);
}

/** "14:05 WIB", in Jakarta. */
export function jakartaTime(at: Date): string {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: JAKARTA, hour: '2-digit', minute: '2-digit', hour12: false }).format(at);
  return `${time} WIB`;
}

/**
 * §8 "Document import": the upload error with the minutes to wait; this member started too many
 * imports in the last hour.
 */
export function uploadRetryMessage(minutes: number): Bilingual {
  return {
    en: `You have uploaded many documents in the last hour. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    id: `Anda telah mengunggah banyak dokumen dalam satu jam terakhir. Silakan coba lagi dalam ${minutes} menit.`,
  };
}

/** §8 "Document import": heavy load, with the time to retry at. */
export function heavyLoadMessage(retryAt: Date): Bilingual {
  const time = jakartaTime(retryAt);
  return {
    en: `Our servers are under heavy load right now. Nothing was charged to your quota. Please try again after ${time}.`,
    id: `Server kami sedang sangat sibuk. Kuota Anda tidak berkurang. Silakan coba lagi setelah pukul ${time}.`,
  };
}

/** §8 "Document import": quota exhausted, with when it is recharged (null: never). */
export function quotaExhaustedMessage(rechargesAt: Date | null): Bilingual {
  if (!rechargesAt) {
    return {
      en: 'Your school has used all of its document imports. Please contact us to add more.',
      id: 'Sekolah Anda telah menggunakan seluruh kuota impor dokumen. Silakan hubungi kami untuk menambahnya.',
    };
  }
  return {
    en: `Your school has used all of its document imports for this semester. The quota is recharged on ${jakartaDate(rechargesAt, 'en')}.`,
    id: `Sekolah Anda telah menggunakan seluruh kuota impor dokumen semester ini. Kuota akan diisi ulang pada ${jakartaDate(rechargesAt, 'id')}.`,
  };
}

/** A member's own share of the school's documents is used up this semester, with when it comes back. */
export function memberQuotaExhaustedMessage(share: number, rechargesAt: Date): Bilingual {
  return {
    en: `You have used your share of your school's document imports for this semester (${share} ${share === 1 ? 'document' : 'documents'} per member). Your share is recharged on ${jakartaDate(rechargesAt, 'en')}.`,
    id: `Anda telah menggunakan jatah impor dokumen Anda dari kuota sekolah untuk semester ini (${share} dokumen per anggota). Jatah Anda akan diisi ulang pada ${jakartaDate(rechargesAt, 'id')}.`,
  };
}
