// The "your course download is ready" email (spec §4 "Download courses progress": sent to
// email): bilingual by the language the job was started in, plain text and simple HTML, with
// no user content beyond the organization's name and the file's name.
import { escapeHtml, type MailMessage } from '../mail/index.ts';
import type { Language } from '../i18n.ts';

export interface DownloadEmailInput {
  to: string;
  language: Language;
  organizationName: string;
  fileName: string;
  courseCount: number;
  /** The absolute signed link (PUBLIC_URL + /downloads/{token}). */
  url: string;
  expiresAt: Date;
}

const when = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const texts = {
  en: (i: DownloadEmailInput) => ({
    subject: `Your course download is ready: ${i.organizationName}`,
    lines: [
      'Hello,',
      `The list of ${i.courseCount} courses of ${i.organizationName} you asked for is ready: ${i.fileName}.`,
      'Download it here:',
    ],
    after: [`The link works until ${when(i.expiresAt)}. Anyone with the link can download the file, so do not forward this email.`, '', 'Pena'],
    button: 'Download the file',
  }),
  id: (i: DownloadEmailInput) => ({
    subject: `Unduhan kursus Anda sudah siap: ${i.organizationName}`,
    lines: ['Halo,', `Daftar ${i.courseCount} kursus ${i.organizationName} yang Anda minta sudah siap: ${i.fileName}.`, 'Unduh di sini:'],
    after: [`Tautan berlaku sampai ${when(i.expiresAt)}. Siapa pun yang memiliki tautan ini dapat mengunduh berkasnya, jadi jangan teruskan email ini.`, '', 'Pena'],
    button: 'Unduh berkas',
  }),
};

export function downloadReadyEmail(input: DownloadEmailInput): MailMessage {
  const t = texts[input.language](input);
  const text = [...t.lines, input.url, '', ...t.after].join('\n');
  const paragraph = (line: string) => (line ? `<p>${escapeHtml(line)}</p>` : '');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    ...t.lines.map(paragraph),
    `<p><a href="${escapeHtml(input.url)}">${escapeHtml(t.button)}</a></p>`,
    `<p style="word-break: break-all; color: #555">${escapeHtml(input.url)}</p>`,
    ...t.after.map(paragraph),
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject: t.subject, text, html };
}
