// What the demo seed puts in the schools: country subjects every organization of a country
// can use (organization_id null), and a realistic course catalogue (Kurikulum Merdeka names
// of units and topics) for SMA Nusantara and SMP Harapan Bangsa.

export const countrySubjectsSeed = [
  ...['Matematika', 'Bahasa Indonesia', 'Bahasa Inggris', 'IPA', 'IPS', 'Pendidikan Pancasila'].map((name) => ({ countryCode: 'ID', name })),
  ...['Mathematics', 'English', 'Filipino', 'Science', 'Araling Panlipunan'].map((name) => ({ countryCode: 'PH', name })),
];

/** Demo users by the part of their email before the @. */
export type SeedAuthor = 'admin' | 'publisher' | 'editor' | 'limited';

export interface SeedCourse {
  name: string;
  description: string;
  creator: SeedAuthor | null;
  /** Grade names (G1…G12) and other tag names of the school. */
  grades: string[];
  tags?: string[];
  /** The school's subjects, or the country's when not found there. */
  subjects: string[];
  /** The course set (course_sets.name) it belongs to. */
  courseSet?: string;
  /** File name of a system icon (web/public/icons). */
  icon: string;
  published?: boolean;
  /** Days ago the course was created (and published, when it is). */
  createdDaysAgo: number;
  publishedDaysAgo?: number;
  /** Shared with these users only (besides its author and the admins). */
  sharedWith?: SeedAuthor[];
  assessment?: { kind: 'assessment' | 'tryout'; school: boolean; timeLimit: number };
  units: [name: string, topics: string[]][];
}

export const nusantaraCourses: SeedCourse[] = [
  {
    name: 'Matematika Wajib Kelas X',
    description: 'Eksponen, barisan, vektor, trigonometri dan statistika untuk Fase E.',
    creator: 'editor',
    grades: ['G10'],
    tags: ['Kurikulum Merdeka'],
    subjects: ['Matematika'],
    icon: 'matematika',
    published: true,
    createdDaysAgo: 140,
    publishedDaysAgo: 120,
    units: [
      ['Bab 1 Eksponen dan Logaritma', ['Bentuk Akar', 'Sifat-sifat Eksponen', 'Persamaan Eksponen', 'Logaritma dan Sifatnya']],
      ['Bab 2 Barisan dan Deret', ['Barisan Aritmetika', 'Deret Aritmetika', 'Barisan Geometri', 'Deret Geometri Tak Hingga']],
      ['Bab 3 Vektor', ['Pengertian Vektor', 'Operasi Vektor', 'Vektor di Bidang Koordinat']],
      ['Bab 4 Trigonometri', ['Perbandingan Trigonometri', 'Sudut Istimewa', 'Identitas Trigonometri']],
      ['Bab 5 Statistika', ['Penyajian Data', 'Ukuran Pemusatan Data', 'Ukuran Penyebaran Data']],
    ],
  },
  {
    name: 'Fisika Kelas XI',
    description: 'Dinamika rotasi, elastisitas, fluida statis, serta suhu dan kalor.',
    creator: 'publisher',
    grades: ['G11'],
    tags: ['Persiapan UTBK'],
    subjects: ['Fisika'],
    icon: 'fisika',
    published: true,
    createdDaysAgo: 110,
    publishedDaysAgo: 90,
    units: [
      ['Bab 1 Kesetimbangan dan Dinamika Rotasi', ['Momen Gaya', 'Momen Inersia', 'Kesetimbangan Benda Tegar']],
      ['Bab 2 Elastisitas dan Hukum Hooke', ['Tegangan dan Regangan', 'Modulus Elastisitas', 'Susunan Pegas']],
      ['Bab 3 Fluida Statis', ['Tekanan Hidrostatis', 'Hukum Pascal', 'Hukum Archimedes', 'Tegangan Permukaan']],
      ['Bab 4 Suhu dan Kalor', ['Pemuaian', 'Kalor dan Perubahan Wujud', 'Perpindahan Kalor']],
    ],
  },
  {
    name: 'Biologi Kelas XI',
    description: 'Sel, jaringan tumbuhan dan sistem gerak manusia.',
    creator: 'limited',
    grades: ['G11'],
    subjects: ['Biologi'],
    icon: 'biologi',
    createdDaysAgo: 60,
    units: [
      ['Bab 1 Sel', ['Struktur dan Fungsi Sel', 'Transpor Membran', 'Pembelahan Sel']],
      ['Bab 2 Jaringan Tumbuhan', ['Jaringan Meristem', 'Jaringan Dewasa', 'Organ Tumbuhan']],
      ['Bab 3 Sistem Gerak', ['Rangka Manusia', 'Otot dan Sendi']],
    ],
  },
  {
    name: 'Bahasa Indonesia Kelas XII',
    description: 'Surat lamaran, teks cerita sejarah, teks editorial dan novel.',
    creator: 'editor',
    grades: ['G12'],
    tags: ['Kurikulum Merdeka'],
    subjects: ['Bahasa Indonesia'],
    icon: 'bahasa',
    published: true,
    createdDaysAgo: 95,
    publishedDaysAgo: 80,
    units: [
      ['Bab 1 Surat Lamaran Pekerjaan', ['Struktur Surat Lamaran', 'Kaidah Kebahasaan Surat Lamaran']],
      ['Bab 2 Teks Cerita Sejarah', ['Ciri Teks Cerita Sejarah', 'Struktur dan Kaidah Teks Cerita Sejarah']],
      ['Bab 3 Teks Editorial', ['Fakta dan Opini dalam Editorial', 'Menulis Teks Editorial']],
      ['Bab 4 Novel', ['Unsur Intrinsik Novel', 'Nilai-nilai dalam Novel', 'Menulis Resensi Novel']],
    ],
  },
  {
    name: 'Bahasa Inggris Kelas X',
    description: 'Self introduction, descriptive texts and announcements (draf, dibagikan ke Editor Kurikulum).',
    creator: 'admin',
    grades: ['G10'],
    subjects: ['Bahasa Inggris'],
    icon: 'bahasa',
    createdDaysAgo: 30,
    sharedWith: ['editor'],
    units: [
      ['Unit 1 Self Introduction', ['Greetings and Introductions', 'Talking about Hobbies']],
      ['Unit 2 Descriptive Text', ['Describing People', 'Describing Places', 'Simple Present Tense']],
      ['Unit 3 Announcements', ['Reading Announcements', 'Writing an Announcement']],
    ],
  },
  {
    name: 'Sejarah Indonesia Kelas XI',
    description: 'Dari kedatangan bangsa Eropa sampai Proklamasi Kemerdekaan.',
    creator: 'limited',
    grades: ['G11'],
    tags: ['Remedial'],
    subjects: ['Sejarah'],
    icon: 'sejarah',
    createdDaysAgo: 45,
    sharedWith: ['publisher'],
    units: [
      ['Bab 1 Masa Penjajahan Bangsa Eropa', ['Kedatangan Bangsa Eropa', 'VOC dan Monopoli Perdagangan', 'Perlawanan terhadap Kolonialisme']],
      ['Bab 2 Pergerakan Nasional', ['Budi Utomo dan Sarekat Islam', 'Sumpah Pemuda']],
      ['Bab 3 Proklamasi Kemerdekaan', ['Peristiwa Rengasdengklok', 'Perumusan Teks Proklamasi']],
    ],
  },
  {
    name: 'Asesmen Sumatif Matematika',
    description: 'Asesmen akhir semester ganjil Matematika Kelas X.',
    creator: 'editor',
    grades: ['G10'],
    subjects: ['Matematika'],
    icon: 'asesmen',
    createdDaysAgo: 14,
    assessment: { kind: 'assessment', school: true, timeLimit: 90 },
    units: [
      ['Bagian A Pilihan Ganda', ['Soal Eksponen dan Logaritma', 'Soal Barisan dan Deret']],
      ['Bagian B Uraian', ['Soal Uraian Trigonometri', 'Soal Uraian Statistika']],
    ],
  },
  {
    name: 'Tryout UTBK Saintek 2025',
    description: 'Tryout daring persiapan UTBK untuk kelas XII.',
    creator: 'publisher',
    grades: ['G12'],
    tags: ['Persiapan UTBK'],
    subjects: ['Matematika', 'Fisika'],
    icon: 'asesmen',
    published: true,
    createdDaysAgo: 21,
    publishedDaysAgo: 7,
    assessment: { kind: 'tryout', school: false, timeLimit: 120 },
    units: [
      ['Subtes Penalaran Umum', ['Penalaran Induktif', 'Penalaran Deduktif', 'Penalaran Kuantitatif']],
      ['Subtes Pengetahuan Kuantitatif', ['Aljabar dan Fungsi', 'Geometri dan Peluang']],
    ],
  },
];

export const harapanCourses: SeedCourse[] = [
  {
    name: 'IPA Terpadu Kelas VII',
    description: 'Objek IPA, zat dan perubahannya, suhu dan kalor.',
    creator: 'admin',
    grades: ['G7'],
    subjects: ['IPA'],
    icon: 'kimia',
    published: true,
    createdDaysAgo: 100,
    publishedDaysAgo: 85,
    units: [
      ['Bab 1 Hakikat Ilmu Sains', ['Besaran dan Satuan', 'Pengukuran']],
      ['Bab 2 Zat dan Perubahannya', ['Wujud Zat', 'Perubahan Fisika dan Kimia', 'Campuran dan Zat Tunggal']],
    ],
  },
  {
    name: 'Matematika Kelas VIII',
    description: 'Pola bilangan, sistem persamaan linear dan teorema Pythagoras.',
    creator: 'admin',
    grades: ['G8'],
    subjects: ['Matematika'],
    icon: 'matematika',
    createdDaysAgo: 50,
    units: [
      ['Bab 1 Pola Bilangan', ['Pola Bilangan Ganjil dan Genap', 'Barisan Bilangan']],
      ['Bab 2 Sistem Persamaan Linear Dua Variabel', ['Metode Substitusi', 'Metode Eliminasi']],
      ['Bab 3 Teorema Pythagoras', ['Tripel Pythagoras', 'Penerapan Teorema Pythagoras']],
    ],
  },
  {
    name: 'Bahasa Indonesia Kelas IX',
    description: 'Laporan percobaan, pidato persuasif dan cerita pendek.',
    creator: null,
    grades: ['G9'],
    subjects: ['Bahasa Indonesia'],
    icon: 'bahasa',
    createdDaysAgo: 200,
    units: [
      ['Bab 1 Teks Laporan Percobaan', ['Struktur Laporan Percobaan', 'Menyusun Laporan Percobaan']],
      ['Bab 2 Pidato Persuasif', ['Ciri Pidato Persuasif', 'Berlatih Berpidato']],
    ],
  },
];
