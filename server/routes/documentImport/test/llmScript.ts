// Test helper: what a fake OpenAI-compatible endpoint (server/test/fakeLlm.ts) answers for a
// document import, so the route and job tests know exactly which questions an extraction
// holds: four questions of the mixed Indonesian paper (id-campuran.docx, whose one image is
// image 0), one with that image and hostile markup, two sharing a passage, and one without
// an answer (a §5 problem the Review marks).
export const SCRIPTED_EXTRACTION = {
  questions: [
    {
      number: 1,
      type: 'multiple_choice',
      document: {
        type: 'multiple_choice',
        content_html: '<p>Perhatikan gambar <img data-image-ref="0" alt="Segitiga siku-siku ABC"> berikut. Panjang AC adalah ....</p><script>alert(1)</script>',
        answers: [
          { key: 'a', content: '<p>5 cm</p>', correct: true },
          { key: 'b', content: '<p onclick="alert(2)">7 cm</p>' },
        ],
      },
      passage_key: null,
      answer_found: true,
    },
    {
      number: 2,
      type: 'true_or_false',
      document: { type: 'true_or_false', content_html: '<p>Air mendidih pada suhu 100 °C.</p>', answers: [{ key: 't', content: 'True', correct: true }, { key: 'f', content: 'False' }] },
      passage_key: 'p1',
      answer_found: true,
    },
    {
      number: 3,
      type: 'multiple_choice',
      document: { type: 'multiple_choice', content_html: '<p>Gagasan utama bacaan di atas adalah ....</p>', answers: [{ key: 'a', content: 'Air', correct: true }, { key: 'b', content: 'Api' }] },
      passage_key: 'p1',
      answer_found: true,
    },
    {
      number: 4,
      type: 'exact_value',
      document: { type: 'exact_value', content_html: '<p>Ibu kota Jawa Barat adalah ....</p>', answers: [] },
      passage_key: null,
      answer_found: false,
    },
  ],
  passages: [{ key: 'p1', title: 'Bacaan', content_html: '<p>Air adalah sumber kehidupan.<img src="x" onerror="alert(3)"></p>' }],
};
