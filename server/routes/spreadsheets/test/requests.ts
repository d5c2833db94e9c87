// Test helpers for the spreadsheet routes: the requests (convert with one or two files, import,
// the downloads), a school with upload_question_bulk and a topic of its own, and workbooks made
// by another program than Pena's writer (exceljs' own Workbook, or the library's LibreOffice
// fixtures).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import type { TestApp } from '../../../test/app.ts';
import { headersFor, makeUnit, makeCourse, makeTopic } from '../../../test/contentFactories.ts';

export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../readers/spreadsheet/fixtures');
export const fixture = (name: string) => readFile(path.join(FIXTURES, name));

type Who = { id: number } | null;

export interface Upload {
  bytes: Buffer;
  name?: string;
}

/** multipart/form-data with `file` and, optionally, `images`. */
export async function spreadsheetForm(file: Upload | null, images?: Upload) {
  const form = new FormData();
  const blob = (u: Upload) => new Blob([new Uint8Array(u.bytes)], { type: 'application/octet-stream' });
  if (file) form.append('file', blob(file), file.name ?? 'soal.xlsx');
  if (images) form.append('images', blob(images), images.name ?? 'gambar.zip');
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}

export function spreadsheetRequests(t: TestApp) {
  const auth = async (who: Who, headers: Record<string, string> = {}) => ({ ...(who ? await headersFor(t.db, who) : {}), ...headers });
  return {
    convert: async (who: Who, topicId: number, file: Upload | null, opts: { images?: Upload; headers?: Record<string, string> } = {}) => {
      const form = await spreadsheetForm(file, opts.images);
      const res = await t.app.inject({
        method: 'POST',
        url: `/content/topics/${topicId}/excel/convert`,
        payload: form.payload,
        headers: { ...form.headers, ...(await auth(who, opts.headers)) },
      });
      return { statusCode: res.statusCode, body: res.json() };
    },
    import: async (who: Who, topicId: number, body: { file_key: string; images_key?: string | null; request_id?: string }, headers: Record<string, string> = {}) => {
      const requestId = body.request_id ?? randomUUID();
      const res = await t.app.inject({
        method: 'POST',
        url: `/content/topics/${topicId}/excel/import`,
        payload: { ...body, request_id: requestId },
        headers: await auth(who, headers),
      });
      return { statusCode: res.statusCode, body: res.json(), requestId };
    },
    download: async (who: Who, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: await auth(who, headers) }),
  };
}

/** A fresh course, unit and topic of the organization, created by `creatorId`. */
export async function freshTopic(t: TestApp, organizationId: number, creatorId: number) {
  const course = await makeCourse(t.db, organizationId, { creatorId });
  return makeTopic(t.db, await makeUnit(t.db, course, { creatorId }), { creatorId });
}

/** An .xlsx written by exceljs' Workbook (not Pena's writer): sheet name → rows. */
export async function workbook(sheets: Record<string, ExcelJS.CellValue[][]>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    for (const row of rows) ws.addRow(row);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** `count` true-or-false rows (and `bad` invalid ones after them). */
export const trueFalseSheet = (count: number, bad = 0) =>
  workbook({
    'True or false': [
      ['No.', 'Question', 'Correct answer'],
      ...Array.from({ length: count }, (_, i) => [i + 1, `Pernyataan ${i + 1} benar?`, i % 2 === 0 ? 'True' : 'False']),
      ...Array.from({ length: bad }, (_, i) => [count + i + 1, `Rusak ${i + 1}`, 'Mungkin']),
    ],
  });
