// Benchmark: a spreadsheet of the most questions a topic holds (TOPIC_MAX_QUESTIONS) converted
// and imported into a new topic of the large course, and the download of the 2,000-course
// organization, over HTTP against a separate `pena serve` process (API and worker in one, as
// `npm start`), the load from this one. The spreadsheet is written here with exceljs's streaming
// writer, as a teacher's file would be made by another program: English headers, a Multiple
// choice sheet (with math in some stems) and a True or false sheet.
// Printed, on PostgreSQL and PGlite: the file's size; convert time (POST …/excel/convert, the
// whole upload and reply); import time (POST …/excel/import to the job's completion); the
// download's time (POST download_courses to completed) and the file's size; the server's peak
// resident memory (VmHWM) after each; each time as a multiple of a bare Fastify JSON route
// timed in the same run; and the server's event-loop delay (p50/p99/max, stalls over 50 ms:
// bench/lib/loopDelay.ts) during each of the convert, the import and the download.
// Aims: the spreadsheet converted and imported in under 10 s and under 400 MB RSS (PostgreSQL);
// p99 event-loop delay ≤ 50 ms.
// Run: npm run bench -- import   (BENCH_DATABASE_URL as in bench/lib/engines.ts; BENCH_CPU_PROF
// as in bench/lib/loopDelay.ts)
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { TOPIC_MAX_QUESTIONS } from '../domain/constants.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import type { CourseTree } from '../domain/schemas/courses.ts';
import type { DownloadCoursesJob } from '../domain/schemas/downloads.ts';
import type { SpreadsheetConversion, SpreadsheetImportResult } from '../domain/schemas/importing.ts';
import type { JobStatusReply } from '../domain/schemas/publishing.ts';
import { withScratchPostgres } from './lib/engines.ts';
import { describeLoop, loopWatch } from './lib/loopDelay.ts';
import { bareMs, rssMb, serveLarge, stopServer, waitForJobOver } from './lib/server.ts';
import { LARGE_COURSES } from './seedLarge.ts';

const QUESTIONS = TOPIC_MAX_QUESTIONS;
const TRUE_FALSE_EVERY = 5;

/** The spreadsheet: every fifth row true-or-false, the others multiple-choice. */
async function writeSpreadsheet(file: string): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
  const mc = book.addWorksheet('Multiple choice');
  mc.addRow(['No.', 'Question', 'Option A', 'Option B', 'Option C', 'Option D', 'Correct answer', 'Points', 'Explanation']).commit();
  const tf = book.addWorksheet('True or false');
  tf.addRow(['No.', 'Question', 'Correct answer', 'Points']).commit();
  for (let i = 1; i <= QUESTIONS; i++) {
    if (i % TRUE_FALSE_EVERY === 0) {
      tf.addRow([i, `Statement ${i}: ${i} is an even number.`, i % 2 === 0 ? 'True' : 'False', 1]).commit();
    } else {
      const stem = i % 3 === 0 ? `Hitunglah [%\\frac{${i}}{2}%] ditambah 1 (soal ${i}).` : `Soal ${i}: manakah ibu kota provinsi berikut yang benar?`;
      mc.addRow([i, stem, `Pilihan ${i}-1`, `Pilihan ${i}-2`, `Pilihan ${i}-3`, `Pilihan ${i}-4`, 'ABCD'[i % 4], 2.5, `Pembahasan soal ${i}.`]).commit();
    }
  }
  mc.commit();
  tf.commit();
  await book.commit();
}

async function importRun(name: string, database: Database, env: NodeJS.ProcessEnv, bare: number, file: string) {
  const loopDelay = await loopWatch();
  const { child, url, headers, large } = await serveLarge(name, database, { ...env, ...loopDelay.env }, loopDelay.nodeArgs);
  try {
    console.log(`${name}: server peak RSS ${rssMb(child.pid!).toFixed(0)} MB after start and login (the idle process)`);
    const tree = (await (await fetch(`${url}/content/courses/${large.largeCourseId}/show_tree`, { headers })).json()) as CourseTree;
    const unitId = tree.bundles[0]?.id;
    if (!unitId) throw new Error('the large course has no unit');
    // A topic of its own: the large course's topics already hold questions, and the spreadsheet
    // fills a topic to the limit.
    const created = await fetch(`${url}/content/topics`, { method: 'POST', headers, body: JSON.stringify({ bundle_id: unitId, name: 'Bench import' }) });
    if (created.status !== 201) throw new Error(`topic: ${created.status} ${await created.text()}`);
    const topicId = ((await created.json()) as { id: number }).id;

    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(file)]), 'soal.xlsx');
    await loopDelay.reset();
    const started = performance.now();
    const convert = await fetch(`${url}/content/topics/${topicId}/excel/convert`, { method: 'POST', headers: { authorization: headers.authorization! }, body: form });
    if (convert.status !== 200) throw new Error(`convert: ${convert.status} ${await convert.text()}`);
    const conversion = (await convert.json()) as SpreadsheetConversion;
    const convertMs = performance.now() - started;
    const convertLoop = await loopDelay.read();
    if (conversion.valid_rows !== QUESTIONS) throw new Error(`converted ${conversion.valid_rows} valid rows of ${conversion.total_rows}, not ${QUESTIONS}: ${JSON.stringify(conversion.errors.slice(0, 3))}`);
    const convertPeak = rssMb(child.pid!);
    console.log(`${name}: converted ${conversion.valid_rows} rows in ${(convertMs / 1000).toFixed(2)} s = ${(convertMs / bare).toFixed(0)} × bare, server peak RSS ${convertPeak.toFixed(0)} MB`);
    console.log(`${name}: event loop during the convert: ${describeLoop(convertLoop)}`);

    await loopDelay.reset();
    const importStarted = performance.now();
    const post = await fetch(`${url}/content/topics/${topicId}/excel/import`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ file_key: conversion.file_key, images_key: null, request_id: randomUUID() }),
    });
    if (post.status !== 200 && post.status !== 202) throw new Error(`import: ${post.status} ${await post.text()}`);
    const { job, polls } = await waitForJobOver(url, headers, (await post.json()) as JobStatusReply);
    const importMs = performance.now() - importStarted;
    const importLoop = await loopDelay.read();
    if (job.status !== 'completed') throw new Error(`import job ${job.status}: ${job.error}`);
    const result = job.result as unknown as SpreadsheetImportResult;
    if (result.imported_count !== QUESTIONS) throw new Error(`imported ${result.imported_count}, not ${QUESTIONS}`);
    const importPeak = rssMb(child.pid!);
    const total = convertMs + importMs;
    console.log(`${name}: imported ${result.imported_count} questions in ${(importMs / 1000).toFixed(2)} s (${polls} polls), server peak RSS ${importPeak.toFixed(0)} MB`);
    console.log(`${name}: event loop during the import job: ${describeLoop(importLoop)}`);
    console.log(`${name}: spreadsheet converted and imported in ${(total / 1000).toFixed(2)} s = ${(total / bare).toFixed(0)} × bare`);

    await loopDelay.reset();
    const downloadStarted = performance.now();
    const start = await fetch(`${url}/content/organizations/${large.organizationId}/download_courses`, { method: 'POST', headers: { authorization: headers.authorization! } });
    if (start.status !== 202) throw new Error(`download_courses: ${start.status} ${await start.text()}`);
    let download = (await start.json()) as DownloadCoursesJob;
    let downloadPolls = 0;
    while (download.status === 'pending' || download.status === 'processing') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const list = (await (await fetch(`${url}/users/download_courses_jobs?job_ids[]=${download.uuid}`, { headers })).json()) as DownloadCoursesJob[];
      download = list.find((j) => j.uuid === download.uuid) ?? download;
      downloadPolls++;
    }
    const downloadMs = performance.now() - downloadStarted;
    const downloadLoop = await loopDelay.read();
    if (download.status !== 'completed' || !download.download_url) throw new Error(`download job ${download.status}: ${download.error}`);
    if (download.course_count !== LARGE_COURSES) throw new Error(`the download holds ${download.course_count} courses, not ${LARGE_COURSES}`);
    const downloadPeak = rssMb(child.pid!);
    const fileRes = await fetch(new URL(download.download_url, url));
    const bytes = (await fileRes.arrayBuffer()).byteLength;
    console.log(
      `${name}: downloaded ${download.course_count} courses (${(bytes / 1024).toFixed(0)} KB .xlsx${download.emailed_to ? ', also emailed' : ''}) in ${(downloadMs / 1000).toFixed(2)} s (${downloadPolls} polls) = ${(downloadMs / bare).toFixed(0)} × bare, server peak RSS ${downloadPeak.toFixed(0)} MB`,
    );
    console.log(`${name}: event loop during the download job: ${describeLoop(downloadLoop)}`);
    return { total, importPeak: Math.max(convertPeak, importPeak) };
  } finally {
    await stopServer(child);
  }
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-import-'));
try {
  const file = path.join(scratch, 'soal.xlsx');
  await writeSpreadsheet(file);
  console.log(`the spreadsheet: ${QUESTIONS} questions, ${(fs.statSync(file).size / 1024).toFixed(0)} KB`);
  const bare = await bareMs();
  console.log(`bare Fastify JSON route: ${bare.toFixed(3)} ms per request (sequential)`);

  await withScratchPostgres('import', async (dbUrl) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-import-pg-'));
    try {
      const r = await importRun('PostgreSQL', await openDatabase({ kind: 'postgres', url: dbUrl }), { DATABASE_URL: dbUrl, DATA_DIR: dataDir }, bare, file);
      console.log(`PostgreSQL aim: converted and imported under 10 s (${r.total < 10_000 ? 'met' : 'MISSED'}) and under 400 MB (${r.importPeak < 400 ? 'met' : 'MISSED'})`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const dataDir = path.join(scratch, 'pglite');
  fs.mkdirSync(dataDir);
  await importRun('PGlite', await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }), { DATA_DIR: dataDir }, bare, file);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
