// The §8 document-import errors as the teacher reads them, by the code the start's reply or the
// failed job carries: unsupported type, too large, server error, upload error with its retry
// minutes, heavy load with its retry time, quota exhausted with the recharge date; in English
// and Indonesian; and which failures need a new request_id.
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../lib/http.ts';
import { UploadError } from '../../lib/upload.ts';
import { failureIsFinal, jobFailureOf, startFailure } from './failure.ts';
import { RECHARGE_AT, job } from './test/fixtures.ts';

const en = i18n.getFixedT('en');
const id = i18n.getFixedT('id');
const context = { language: 'en', quotaRechargesAt: RECHARGE_AT };
const reply = (status: number, body: Record<string, unknown>) => new ApiError(status, body as never);

describe('document import failures (§8)', () => {
  it('unsupported type and too large name the accepted types and the 2 MB limit', () => {
    expect(startFailure(en, reply(422, { error: 'unsupported_type', message: '' }), context)).toEqual({
      code: 'unsupported_type',
      title: 'This file type is not supported',
      reason: null,
      hint: 'Save the paper as PDF, Word (.doc), or Word (.docx) and upload it again.',
    });
    // The server's own words say what to do: no second hint of ours.
    expect(startFailure(en, reply(422, { error: 'unsupported_type', message: 'Only PDF, DOC or DOCX.' }), context)).toMatchObject({ reason: 'Only PDF, DOC or DOCX.', hint: null });
    const large = startFailure(en, reply(422, { error: 'file_too_large', message: '' }), context);
    expect([large.title, large.reason]).toEqual(['This file is larger than 2 MB', null]);
    expect(startFailure(en, new UploadError(400, 'EntityTooLarge', 'too big'), context).code).toBe('file_too_large');
  });

  it('upload error says in how many minutes to try again; heavy load says after what time', () => {
    const retry = startFailure(en, reply(429, { error: 'upload_retry', message: 'Upload error.', retry_after_minutes: 5 }), context);
    expect([retry.code, retry.title, retry.hint]).toEqual(['upload_retry', 'The upload could not be processed right now', 'Please try again in 5 minutes.']);
    expect(startFailure(id, reply(429, { error: 'upload_retry', message: '', retry_after_minutes: 1 }), context).hint).toBe('Silakan coba lagi dalam 1 menit.');
    // The server's words already end with the minutes: said once.
    const worded = startFailure(en, reply(429, { error: 'upload_retry', message: 'You have uploaded many documents in the last hour. Please try again in 50 minutes.', retry_after_minutes: 50 }), context);
    expect([worded.reason, worded.hint]).toEqual(['You have uploaded many documents in the last hour. Please try again in 50 minutes.', null]);
    const busy = startFailure(en, reply(503, { error: 'heavy_load', message: 'Heavy load.', retry_at: Date.UTC(2026, 0, 5, 9, 30) }), { ...context, language: 'en' });
    expect(busy.title).toBe('The document reader is busy right now');
    expect(busy.hint).toMatch(/^Please try again after Jan 5, 2026, \d{1,2}:30/);
  });

  it('an empty file says it is empty (not "not supported"), in en and id', () => {
    const empty = startFailure(en, reply(422, { error: 'empty_file', message: '', fields: { file: 'x' } }), context);
    expect([empty.code, empty.title, empty.hint]).toEqual(['empty_file', 'This document is empty', 'It has no text or pictures to read. Open it, check that the questions are in it, save it, and upload it again.']);
    expect(startFailure(id, reply(422, { error: 'empty_file', message: '' }), { language: 'id', quotaRechargesAt: null }).title).toBe('Dokumen ini kosong');
  });

  it('the member’s share used up names the share and when it comes back', () => {
    const share = startFailure(en, reply(422, { error: 'member_quota_exhausted', message: '', recharges_at: RECHARGE_AT }), { ...context, memberShare: 7 });
    expect([share.code, share.title, share.hint]).toEqual([
      'member_quota_exhausted',
      "You have used your share of the school's document imports",
      'Your share of 7 documents this semester comes back on Mar 1, 2026. Until then you can add questions by hand or from a spreadsheet.',
    ]);
    expect(startFailure(id, reply(422, { error: 'member_quota_exhausted', message: '' }), { language: 'id', quotaRechargesAt: null, memberShare: 7, memberRechargesAt: RECHARGE_AT }).hint).toMatch(
      /^Jatah Anda sebanyak 7 dokumen semester ini diisi ulang pada 1 Mar/,
    );
  });

  it('quota exhausted says when it recharges', () => {
    const quota = startFailure(en, reply(422, { error: 'quota_exhausted', message: 'Quota exhausted.' }), context);
    expect([quota.title, quota.hint]).toEqual([
      'Your school has no document imports left',
      'The quota recharges on Mar 1, 2026. Until then you can add questions by hand or from a spreadsheet.',
    ]);
    expect(startFailure(id, reply(422, { error: 'quota_exhausted', message: '' }), { language: 'id', quotaRechargesAt: RECHARGE_AT }).hint).toBe(
      'Kuota diisi ulang pada 1 Mar 2026. Sampai saat itu Anda dapat menambahkan soal secara manual atau dari spreadsheet.',
    );
  });

  it('a server error, a network failure and a storage refusal each say what to do', () => {
    expect(startFailure(en, reply(500, { error: 'server_error', message: 'Internal' }), context).title).toBe('Something went wrong on our server');
    expect(startFailure(en, new TypeError('fetch failed'), context).hint).toBe('Please try again. If it keeps happening, try again later.');
    expect(startFailure(en, new UploadError(0, null, 'network'), context)).toMatchObject({ title: 'The file could not be uploaded', hint: 'Check your connection and try again.' });
  });

  it('a failed job shows its own words, and its §8 text when its result names the code', () => {
    const plain = jobFailureOf(en, job({ status: 'failed', error: 'No questions were found in this document.' }), context);
    expect(plain).toEqual({ code: null, title: 'The document could not be read', reason: 'No questions were found in this document.', hint: 'Go back to Upload to try again, or choose another file.' });
    const coded = jobFailureOf(en, job({ status: 'failed', error: 'This PDF is protected with a password', result: { error: 'password_protected' } }), context);
    expect([coded.title, coded.reason, coded.hint]).toEqual(['This PDF is protected with a password', null, 'Save a copy without the password and upload that.']);
    const worded = jobFailureOf(en, job({ status: 'failed', error: 'The PDF is locked. Remove its password first.', result: { error: 'password_protected' } }), context);
    expect([worded.reason, worded.hint]).toEqual(['The PDF is locked. Remove its password first.', null]);
    // The job's text opens with the title: said once, the rest kept.
    const scanned = jobFailureOf(en, job({ status: 'failed', error: 'No text was found in this document. A scanned PDF cannot be read: upload the original Word file or a PDF with text.', result: { error: 'no_text' } }), context);
    expect([scanned.title, scanned.reason, scanned.hint]).toEqual(['No text was found in this document', 'A scanned PDF cannot be read: upload the original Word file or a PDF with text.', null]);
    const scannedId = jobFailureOf(id, job({ status: 'failed', error: 'Tidak ada teks yang ditemukan dalam dokumen ini. PDF hasil pindaian tidak dapat dibaca.', result: { error: 'no_text' } }), context);
    expect([scannedId.title, scannedId.reason]).toEqual(['Tidak ada teks yang ditemukan dalam dokumen ini', 'PDF hasil pindaian tidak dapat dibaca.']);
    const onlyTitle = jobFailureOf(en, job({ status: 'failed', error: 'No text was found in this document.', result: { error: 'no_text' } }), context);
    expect([onlyTitle.reason, onlyTitle.hint]).toEqual([null, 'A scanned paper is a picture of text. Upload the Word file, or a PDF whose text you can select.']);
  });

  it('a known refusal needs a new request_id; a network error or an unexplained 5xx retries with the same one', () => {
    expect(failureIsFinal(reply(422, { error: 'quota_exhausted' }))).toBe(true);
    expect(failureIsFinal(reply(503, { error: 'heavy_load' }))).toBe(true);
    expect(failureIsFinal(reply(502, {}))).toBe(false);
    expect(failureIsFinal(new TypeError('fetch failed'))).toBe(false);
  });
});
