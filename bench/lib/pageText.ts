// A text page of a given number of words for the benchmarks that store pages (bench/history.ts):
// headings, paragraphs with bold, italics and now and then a formula, a list or a table, the
// words drawn from some 400 of a school's Indonesian and English by a seeded generator, so the
// page is the same on every run. Drawn rather than repeated: a page that repeats a few phrases
// compresses far better than a teacher's text would, and the history benchmark measures
// exactly what PostgreSQL's compression makes of a page.

const WORDS = (
  'siswa guru belajar kelas sekolah pelajaran materi bab subbab contoh soal jawaban latihan tugas nilai ujian ulangan ' +
  'energi gerak benda kecepatan percepatan waktu jarak gaya massa berat hukum newton usaha daya tekanan suhu kalor ' +
  'listrik arus tegangan hambatan rangkaian magnet cahaya bunyi gelombang frekuensi amplitudo periode getaran ' +
  'sel jaringan organ sistem tubuh manusia hewan tumbuhan fotosintesis respirasi ekosistem rantai makanan populasi ' +
  'komunitas habitat adaptasi evolusi genetika kromosom protein enzim darah jantung paru ginjal otak saraf ' +
  'unsur senyawa campuran atom molekul ion reaksi kimia larutan asam basa garam logam oksigen karbon hidrogen nitrogen ' +
  'bilangan pecahan desimal persen perbandingan aljabar persamaan fungsi grafik garis sudut segitiga lingkaran luas ' +
  'keliling volume kubus balok tabung kerucut bola statistika data rata median modus peluang himpunan barisan deret ' +
  'sejarah kerajaan penjajahan kemerdekaan proklamasi pahlawan perjuangan masyarakat budaya tradisi bahasa sastra ' +
  'puisi cerpen novel paragraf kalimat kata makna ide pokok kesimpulan pendapat argumen teks laporan pidato ' +
  'peta wilayah pulau laut gunung sungai iklim cuaca hujan musim penduduk kota desa ekonomi pasar harga uang ' +
  'pertanian perikanan industri perdagangan jasa koperasi pajak negara pemerintah rakyat hak kewajiban hukum ' +
  'yang dan di ke dari untuk dengan pada adalah ini itu akan dapat tidak juga atau karena jika maka sehingga ' +
  'agar oleh dalam sebagai antara setelah sebelum ketika sedangkan namun tetapi bahwa seperti setiap semua beberapa ' +
  'banyak sedikit besar kecil tinggi rendah panjang pendek cepat lambat baru lama penting utama sama berbeda ' +
  'menjelaskan menentukan menghitung mengukur membandingkan menganalisis menyimpulkan mengamati mencatat membaca ' +
  'menulis berdiskusi mempresentasikan menyusun merancang membuat menggunakan memperhatikan mengerjakan memahami ' +
  'the student measures distance and time to find speed while forces change motion over each second ' +
  'energy is conserved when work is done on a system heat flows from a warmer body to a cooler one ' +
  'cells divide grow and specialise into tissues which form organs that work together in systems ' +
  'a fraction names part of a whole and a ratio compares two quantities of the same kind ' +
  'read the text carefully underline the main idea and write a short summary in your own words ' +
  'pertama kedua ketiga terakhir berikut tersebut misalnya yaitu yakni adapun selain itu oleh karena itu ' +
  'perhatikan gambar tabel berikut ini kemudian jawablah pertanyaan dengan singkat dan jelas'
).split(/\s+/);

/** mulberry32: a small seeded generator, the same sequence on every run. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A page of `words` words as the editor stores it (HTML), the same for the same seed. */
export function prosePage(words: number, seed = 1): string {
  const random = generator(seed);
  const pick = () => WORDS[Math.floor(random() * WORDS.length)]!;
  const sentence = () => {
    const n = 6 + Math.floor(random() * 14);
    const parts = Array.from({ length: n }, pick);
    const mark = random();
    if (mark < 0.15) parts[1] = `<strong>${parts[1]}</strong>`;
    else if (mark < 0.25) parts[2] = `<em>${parts[2]}</em>`;
    const first = parts[0]!;
    return { text: `${first.charAt(0).toUpperCase()}${first.slice(1)} ${parts.slice(1).join(' ')}.`, n };
  };
  const html: string[] = [];
  let written = 0;
  let paragraph = 0;
  while (written < words) {
    paragraph++;
    if (paragraph % 8 === 1) html.push(`<h2>${sentence().text.slice(0, -1)}</h2>`);
    const sentences: string[] = [];
    for (let s = 0, count = 2 + Math.floor(random() * 4); s < count && written < words; s++) {
      const next = sentence();
      sentences.push(next.text);
      written += next.n;
    }
    const formula = random() < 0.1 ? ` [%v = \\frac{s}{t} = ${Math.floor(random() * 90) + 10}%]` : '';
    html.push(`<p>${sentences.join(' ')}${formula}</p>`);
    if (random() < 0.06) html.push(`<ul>${Array.from({ length: 3 }, () => `<li><p>${pick()} ${pick()} ${pick()}</p></li>`).join('')}</ul>`);
    if (random() < 0.03) {
      const row = () => `<tr><td><p>${Math.floor(random() * 100)}</p></td><td><p>${pick()}</p></td></tr>`;
      html.push(`<table><tbody><tr><th><p>t (s)</p></th><th><p>${pick()}</p></th></tr>${row()}${row()}${row()}</tbody></table>`);
    }
  }
  return html.join('');
}

/** What is different in each revision of a page: a closing line the benchmarks replace. */
export const REVISION_MARK = 'Revisi ke-0.';

/** The page with its revision line: `prosePage` plus a paragraph naming the revision. */
export function revisedPage(body: string, revision: number): string {
  return `${body}<p>${REVISION_MARK.replace('0', String(revision))}</p>`;
}
