// The question documents bench/questions.ts saves (a multiple choice with 4 rich-text answers:
// formatting, math, a table, an image by media id; a matching question: 5 premises, 7 responses),
// and the autocannon hooks (bench/lib/cannon.ts) that save them: each request takes a question
// no other connection is saving, sends its next revision with the lock_version its last save
// returned (as an editor tab does), and gives it back when the reply comes.
import type { Context, Request } from 'autocannon';

const section = (id: string, html: string) => ({ id, content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: html });

function multipleChoice(imageId: number, n: number) {
  return {
    type: 'multiple_choice',
    content_html:
      `<p>Perhatikan grafik fungsi <strong>kuadrat</strong> berikut (revisi ${n}).</p><p><img src="/files/k" alt="grafik" data-media-id="${imageId}" /></p>` +
      '<p>Jika [%f(x) = ax^2 + bx + c%] memotong sumbu-<em>x</em> di dua titik, manakah pernyataan yang <u>benar</u>?</p>',
    sections: [section('s1', '<table><tbody><tr><th>x</th><th>f(x)</th></tr><tr><td>-1</td><td>0</td></tr><tr><td>3</td><td>0</td></tr></tbody></table>')],
    explanation: { sections: [section('e1', '<p>Diskriminan [%D = b^2 - 4ac%] harus <strong>positif</strong> agar ada dua akar real.</p><ul><li>[%D > 0%]: dua akar</li><li>[%D = 0%]: satu akar</li></ul>')] },
    hint: { sections: [section('h1', '<p>Ingat rumus <a href="https://id.wikipedia.org/wiki/Diskriminan" target="_blank">diskriminan</a>.</p>')] },
    passage_id: null,
    preceding_question_id: null,
    points: 2.5,
    shuffle_answers: true,
    quiz_title: 'Latihan fungsi kuadrat',
    answers: [
      { key: 'a', content: '<p>Nilai [%b^2 - 4ac%] <strong>lebih dari</strong> nol</p>', correct: true },
      { key: 'b', content: '<p>Nilai [%b^2 - 4ac%] sama dengan nol</p>' },
      { key: 'c', content: '<p>Grafik <em>tidak</em> memotong sumbu-<em>y</em></p>' },
      { key: 'd', content: '<p>Nilai [%a%] pasti <u>negatif</u> dan [%c = 0%]</p>' },
    ],
  };
}

function matching(n: number) {
  const pairs = [
    ['Fotosintesis', 'Mengubah cahaya menjadi energi kimia'],
    ['Respirasi', 'Memecah glukosa untuk menghasilkan energi'],
    ['Transpirasi', 'Penguapan air melalui stomata'],
    ['Osmosis', 'Perpindahan air melewati membran semipermeabel'],
    ['Difusi', 'Perpindahan zat dari konsentrasi tinggi ke rendah'],
  ];
  return {
    type: 'matching_choices',
    content_html: `<p>Jodohkan setiap <strong>proses</strong> dengan penjelasannya (revisi ${n}).</p>`,
    sections: [],
    explanation: { sections: [section('e1', '<p>Lihat bab 3 tentang <em>proses pada tumbuhan</em>.</p>')] },
    hint: { sections: [] },
    passage_id: null,
    preceding_question_id: null,
    points: 5,
    shuffle_answers: true,
    quiz_title: null,
    premises: pairs.map(([premise], i) => ({ key: `p${i}`, content: `<p>${premise}</p>` })),
    responses: [
      ...pairs.map(([, response], i) => ({ key: `r${i}`, content: `<p>${response}</p>`, premise_key: `p${i}` })),
      { key: 'x1', content: '<p>Pembelahan sel secara meiosis</p>', premise_key: null },
      { key: 'x2', content: '<p>Penyerapan mineral oleh akar</p>', premise_key: null },
    ],
  };
}

export const documents = { 'multiple choice': multipleChoice, matching: (_image: number, n: number) => matching(n) } as const;
export type Kind = keyof typeof documents;

export interface SaveArgs {
  kind: Kind;
  imageId: number;
  headers: Record<string, string>;
  questions: { id: number; lockVersion: number }[];
}

export function requests(args: SaveArgs): Request[] {
  const free = args.questions.map((q) => ({ ...q, saves: 0 }));
  const busy = new Map<number, (typeof free)[number]>();
  return [
    {
      setupRequest: (request: Request, context: Context) => {
        const q = free.pop();
        if (!q) throw new Error('more connections than questions');
        busy.set(q.id, q);
        context.question = q.id;
        q.saves++;
        const body = JSON.stringify({ ...documents[args.kind](args.imageId, q.saves), lock_version: q.lockVersion });
        return { ...request, method: 'PUT', path: `/map/questions/${q.id}`, headers: args.headers, body };
      },
      onResponse: (status: number, body: string, context: Context) => {
        const q = busy.get(context.question as number);
        if (!q) return;
        busy.delete(q.id);
        if (status === 200) q.lockVersion = (JSON.parse(body) as { lock_version: number }).lock_version;
        free.push(q);
      },
    },
  ];
}
