// What a teacher reads about a file from another tool, in English and Indonesian: why the whole
// file was refused (a failed 'interchange_import' job's error, the CLI's `errors`), why an item
// of it was not carried (the Review's "Not imported" list), and why a question is not in an
// exported file. The codes are domain/schemas/interchange.ts's.
import type { Bilingual } from '../../domain/messages/index.ts';
import type { ExportLeftOutReason, InterchangeImportFailure, InterchangeSkipReason } from '../../domain/schemas/interchange.ts';
import { formatMaxSize, uploadRules } from '../../domain/uploads.ts';

const MAX = formatMaxSize(uploadRules.interchange_import.maxBytes);
const FORMATS = 'QTI 3.0 or 2.1 (an item or a package), QTI 1.2 from Canvas, Common Cartridge (.imscc), Moodle XML, GIFT or Aiken';
const FORMATS_ID = 'QTI 3.0 atau 2.1 (satu butir atau paket), QTI 1.2 dari Canvas, Common Cartridge (.imscc), Moodle XML, GIFT, atau Aiken';

const failures: Record<InterchangeImportFailure, Bilingual> = {
  unsupported_format: {
    en: `Pena does not recognise this file. Upload questions exported as ${FORMATS}.`,
    id: `Pena tidak mengenali berkas ini. Unggah soal yang diekspor sebagai ${FORMATS_ID}.`,
  },
  damaged_file: {
    en: 'This file is damaged or incomplete and cannot be read (broken XML, a broken zip, or a package missing files it lists). Export it again from the other tool and upload the new file.',
    id: 'Berkas ini rusak atau tidak lengkap sehingga tidak dapat dibaca (XML rusak, zip rusak, atau paket tanpa berkas yang disebutkannya). Ekspor ulang dari aplikasi asalnya, lalu unggah berkas yang baru.',
  },
  unsafe_file: {
    en: 'This file was refused because it points outside itself (to other files on a computer or addresses in a package that leave it). Export it again from the other tool.',
    id: 'Berkas ini ditolak karena merujuk ke luar dirinya (ke berkas lain di komputer atau alamat di luar paket). Ekspor ulang dari aplikasi asalnya.',
  },
  file_too_large: {
    en: `This file is too large to import. Upload at most ${MAX} and 5,000 questions at a time; split a larger bank into several files.`,
    id: `Berkas ini terlalu besar untuk diimpor. Unggah paling besar ${MAX} dan 5.000 soal sekaligus; bagi bank soal yang lebih besar menjadi beberapa berkas.`,
  },
  not_utf8: {
    en: 'This text file is not saved as UTF-8. Open it, save it with the UTF-8 encoding and upload it again.',
    id: 'Berkas teks ini tidak disimpan dengan pengodean UTF-8. Buka berkas itu, simpan dengan pengodean UTF-8, lalu unggah kembali.',
  },
  no_questions: {
    en: 'No question in this file could be imported. The list below says why for each item.',
    id: 'Tidak ada soal dalam berkas ini yang dapat diimpor. Daftar di bawah menjelaskan alasannya untuk setiap butir.',
  },
  server_error: {
    en: 'The file could not be processed because of an error on our servers. Nothing was imported. Please try again.',
    id: 'Berkas tidak dapat diproses karena terjadi kesalahan pada server kami. Tidak ada yang diimpor. Silakan coba lagi.',
  },
};

export const interchangeFailureMessage = (code: InterchangeImportFailure): Bilingual => failures[code];

const skips: Record<InterchangeSkipReason, (detail: string) => Bilingual> = {
  unsupported_type: (d) => ({
    en: `Pena has no question type for this${d ? ` (${d})` : ''}; for example essays, hotspots and file uploads are not carried.`,
    id: `Pena tidak memiliki jenis soal untuk ini${d ? ` (${d})` : ''}; misalnya esai, hotspot, dan unggah berkas tidak dibawa.`,
  }),
  mixed_parts: (d) => ({
    en: `This item mixes several kinds of answers in one question${d ? ` (${d})` : ''}; Pena holds one kind per question.`,
    id: `Butir ini mencampur beberapa jenis jawaban dalam satu soal${d ? ` (${d})` : ''}; Pena memuat satu jenis per soal.`,
  }),
  numeric_tolerance: (d) => ({
    en: `The answer accepts a range or tolerance${d ? ` (${d})` : ''}; Pena's exact value accepts only exact answers.`,
    id: `Jawabannya menerima rentang atau toleransi${d ? ` (${d})` : ''}; isian tepat di Pena hanya menerima jawaban yang persis.`,
  }),
  no_correct_answer: (d) => ({
    en: `The file does not say which answer is correct${d ? ` (${d})` : ''}.`,
    id: `Berkas tidak menyebutkan jawaban mana yang benar${d ? ` (${d})` : ''}.`,
  }),
  too_many_parts: (d) => ({
    en: `The question has more answers or items than a Pena question holds${d ? ` (${d})` : ''}.`,
    id: `Soal ini memiliki lebih banyak jawaban atau butir daripada yang dapat dimuat soal Pena${d ? ` (${d})` : ''}.`,
  }),
  damaged_item: (d) => ({
    en: `This item is damaged or refers to a file the package lacks${d ? ` (${d})` : ''}.`,
    id: `Butir ini rusak atau merujuk ke berkas yang tidak ada dalam paket${d ? ` (${d})` : ''}.`,
  }),
  empty_item: (d) => ({
    en: `This item has nothing to ask${d ? ` (${d})` : ''}.`,
    id: `Butir ini tidak berisi pertanyaan${d ? ` (${d})` : ''}.`,
  }),
  over_limit: (d) => ({
    en: `A topic holds at most ${d || '5,000'} questions; import the rest into another topic.`,
    id: `Satu topik memuat paling banyak ${d || '5.000'} soal; impor sisanya ke topik lain.`,
  }),
};

export const skipMessage = (reason: InterchangeSkipReason, detail: string): Bilingual => skips[reason](detail);

const leftOut: Record<ExportLeftOutReason, Bilingual> = {
  not_single_choice: {
    en: 'Aiken holds only multiple-choice questions with one correct answer.',
    id: 'Aiken hanya memuat soal pilihan ganda dengan satu jawaban benar.',
  },
  type_not_in_format: {
    en: 'This format has no counterpart for this question type.',
    id: 'Format ini tidak memiliki padanan untuk jenis soal ini.',
  },
  stem_like_option: {
    en: 'The question begins like an Aiken option (a capital letter with a full stop or bracket, such as "I. "), so Moodle would read it as one. Reword its start to export it as Aiken.',
    id: 'Soal ini diawali seperti pilihan Aiken (huruf kapital dengan titik atau kurung, misalnya "I. "), sehingga Moodle akan membacanya sebagai pilihan. Ubah awal kalimatnya agar dapat diekspor sebagai Aiken.',
  },
};

export const leftOutMessage = (reason: ExportLeftOutReason): Bilingual => leftOut[reason];
