// The provider's test bank in the demo
// (docs/product/design.md#the-test-bank-is-the-published-content-of-the-provider-organization):
// "Pena Bank Soal" publishes "Bank Soal Matematika SMA" and "Bank Soal Matematika SMP", whose
// questions a licensed school (SMA Nusantara) imports as read-only references. Each course has
// its grades, the country subject Matematika and a named course set (course_sets), so every
// filter of the import screen (§2 course set, subject, grade level) finds something as shipped.
// Written and published by seed.ts through the same writers and publisher as the API, like the
// schools' content (seedContent.ts).
import { FALSE_ANSWER, TRUE_ANSWER } from '../../domain/rules/questionDefaults.ts';
import type { QuestionDocumentInput } from '../../domain/schemas/questions.ts';
import type { SeedCourse } from './seedCatalogue.ts';
import type { SeedTopicContent } from './seedContent.ts';

type AnswerInput = NonNullable<QuestionDocumentInput['answers']>[number];

const p = (inner: string) => `<p>${inner}</p>`;
const keyed = (answers: Omit<AnswerInput, 'key'>[]): AnswerInput[] => answers.map((a, i) => ({ key: `a${i + 1}`, ...a }));
const text = (inner: string, extra: Partial<AnswerInput> = {}) => ({ content: p(inner), answer_type: 'text' as const, ...extra });
const equation = (latex: string, extra: Partial<AnswerInput> = {}) => ({ content: latex, answer_type: 'equation' as const, ...extra });
const note = (id: string, content_html: string) => ({
  sections: [{ id, content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html }],
});

const COURSE = 'Bank Soal Matematika SMA';
const SMP_COURSE = 'Bank Soal Matematika SMP';

/** The provider's course sets (course_sets.name), one per school level. */
export const providerCourseSets = ['Bank Soal SMA', 'Bank Soal SMP'];
/** The grade tags of the provider organization its courses carry. */
export const providerGrades = ['G7', 'G8', 'G9', 'G10', 'G11', 'G12'];

export const providerCourses: SeedCourse[] = [
  {
    name: COURSE,
    description: 'Soal latihan eksponen, persamaan kuadrat dan peluang untuk SMA, siap diimpor ke topik sekolah.',
    creator: null,
    grades: ['G10', 'G11', 'G12'],
    subjects: ['Matematika'],
    courseSet: 'Bank Soal SMA',
    icon: 'matematika',
    published: true,
    createdDaysAgo: 200,
    publishedDaysAgo: 180,
    units: [
      ['Eksponen', ['Sifat Eksponen', 'Pertumbuhan Eksponensial']],
      ['Persamaan Kuadrat', ['Akar Persamaan Kuadrat']],
    ],
  },
  {
    name: SMP_COURSE,
    description: 'Soal latihan bilangan berpangkat dan persamaan linear untuk SMP.',
    creator: null,
    grades: ['G7', 'G8', 'G9'],
    subjects: ['Matematika'],
    courseSet: 'Bank Soal SMP',
    icon: 'matematika',
    published: true,
    createdDaysAgo: 190,
    publishedDaysAgo: 170,
    units: [['Bilangan dan Aljabar', ['Bilangan Berpangkat', 'Persamaan Linear Satu Variabel']]],
  },
];

export const providerContent: SeedTopicContent[] = [
  {
    course: COURSE,
    unit: 'Eksponen',
    topic: 'Sifat Eksponen',
    questions: [
      {
        type: 'multiple_choice',
        content_html: p(String.raw`Hasil dari [%2^3 \times 2^4%] adalah …`),
        answers: keyed([equation('2^7', { correct: true }), equation('2^{12}'), equation('4^7'), equation('4^{12}')]),
        explanation: note('penjelasan', p(String.raw`[%a^m \times a^n = a^{m+n}%], jadi [%2^3 \times 2^4 = 2^7%].`)),
        points: 10,
      },
      {
        type: 'true_or_false',
        content_html: p(String.raw`Untuk setiap [%a \neq 0%] berlaku [%a^0 = 1%].`),
        answers: keyed([{ content: TRUE_ANSWER, correct: true }, { content: FALSE_ANSWER, correct: false }]),
        points: 5,
      },
      {
        type: 'exact_value',
        content_html: p(String.raw`Nilai [%\dfrac{3^5}{3^3}%] adalah …`),
        answers: keyed([text('9', { correct: true })]),
        hint: note('petunjuk', p(String.raw`[%a^m : a^n = a^{m-n}%].`)),
        points: 10,
      },
      {
        type: 'correct_order',
        content_html: p('Urutkan dari yang terkecil sampai yang terbesar.'),
        answers: keyed([equation('2^{-2}'), equation('5^0'), equation('2^3'), equation('3^3')]),
        points: 10,
      },
    ],
  },
  {
    course: COURSE,
    unit: 'Eksponen',
    topic: 'Pertumbuhan Eksponensial',
    passages: [
      {
        ref: 'amuba',
        title: 'Pembelahan Amuba',
        content_html: p(String.raw`Seekor amuba membelah diri menjadi dua setiap 15 menit. Pada pukul 08.00 terdapat 10 amuba. Banyak amuba setelah [%n%] kali pembelahan adalah [%A_n = 10 \cdot 2^{n}%].`),
        sections: [],
      },
    ],
    questions: [
      {
        type: 'multiple_choice',
        passage: 'amuba',
        content_html: p('Berdasarkan bacaan, banyak amuba pada pukul 09.00 adalah …'),
        answers: keyed([text('40'), text('80'), text('160', { correct: true }), text('320')]),
        points: 10,
      },
      {
        type: 'exact_value',
        passage: 'amuba',
        content_html: p(String.raw`Banyak amuba pada pukul 08.30 adalah [%10 \cdot 2^{k}%]. Berapakah nilai [%k%]?`),
        answers: keyed([text('2', { correct: true })]),
        points: 10,
      },
    ],
  },
  {
    course: COURSE,
    unit: 'Persamaan Kuadrat',
    topic: 'Akar Persamaan Kuadrat',
    questions: [
      {
        type: 'multiple_choice',
        content_html: p(String.raw`Akar-akar persamaan [%x^2 - 5x + 6 = 0%] adalah …`),
        answers: keyed([equation('2 \\text{ dan } 3', { correct: true }), equation('-2 \\text{ dan } -3'), equation('1 \\text{ dan } 6'), equation('-1 \\text{ dan } 6')]),
        points: 10,
      },
      {
        type: 'true_or_false',
        content_html: p(String.raw`Persamaan [%x^2 + 4 = 0%] mempunyai akar real.`),
        answers: keyed([{ content: TRUE_ANSWER, correct: false }, { content: FALSE_ANSWER, correct: true }]),
        points: 5,
      },
    ],
  },
  {
    course: SMP_COURSE,
    unit: 'Bilangan dan Aljabar',
    topic: 'Bilangan Berpangkat',
    questions: [
      {
        type: 'multiple_choice',
        content_html: p(String.raw`Nilai dari [%(-3)^3%] adalah …`),
        answers: keyed([text('-27', { correct: true }), text('27'), text('-9'), text('9')]),
        points: 10,
      },
      {
        type: 'exact_value',
        content_html: p(String.raw`Bentuk sederhana [%5^2 \times 5^3%] adalah [%5^{k}%]. Berapakah nilai [%k%]?`),
        answers: keyed([text('5', { correct: true })]),
        points: 10,
      },
    ],
  },
  {
    course: SMP_COURSE,
    unit: 'Bilangan dan Aljabar',
    topic: 'Persamaan Linear Satu Variabel',
    questions: [
      {
        type: 'multiple_choice',
        content_html: p(String.raw`Penyelesaian dari [%2x + 5 = 13%] adalah …`),
        answers: keyed([text('x = 4', { correct: true }), text('x = 9'), text('x = 3'), text('x = 6')]),
        points: 10,
      },
      {
        type: 'true_or_false',
        content_html: p(String.raw`[%x = -2%] adalah penyelesaian dari [%3x + 6 = 0%].`),
        answers: keyed([{ content: TRUE_ANSWER, correct: true }, { content: FALSE_ANSWER, correct: false }]),
        points: 5,
      },
    ],
  },
];
