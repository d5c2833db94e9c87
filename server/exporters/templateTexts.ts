// The template's words in each language: the Instructions sheet, the header comments, the
// example rows and the dropdown values (server/readers/spreadsheet/layout.ts has the names).
import type { Language } from '../readers/spreadsheet/layout.ts';

type Texts = Record<Language, string>;

export const INSTRUCTIONS: Record<Language, string[]> = {
  en: [
    'How to fill in this template',
    '',
    'Each question type has its own sheet. Write one question per row, below the header row. Do not rename the sheets or the header cells.',
    'Rows marked "Example" in the No. column are examples: they are never imported. Delete them or leave them.',
    'Empty rows are skipped. Formulas are not calculated: a cell with a formula is read as the value your spreadsheet app saved.',
    'Points: a number from 0 to 9999.9 with at most one decimal place (for example 2 or 2.5). Required when your school uses points.',
    'Math: write it between [% and %], for example [% x^2 + 1 %]. For a displayed equation use [[% and %]]. An option that is only [% … %] becomes an equation answer.',
    'Images: write [image: https://example.com/picture.png] for an image on the internet, or [image: picture.png] for an image in a .zip file you upload together with the spreadsheet. An option that is only an image becomes an image answer.',
    'Several lines in one cell (Alt+Enter, or Ctrl+Option+Enter on a Mac): in a question, explanation or passage each line is a paragraph; in "Items of category", "Choices of group", "Responses of premise" and "Additional responses" each line is one entry.',
    'Passages: write them in the Passages sheet with a short key (for example P1), and write that key in the Passage column of each question that belongs to it.',
    '',
    'Multiple choice: fill Option A, Option B, … and write the letter of the correct option in Correct answer (several letters for several correct options, for example A, C).',
    'True or false: write TRUE or FALSE in Correct answer.',
    'Exact value: each Answer column is an accepted answer. Numbering (none, number, letter or custom) lists them as numbered blanks; with custom numbering every answer needs its Label (at most 4 characters).',
    'Correct order: write the items in their correct order in Item 1, Item 2, …; learners see them shuffled.',
    'Categorise: write each category name in Category 1, Category 2, … and its items, one per line, in the column after it.',
    'Grouped choices: write each group name, its choices one per line, and the letter of its one correct choice (A is the first line).',
    'Matching: write each premise and its matching responses (one per line); Additional responses are extra choices that match no premise.',
    '',
    'Every problem is reported with its sheet, row and column, so you can fix it and upload the file again.',
  ],
  id: [
    'Cara mengisi templat ini',
    '',
    'Setiap jenis soal memiliki sheet sendiri. Tulis satu soal per baris, di bawah baris header. Jangan mengganti nama sheet atau sel header.',
    'Baris bertanda "Contoh" di kolom No. adalah contoh: tidak pernah diimpor. Hapus atau biarkan saja.',
    'Baris kosong dilewati. Rumus tidak dihitung: sel berisi rumus dibaca sebagai nilai yang disimpan aplikasi spreadsheet Anda.',
    'Poin: angka 0 sampai 9999,9 dengan paling banyak satu angka desimal (misalnya 2 atau 2.5). Wajib jika sekolah Anda memakai poin.',
    'Matematika: tulis di antara [% dan %], misalnya [% x^2 + 1 %]. Untuk persamaan tampilan pakai [[% dan %]]. Pilihan yang hanya berisi [% … %] menjadi jawaban persamaan.',
    'Gambar: tulis [gambar: https://contoh.com/gambar.png] untuk gambar di internet, atau [gambar: gambar.png] untuk gambar di berkas .zip yang Anda unggah bersama spreadsheet. Pilihan yang hanya berisi gambar menjadi jawaban gambar.',
    'Beberapa baris dalam satu sel (Alt+Enter): di pertanyaan, pembahasan, atau bacaan setiap baris adalah paragraf; di "Butir kategori", "Pilihan kelompok", "Pasangan premis", dan "Pasangan tambahan" setiap baris adalah satu isian.',
    'Bacaan: tulis di sheet Bacaan dengan kunci singkat (misalnya P1), lalu tulis kunci itu di kolom Bacaan setiap soal yang memakainya.',
    '',
    'Pilihan ganda: isi Pilihan A, Pilihan B, … dan tulis huruf pilihan yang benar di Jawaban benar (beberapa huruf untuk beberapa jawaban benar, misalnya A, C).',
    'Benar salah: tulis BENAR atau SALAH (TRUE atau FALSE) di Jawaban benar.',
    'Isian singkat: setiap kolom Jawaban adalah jawaban yang diterima. Penomoran (tidak ada, angka, huruf, atau kustom) menampilkannya sebagai isian bernomor; dengan penomoran kustom setiap jawaban perlu Label (paling banyak 4 karakter).',
    'Urutan: tulis butir dalam urutan yang benar di Butir 1, Butir 2, …; siswa melihatnya teracak.',
    'Kategori: tulis nama setiap kategori di Kategori 1, Kategori 2, … dan butirnya, satu per baris, di kolom sesudahnya.',
    'Pilihan berkelompok: tulis nama setiap kelompok, pilihannya satu per baris, dan huruf satu pilihan yang benar (A adalah baris pertama).',
    'Menjodohkan: tulis setiap premis dan pasangannya (satu per baris); Pasangan tambahan adalah pilihan lain yang tidak cocok dengan premis mana pun.',
    '',
    'Setiap masalah dilaporkan dengan sheet, baris, dan kolomnya, sehingga Anda dapat memperbaikinya dan mengunggah ulang berkas.',
  ],
};

/** Header comments by list or field name (the part before ':'). */
export const COMMENTS: Record<string, Texts> = {
  no: { en: 'Any number, or "Example" for a row that is not imported.', id: 'Nomor bebas, atau "Contoh" untuk baris yang tidak diimpor.' },
  question: { en: 'The question text. Math between [% %]; images as [image: …].', id: 'Teks pertanyaan. Matematika di antara [% %]; gambar sebagai [gambar: …].' },
  points: { en: '0 to 9999.9, one decimal place at most.', id: '0 sampai 9999,9, paling banyak satu angka desimal.' },
  passage: { en: 'The key of a passage in the Passages sheet, or empty.', id: 'Kunci bacaan di sheet Bacaan, atau kosong.' },
  explanation: { en: 'Shown after answering (optional).', id: 'Ditampilkan setelah menjawab (opsional).' },
  hint: { en: 'Shown as a hint while answering (optional).', id: 'Ditampilkan sebagai petunjuk saat menjawab (opsional).' },
  shuffle: { en: 'yes or no: show the answers in random order.', id: 'ya atau tidak: tampilkan jawaban dalam urutan acak.' },
  correct: { en: 'Multiple choice: letters of the correct options (A or A, C). True or false: TRUE or FALSE.', id: 'Pilihan ganda: huruf pilihan yang benar (A atau A, C). Benar salah: BENAR atau SALAH.' },
  case_sensitive: { en: 'yes or no: "Paris" and "paris" are different answers.', id: 'ya atau tidak: "Paris" dan "paris" jawaban berbeda.' },
  allow_commas: { en: 'yes or no: commas and special characters count in answers.', id: 'ya atau tidak: koma dan karakter khusus ikut dinilai.' },
  numbering: { en: 'none, number, letter or custom.', id: 'tidak ada, angka, huruf, atau kustom.' },
  brackets: { en: '(), [] or {} around the numbers.', id: '(), [] atau {} di sekitar nomor.' },
  start: { en: 'First number, 1 to 99.', id: 'Nomor pertama, 1 sampai 99.' },
  additional: { en: 'Extra responses that match no premise, one per line.', id: 'Pasangan lain yang tidak cocok dengan premis mana pun, satu per baris.' },
  key: { en: 'A short key, e.g. P1, written in the Passage column of its questions.', id: 'Kunci singkat, mis. P1, ditulis di kolom Bacaan soal-soalnya.' },
  title: { en: 'The passage title (optional).', id: 'Judul bacaan (opsional).' },
  text: { en: 'The passage text; each line is a paragraph.', id: 'Teks bacaan; setiap baris adalah paragraf.' },
  option: { en: 'An option. Only [% … %] makes an equation answer, only [image: …] an image answer.', id: 'Sebuah pilihan. Hanya [% … %] menjadi jawaban persamaan, hanya [gambar: …] jawaban gambar.' },
  answer: { en: 'An accepted answer.', id: 'Jawaban yang diterima.' },
  label: { en: 'Label of the answer to its left (custom numbering), at most 4 characters.', id: 'Label jawaban (penomoran kustom), paling banyak 4 karakter.' },
  item: { en: 'Items in their correct order.', id: 'Butir dalam urutan yang benar.' },
  category: { en: 'A category name.', id: 'Nama kategori.' },
  category_items: { en: 'The items of this category, one per line.', id: 'Butir kategori ini, satu per baris.' },
  group: { en: 'A group name.', id: 'Nama kelompok.' },
  group_choices: { en: 'The choices of this group, one per line.', id: 'Pilihan kelompok ini, satu per baris.' },
  group_correct: { en: 'Letter of the one correct choice: A is the first line.', id: 'Huruf satu pilihan yang benar: A adalah baris pertama.' },
  premise: { en: 'A premise.', id: 'Sebuah premis.' },
  responses: { en: 'The responses matching this premise, one per line.', id: 'Pasangan yang cocok dengan premis ini, satu per baris.' },
};

export const YES_NO: Record<Language, [string, string]> = { en: ['yes', 'no'], id: ['ya', 'tidak'] };
export const TRUE_FALSE: Record<Language, [string, string]> = { en: ['TRUE', 'FALSE'], id: ['BENAR', 'SALAH'] };
export const NUMBERING_WORDS: Record<Language, Record<'none' | 'number' | 'letter' | 'custom', string>> = {
  en: { none: 'none', number: 'number', letter: 'letter', custom: 'custom' },
  id: { none: 'tidak ada', number: 'angka', letter: 'huruf', custom: 'kustom' },
};

/** "2 questions and 1 passage" in the language. */
function countedItems(language: Language, questions: number, passages: number): string {
  if (language === 'id') return [questions > 0 ? `${questions} soal` : '', passages > 0 ? `${passages} bacaan` : ''].filter(Boolean).join(' dan ');
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return [questions > 0 ? plural(questions, 'question') : '', passages > 0 ? plural(passages, 'passage') : ''].filter(Boolean).join(' and ');
}

/**
 * Why a topic whose questions and passages all come from the test bank is not exported: a
 * file of it would hold no row (they are left out, see notExportedLine), so the export is
 * refused with this instead, and the menu that starts it says so beforehand.
 */
export function onlyTestBankText(questions: number, passages: number): Record<Language, string> {
  return {
    en: `There is nothing to export: the topic's ${countedItems('en', questions, passages)} ${questions + passages === 1 ? 'comes' : 'come'} from the test bank. They stay in the topic as read-only references and are not written to a spreadsheet.`,
    id: `Tidak ada yang dapat diekspor: ${countedItems('id', questions, passages)} di topik ini berasal dari bank soal. Semuanya tetap di topik sebagai rujukan yang hanya dapat dibaca dan tidak ditulis ke spreadsheet.`,
  };
}

/**
 * The Instructions sheet's line for a topic export that leaves out the test bank's questions
 * and passages (read-only references, spec §6: a file imported back would make editable copies).
 */
export function notExportedLine(language: Language, questions: number, passages: number): string | null {
  if (questions === 0 && passages === 0) return null;
  const what = countedItems(language, questions, passages);
  if (language === 'id') return `${what} dari bank soal tidak ada di berkas ini: semuanya tetap di topik sebagai rujukan yang hanya dapat dibaca.`;
  return `${what} from the test bank ${questions + passages === 1 ? 'is' : 'are'} not in this file: they stay in the topic as read-only references.`;
}
