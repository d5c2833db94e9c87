// What the demo seed writes inside a few topics, so a teacher trying the demo finds the page
// and question editors filled: text pages (headings, lists, tables, math as `[% %]` inline
// and `[[% %]]` display), a video page, a reading passage with sections and questions of the
// seven types. Written as the editors send them (domain request shapes, HTML as TipTap writes
// it); seed.ts checks and stores them through the same schemas, sanitizer and writers as the
// API. Part keys only need to be unique within their list: the writer replaces them with ids.
import { FALSE_ANSWER, TRUE_ANSWER } from '../../domain/rules/questionDefaults.ts';
import type { PageDocumentInput, PassageDocumentInput, SectionInput } from '../../domain/schemas/content.ts';
import type { QuestionDocumentInput } from '../../domain/schemas/questions.ts';

export type SeedPassage = PassageDocumentInput & {
  /** How the topic's questions name it (`passage`). */
  ref: string;
};

export type SeedQuestion = Omit<QuestionDocumentInput, 'passage_id' | 'points'> & {
  /** The `ref` of one of the topic's passages. */
  passage?: string;
  /** Stored where the organization uses points. */
  points: number;
};

export interface SeedTopicContent {
  course: string;
  unit: string;
  topic: string;
  /** In this order, each last in the topic when written. */
  pages?: PageDocumentInput[];
  passages?: SeedPassage[];
  questions?: SeedQuestion[];
}

/**
 * A public YouTube video known to play embedded (also used by the web tests); a school
 * replaces it with its own lesson video. Stored as `youtube:aqz-KE-bpKQ`.
 */
export const DEMO_VIDEO_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

type AnswerInput = NonNullable<QuestionDocumentInput['answers']>[number];

/** HTML written on several source lines for reading, stored without the line breaks. */
const html = (...parts: string[]) => parts.join('');
const p = (inner: string) => `<p>${inner}</p>`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${p(i)}</li>`).join('')}</ul>`;
const ol = (...items: string[]) => `<ol>${items.map((i) => `<li>${p(i)}</li>`).join('')}</ol>`;
/** A table with a header row, as the rich-text editor writes it. */
const table = (head: string[], ...rows: string[][]) => {
  const cells = [head.map((c) => `<th>${p(c)}</th>`), ...rows.map((row) => row.map((c) => `<td>${p(c)}</td>`))];
  return `<table><tbody>${cells.map((row) => `<tr>${row.join('')}</tr>`).join('')}</tbody></table>`;
};

/** A rich-text section as the editors write one (explanation, hint, passage parts). */
const section = (id: string, content_html: string, type: SectionInput['section_content_type'] = null): SectionInput => ({
  id,
  content: '',
  mime_type: 'text/html',
  section_content_type: type,
  media_url: null,
  content_html,
});
const note = (id: string, content_html: string) => ({ sections: [section(id, content_html)] });

/** Answers keyed `a1`, `a2`, … in order. */
const keyed = (answers: Omit<AnswerInput, 'key'>[]): AnswerInput[] => answers.map((a, i) => ({ key: `a${i + 1}`, ...a }));
/** A rich-text answer. */
const text = (inner: string, extra: Partial<AnswerInput> = {}) => ({ content: p(inner), answer_type: 'text' as const, ...extra });
/** An equation answer: LaTeX as the equation editor stores it, without delimiters. */
const equation = (latex: string, extra: Partial<AnswerInput> = {}) => ({ content: latex, answer_type: 'equation' as const, ...extra });
const trueOrFalse = (correct: boolean) => keyed([{ content: TRUE_ANSWER, correct }, { content: FALSE_ANSWER, correct: !correct }]);

const bentukAkar: SeedTopicContent = {
  course: 'Matematika Wajib Kelas X',
  unit: 'Bab 1 Eksponen dan Logaritma',
  topic: 'Bentuk Akar',
  pages: [
    {
      type: 'text',
      title: 'Pengertian Bentuk Akar',
      content: html(
        '<h2>Pengertian bentuk akar</h2>',
        p(String.raw`Bentuk akar adalah akar suatu bilangan yang hasilnya <strong>bukan bilangan rasional</strong>. Contohnya [%\sqrt{2}%], [%\sqrt{7}%] dan [%\sqrt[3]{5}%]. Sebaliknya, [%\sqrt{16} = 4%] dan [%\sqrt[3]{27} = 3%] bukan bentuk akar karena hasilnya bilangan rasional.`),
        p(String.raw`Bentuk akar berhubungan erat dengan eksponen pecahan. Untuk [%a \geq 0%] dan bilangan asli [%n \geq 2%] berlaku`),
        p(String.raw`[[%\sqrt[n]{a^m} = a^{\frac{m}{n}}%]]`),
        '<h3>Sifat yang sering dipakai</h3>',
        ul(
          String.raw`[%\sqrt{a \times b} = \sqrt{a} \times \sqrt{b}%] untuk [%a, b \geq 0%]`,
          String.raw`[%\sqrt{\dfrac{a}{b}} = \dfrac{\sqrt{a}}{\sqrt{b}}%] untuk [%a \geq 0%] dan [%b \gt 0%]`,
          String.raw`[%p\sqrt{a} + q\sqrt{a} = (p + q)\sqrt{a}%]: hanya akar sejenis yang dapat dijumlahkan`,
        ),
        '<h3>Menyederhanakan bentuk akar</h3>',
        ol(
          'Uraikan bilangan di bawah tanda akar menjadi perkalian dua faktor, salah satunya bilangan kuadrat sempurna (4, 9, 16, 25, …).',
          String.raw`Pisahkan akarnya dengan sifat [%\sqrt{a \times b} = \sqrt{a} \times \sqrt{b}%].`,
          'Hitung akar bilangan kuadrat sempurna itu dan tuliskan di depan tanda akar.',
        ),
        table(
          ['Bentuk akar', 'Diuraikan', 'Bentuk sederhana'],
          [String.raw`[%\sqrt{12}%]`, String.raw`[%\sqrt{4 \times 3}%]`, String.raw`[%2\sqrt{3}%]`],
          [String.raw`[%\sqrt{50}%]`, String.raw`[%\sqrt{25 \times 2}%]`, String.raw`[%5\sqrt{2}%]`],
          [String.raw`[%\sqrt{48}%]`, String.raw`[%\sqrt{16 \times 3}%]`, String.raw`[%4\sqrt{3}%]`],
          [String.raw`[%\sqrt{200}%]`, String.raw`[%\sqrt{100 \times 2}%]`, String.raw`[%10\sqrt{2}%]`],
        ),
        p(String.raw`<em>Tips:</em> pilih faktor kuadrat sempurna yang <strong>terbesar</strong> agar cukup satu langkah, misalnya [%\sqrt{72} = \sqrt{36 \times 2} = 6\sqrt{2}%].`),
      ),
    },
    {
      type: 'text',
      title: 'Operasi Bentuk Akar dan Merasionalkan Penyebut',
      content: html(
        '<h2>Operasi pada bentuk akar</h2>',
        ul(
          String.raw`<strong>Penjumlahan dan pengurangan</strong> (akar sejenis): [%5\sqrt{3} + 2\sqrt{3} - \sqrt{3} = 6\sqrt{3}%]`,
          String.raw`<strong>Perkalian</strong>: [%2\sqrt{3} \times 4\sqrt{5} = 8\sqrt{15}%]`,
          String.raw`<strong>Pembagian</strong>: [%\dfrac{\sqrt{48}}{\sqrt{3}} = \sqrt{16} = 4%]`,
        ),
        '<h2>Merasionalkan penyebut</h2>',
        p('Pecahan yang penyebutnya berbentuk akar biasanya ditulis ulang agar penyebutnya bilangan rasional. Caranya, kalikan pembilang dan penyebut dengan <strong>sekawan</strong> dari penyebutnya.'),
        table(
          ['Bentuk pecahan', 'Dikalikan dengan', 'Hasil'],
          [String.raw`[%\dfrac{a}{\sqrt{b}}%]`, String.raw`[%\dfrac{\sqrt{b}}{\sqrt{b}}%]`, String.raw`[%\dfrac{a\sqrt{b}}{b}%]`],
          [String.raw`[%\dfrac{c}{a + \sqrt{b}}%]`, String.raw`[%\dfrac{a - \sqrt{b}}{a - \sqrt{b}}%]`, String.raw`[%\dfrac{c\,(a - \sqrt{b})}{a^2 - b}%]`],
          [String.raw`[%\dfrac{c}{\sqrt{a} - \sqrt{b}}%]`, String.raw`[%\dfrac{\sqrt{a} + \sqrt{b}}{\sqrt{a} + \sqrt{b}}%]`, String.raw`[%\dfrac{c\,(\sqrt{a} + \sqrt{b})}{a - b}%]`],
        ),
        '<h3>Contoh</h3>',
        p(String.raw`Rasionalkan penyebut [%\dfrac{6}{3 - \sqrt{3}}%].`),
        p(String.raw`[[%\frac{6}{3 - \sqrt{3}} \times \frac{3 + \sqrt{3}}{3 + \sqrt{3}} = \frac{6\,(3 + \sqrt{3})}{9 - 3} = 3 + \sqrt{3}%]]`),
      ),
    },
    {
      type: 'video',
      title: 'Video: Menyederhanakan Bentuk Akar',
      video_url: DEMO_VIDEO_URL,
      video_description: 'Tonton video ini, lalu catat tiga langkah menyederhanakan bentuk akar sebelum mengerjakan latihan soal.',
      duration: 634,
    },
  ],
  questions: [
    {
      type: 'multiple_choice',
      content_html: p(String.raw`Bentuk sederhana dari [%\sqrt{75}%] adalah …`),
      answers: keyed([equation(String.raw`3\sqrt{5}`), equation(String.raw`5\sqrt{3}`, { correct: true }), equation(String.raw`15\sqrt{5}`), equation(String.raw`25\sqrt{3}`)]),
      shuffle_answers: true,
      explanation: note('penjelasan', p(String.raw`[%\sqrt{75} = \sqrt{25 \times 3} = \sqrt{25} \times \sqrt{3} = 5\sqrt{3}%]. Faktor kuadrat sempurna terbesar dari 75 adalah 25.`)),
      points: 10,
    },
    {
      type: 'exact_value',
      content_html: p(String.raw`Jika [%\dfrac{6}{\sqrt{3}} = a\sqrt{3}%], nilai [%a%] adalah …`),
      answers: keyed([text('2', { correct: true })]),
      hint: note('petunjuk', p(String.raw`Kalikan pembilang dan penyebut dengan [%\sqrt{3}%].`)),
      points: 10,
    },
    {
      type: 'matching_choices',
      content_html: p('Pasangkan setiap bentuk akar dengan bentuk sederhananya.'),
      premises: [
        { key: 'p1', content: p(String.raw`[%\sqrt{12}%]`) },
        { key: 'p2', content: p(String.raw`[%\sqrt{45}%]`) },
        { key: 'p3', content: p(String.raw`[%\sqrt{98}%]`) },
        { key: 'p4', content: p(String.raw`[%\sqrt{20}%]`) },
      ],
      responses: [
        { key: 'r1', content: p(String.raw`[%2\sqrt{3}%]`), premise_key: 'p1' },
        { key: 'r2', content: p(String.raw`[%3\sqrt{5}%]`), premise_key: 'p2' },
        { key: 'r3', content: p(String.raw`[%7\sqrt{2}%]`), premise_key: 'p3' },
        { key: 'r4', content: p(String.raw`[%2\sqrt{5}%]`), premise_key: 'p4' },
        { key: 'r5', content: p(String.raw`[%3\sqrt{2}%]`), premise_key: null },
      ],
      points: 10,
    },
  ],
};

const sifatEksponen: SeedTopicContent = {
  course: 'Matematika Wajib Kelas X',
  unit: 'Bab 1 Eksponen dan Logaritma',
  topic: 'Sifat-sifat Eksponen',
  pages: [
    {
      type: 'text',
      title: 'Sifat-sifat Eksponen',
      content: html(
        '<h2>Bilangan berpangkat</h2>',
        p(String.raw`Untuk bilangan real [%a%] dan bilangan asli [%n%], [%a^n%] berarti [%a%] dikalikan dengan dirinya sendiri sebanyak [%n%] kali:`),
        p(String.raw`[[%a^n = \underbrace{a \times a \times \cdots \times a}_{n \text{ faktor}}%]]`),
        p(String.raw`[%a%] disebut <strong>bilangan pokok</strong> (basis) dan [%n%] disebut <strong>pangkat</strong> (eksponen).`),
        '<h2>Sifat-sifat eksponen</h2>',
        p(String.raw`Untuk [%a, b \neq 0%] dan bilangan bulat [%m, n%] berlaku:`),
        table(
          ['Sifat', 'Bentuk umum', 'Contoh'],
          ['Perkalian', String.raw`[%a^m \times a^n = a^{m+n}%]`, String.raw`[%2^3 \times 2^4 = 2^7%]`],
          ['Pembagian', String.raw`[%a^m : a^n = a^{m-n}%]`, String.raw`[%5^6 : 5^2 = 5^4%]`],
          ['Pangkat dari pangkat', String.raw`[%(a^m)^n = a^{m \times n}%]`, String.raw`[%(3^2)^3 = 3^6%]`],
          ['Pangkat dari perkalian', String.raw`[%(ab)^n = a^n b^n%]`, String.raw`[%(2x)^3 = 8x^3%]`],
          ['Pangkat nol', String.raw`[%a^0 = 1%]`, String.raw`[%2025^0 = 1%]`],
          ['Pangkat negatif', String.raw`[%a^{-n} = \dfrac{1}{a^n}%]`, String.raw`[%2^{-3} = \dfrac{1}{8}%]`],
        ),
        '<h3>Contoh soal</h3>',
        p(String.raw`Sederhanakan [%\dfrac{2^3 \times 2^5}{2^4}%].`),
        p(String.raw`[[%\frac{2^3 \times 2^5}{2^4} = \frac{2^{8}}{2^4} = 2^{4} = 16%]]`),
        '<h3>Kesalahan yang sering terjadi</h3>',
        ul(
          String.raw`[%2^3 \times 3^2%] <strong>tidak</strong> sama dengan [%6^5%]: sifat perkalian hanya berlaku untuk bilangan pokok yang sama.`,
          String.raw`[%a^{-n}%] bukan bilangan negatif: [%2^{-3} = \frac{1}{8}%], bukan [%-8%].`,
          String.raw`[%(a + b)^2 \neq a^2 + b^2%]; yang benar [%(a + b)^2 = a^2 + 2ab + b^2%].`,
        ),
      ),
    },
  ],
  passages: [
    {
      ref: 'bakteri',
      title: 'Pertumbuhan Bakteri',
      content_html: html(
        '<h2>Pertumbuhan Bakteri di Laboratorium</h2>',
        p('Di laboratorium biologi SMA Nusantara, Rani mengamati pertumbuhan bakteri <em>Escherichia coli</em> dalam sebuah cawan petri. Pada awal pengamatan, pukul 07.00, terdapat 500 bakteri. Setiap 20 menit, setiap bakteri membelah diri menjadi dua.'),
        p(String.raw`Banyak bakteri setelah [%n%] kali pembelahan dinyatakan dengan rumus`),
        p(String.raw`[[%N_n = N_0 \cdot 2^{n}%]]`),
        p(String.raw`dengan [%N_0%] banyak bakteri mula-mula.`),
      ),
      sections: [
        section(
          'data-pengamatan',
          html(
            '<h3>Catatan pengamatan Rani</h3>',
            table(
              ['Pukul', 'Pembelahan ke-', 'Banyak bakteri'],
              ['07.00', '0', '500'],
              ['07.20', '1', '1.000'],
              ['07.40', '2', '2.000'],
              ['08.00', '3', '4.000'],
              ['08.20', '4', '…'],
            ),
          ),
          'Passage',
        ),
        section('catatan', p('Rani menghentikan pengamatan pukul 09.00 karena nutrisi di dalam cawan mulai habis.'), 'Passage'),
      ],
    },
  ],
  questions: [
    {
      type: 'true_or_false',
      content_html: p(String.raw`Untuk setiap bilangan [%a \neq 0%] berlaku [%(a^m)^n = a^{m+n}%].`),
      answers: trueOrFalse(false),
      explanation: note('penjelasan', p(String.raw`Yang benar [%(a^m)^n = a^{m \times n}%]. Contoh: [%(2^2)^3 = 2^6 = 64%], sedangkan [%2^{2+3} = 2^5 = 32%].`)),
      points: 5,
    },
    {
      type: 'categorise',
      content_html: p('Kelompokkan setiap bentuk berikut menurut nilainya.'),
      categories: [
        { key: 'k1', name: 'Senilai dengan 64' },
        { key: 'k2', name: 'Senilai dengan 1' },
        { key: 'k3', name: 'Senilai dengan 1/4' },
      ],
      answers: keyed([
        equation(String.raw`2^2 \times 2^4`, { category_key: 'k1' }),
        equation(String.raw`(2^3)^2`, { category_key: 'k1' }),
        equation(String.raw`2^8 : 2^2`, { category_key: 'k1' }),
        equation(String.raw`5^0`, { category_key: 'k2' }),
        equation(String.raw`3^2 \times 3^{-2}`, { category_key: 'k2' }),
        equation(String.raw`4^{-1}`, { category_key: 'k3' }),
        equation(String.raw`2^3 : 2^5`, { category_key: 'k3' }),
      ]),
      shuffle_answers: true,
      points: 15,
    },
    {
      type: 'correct_order',
      content_html: p('Urutkan bilangan berikut dari yang terkecil sampai yang terbesar.'),
      answers: keyed([equation(String.raw`2^{-3}`), equation(String.raw`4^0`), equation(String.raw`3^2 \times 3^{-1}`), equation(String.raw`2^5 : 2^2`), equation(String.raw`(2^2)^3`)]),
      points: 10,
    },
    {
      type: 'grouped_choices',
      content_html: p('Pilih hasil yang benar untuk setiap bentuk berikut.'),
      groups: [
        { key: 'g1', name: '3⁴ × 3⁻²' },
        { key: 'g2', name: '(5²)⁰' },
        { key: 'g3', name: '4⁵ : 4³' },
      ],
      answers: keyed([
        equation('9', { group_key: 'g1', correct: true }),
        equation('81', { group_key: 'g1' }),
        equation('3^{-8}', { group_key: 'g1' }),
        equation('0', { group_key: 'g2' }),
        equation('1', { group_key: 'g2', correct: true }),
        equation('25', { group_key: 'g2' }),
        equation('4^{8}', { group_key: 'g3' }),
        equation('16', { group_key: 'g3', correct: true }),
        equation('64', { group_key: 'g3' }),
      ]),
      points: 15,
    },
    {
      type: 'matching_choices',
      content_html: p('Pasangkan setiap sifat eksponen dengan bentuk umumnya.'),
      premises: [
        { key: 'p1', content: p('Perkalian bilangan berpangkat') },
        { key: 'p2', content: p('Pembagian bilangan berpangkat') },
        { key: 'p3', content: p('Pangkat dari pangkat') },
        { key: 'p4', content: p('Pangkat negatif') },
      ],
      responses: [
        { key: 'r1', content: p(String.raw`[%a^m \times a^n = a^{m+n}%]`), premise_key: 'p1' },
        { key: 'r2', content: p(String.raw`[%a^m : a^n = a^{m-n}%]`), premise_key: 'p2' },
        { key: 'r3', content: p(String.raw`[%(a^m)^n = a^{m \times n}%]`), premise_key: 'p3' },
        { key: 'r4', content: p(String.raw`[%a^{-n} = \dfrac{1}{a^n}%]`), premise_key: 'p4' },
        { key: 'r5', content: p(String.raw`[%a^m + a^n = a^{m+n}%]`), premise_key: null },
      ],
      points: 10,
    },
    {
      type: 'multiple_choice',
      passage: 'bakteri',
      content_html: p('Berdasarkan bacaan, banyak bakteri dalam cawan pada pukul 09.00 adalah …'),
      answers: keyed([text('6.000'), text('16.000'), text('32.000', { correct: true }), text('64.000')]),
      explanation: note(
        'penjelasan',
        p(String.raw`Dari pukul 07.00 sampai 09.00 ada 120 menit, jadi terjadi [%120 : 20 = 6%] kali pembelahan. Banyak bakteri [%N_6 = 500 \cdot 2^6 = 500 \cdot 64 = 32.000%].`),
      ),
      points: 10,
    },
    {
      type: 'exact_value',
      passage: 'bakteri',
      content_html: p(String.raw`Banyak bakteri pada pukul 08.40 dapat ditulis sebagai [%500 \cdot 2^{k}%]. Berapakah nilai [%k%]?`),
      answers: keyed([text('5', { correct: true })]),
      points: 10,
    },
  ],
};

const ciriTeksCeritaSejarah: SeedTopicContent = {
  course: 'Bahasa Indonesia Kelas XII',
  unit: 'Bab 2 Teks Cerita Sejarah',
  topic: 'Ciri Teks Cerita Sejarah',
  pages: [
    {
      type: 'text',
      title: 'Ciri dan Struktur Teks Cerita Sejarah',
      content: html(
        '<h2>Apa itu teks cerita sejarah?</h2>',
        p('Teks cerita sejarah menceritakan peristiwa pada masa lampau secara <strong>kronologis</strong> dan berdasarkan fakta. Dalam novel sejarah, fakta itu dikembangkan dengan imajinasi pengarang.'),
        '<h3>Ciri-ciri</h3>',
        ul(
          'Berisi peristiwa nyata yang terjadi pada masa lampau.',
          'Disusun menurut urutan waktu (kronologis).',
          'Memakai konjungsi temporal, misalnya <em>sejak</em>, <em>kemudian</em>, <em>setelah itu</em> dan <em>akhirnya</em>.',
          'Banyak memakai kata kerja material (tindakan) serta keterangan waktu dan tempat.',
          'Menyebutkan nama tokoh, tempat dan waktu dengan jelas.',
        ),
        '<h3>Struktur teks cerita sejarah</h3>',
        table(
          ['Bagian', 'Isi'],
          ['Orientasi', 'Pengenalan latar: tokoh, waktu dan tempat peristiwa.'],
          ['Rangkaian peristiwa', 'Peristiwa-peristiwa yang terjadi secara berurutan.'],
          ['Komplikasi', 'Puncak masalah atau konflik.'],
          ['Resolusi', 'Penyelesaian masalah.'],
          ['Koda', 'Amanat atau pesan moral (boleh tidak ada).'],
        ),
        '<blockquote>',
        p('“<em>Setelah</em> mendengar berita kekalahan Jepang, para pemuda <em>mendesak</em> Soekarno dan Hatta agar segera memproklamasikan kemerdekaan.”'),
        '</blockquote>',
      ),
    },
  ],
  questions: [
    {
      type: 'multiple_choice',
      content_html: html(
        p('Perhatikan kutipan berikut.'),
        '<blockquote>',
        p('Sejak pagi para pemuda sudah berkumpul di Jalan Pegangsaan Timur 56. Kemudian, Soekarno membacakan teks Proklamasi didampingi Mohammad Hatta.'),
        '</blockquote>',
        p('Konjungsi temporal dalam kutipan tersebut adalah …'),
      ),
      answers: keyed([
        text('<em>sejak</em> dan <em>kemudian</em>', { correct: true }),
        text('<em>para</em> dan <em>sudah</em>'),
        text('<em>di</em> dan <em>teks</em>'),
        text('<em>pagi</em> dan <em>didampingi</em>'),
      ]),
      shuffle_answers: true,
      points: 10,
    },
    {
      type: 'correct_order',
      content_html: p('Urutkan bagian-bagian struktur teks cerita sejarah.'),
      answers: keyed([text('Orientasi'), text('Rangkaian peristiwa'), text('Komplikasi'), text('Resolusi'), text('Koda')]),
      points: 10,
    },
    {
      type: 'true_or_false',
      content_html: p('Teks cerita sejarah disusun secara kronologis, yaitu menurut urutan waktu terjadinya peristiwa.'),
      answers: trueOrFalse(true),
      points: 5,
    },
  ],
};

/** SMA Nusantara's demo content, in the order it is written. */
export const nusantaraContent: SeedTopicContent[] = [bentukAkar, sifatEksponen, ciriTeksCeritaSejarah];
