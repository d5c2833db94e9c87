// An image answer: the picture goes to storage with the presigned form (the storage's XML
// reply names its key), the media record gives it an id, and the answer keeps both.
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { openEditor, row, saveAndWait } from '../test/drive.ts';
import { TOPIC_ID, questionReply, questionServer } from '../test/fixtures.ts';

vi.setConfig({ testTimeout: 90_000 });

/** The storage's side of the browser POST: accepts the form and answers with the key in XML. */
function storageAnswering(status: number) {
  const posted: { url: string; fields: Record<string, string> }[] = [];
  class StorageXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    send(body: FormData) {
      const fields: Record<string, string> = {};
      body.forEach((value, name) => (fields[name] = typeof value === 'string' ? value : (value as File).name));
      posted.push({ url: this.url, fields });
      setTimeout(() => {
        this.status = status;
        this.responseText = status === 201 ? '<PostResponse><Key>org-1/image/volcano.png</Key></PostResponse>' : '<Error><Code>AccessDenied</Code></Error>';
        this.onload?.();
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', StorageXhr);
  return posted;
}

afterEach(() => vi.unstubAllGlobals());

describe('image answers', () => {
  it('uploads a picture for an answer and saves its media id', async () => {
    const server = questionServer({ questions: [questionReply(41, validQuestion('multiple_choice'))] });
    const posted = storageAnswering(201);
    await openEditor('/en/questions/41');
    await user.click(within(row('Answer b')).getByRole('radio', { name: 'Image' }));
    const input = row('Answer b').querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'volcano.png', { type: 'image/png' }));
    await waitFor(() => expect(within(row('Answer b')).getByText('Image uploaded.')).toBeTruthy());
    expect(within(row('Answer b')).getByRole('img', { name: 'Answer b' }).getAttribute('src')).toBe('/files/picture.png');
    expect(posted[0]).toMatchObject({ url: '/storage/upload', fields: { key: 'org-1/image/${filename}', file: 'volcano.png' } });
    expect(server.api.calls.find((c) => c.path === `/map/topics/${TOPIC_ID}/media`)?.body).toEqual({ file_key: 'org-1/image/volcano.png', filename: 'volcano.png', purpose: 'image' });

    await saveAndWait(server.saves, 1);
    expect((server.saves()[0]!.body as { answers: unknown[] }).answers[1]).toMatchObject({
      answer_type: 'image',
      media_id: 77,
      content: '<img src="/files/picture.png" alt="" data-media-id="77">',
    });
  });

  it('says the upload failed when storage refuses, and the answer stays without a picture', async () => {
    questionServer({ questions: [questionReply(41, validQuestion('multiple_choice'))] });
    storageAnswering(403);
    await openEditor('/en/questions/41');
    await user.click(within(row('Answer b')).getByRole('radio', { name: 'Image' }));
    const input = row('Answer b').querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array([1])], 'x.png', { type: 'image/png' }));
    expect(await within(row('Answer b')).findByText('Media upload failed. Please try again.')).toBeTruthy();
    expect(screen.getByTestId('question-save').hasAttribute('disabled')).toBe(false);
  });
});
