// A topic's study guides: the list (name, type, size, download; links with their URL), the
// upload modal (type and size checked before anything is sent, progress, the server's refusal
// in its own words, a failed transfer), delete after confirming, and links checked with the
// domain's link rules.
import { useQuery } from '@tanstack/react-query';
import { userEvent } from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Lesson, LessonDocument, LinkAttachment } from '../../../domain/schemas/content.ts';
import { http } from '../../lib/http.ts';
import { screen, waitFor } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import type { Handler } from '../../test/fakeApi.ts';
import { renderWithApp } from '../../test/render.tsx';
import { StudyGuidesSection } from './StudyGuidesSection.tsx';
import { createdXml, errorXml, fakeStorage } from '../../test/storage.ts';

const TOPIC = 100;
const KEY = ['topics', TOPIC] as const;
const stamp = '2025-01-15T08:00:00.000Z';
// File pickers filter by `accept` unless told not to: these tests hand over what a teacher
// could still choose with "All files".
const user = userEvent.setup({ applyAccept: false });

type State = { documents: LessonDocument[]; links: LinkAttachment[] };

const doc = (id: number, name: string, over: Partial<LessonDocument> = {}): LessonDocument => ({
  id,
  name,
  url: `/files/org/1/study_guide/${id}`,
  mime_type: 'application/pdf',
  size: 1_258_291,
  created_at: stamp,
  ...over,
});

function handlers(state: State): Record<string, Handler> {
  let nextId = 900;
  return {
    [`GET /content/topics/${TOPIC}`]: () =>
      json({ id: TOPIC, lesson: { id: 5, topic_id: TOPIC, chapters: [], documents: state.documents, link_attachments: state.links, file_conversion_in_progress: false } }),
    [`GET /map/topics/${TOPIC}/upload_form_values.json`]: () =>
      json({ url: '/storage/upload', form_fields: { key: 'org/1/study_guide/5f0c', policy: 'p', 'x-amz-signature': 's' } }),
    [`POST /map/topics/${TOPIC}/notes`]: ({ body }) => {
      const { name } = body as { file_key: string; name: string };
      const created = doc(nextId++, name, { size: 2048 });
      state.documents = [...state.documents, created];
      return json(created, 201);
    },
    [`DELETE /map/topics/${TOPIC}/delete_notes`]: ({ body }) => {
      state.documents = state.documents.filter((d) => d.id !== (body as { note_id: number }).note_id);
      return { status: 204 };
    },
    [`POST /content/topics/${TOPIC}/notes/create_link`]: ({ body }) => {
      const { name, url } = body as { name: string; url: string };
      const created = { id: nextId++, name, url, created_at: stamp };
      state.links = [...state.links, created];
      return json(created, 201);
    },
    [`DELETE /content/topics/${TOPIC}/notes/delete_link`]: ({ body }) => {
      state.links = state.links.filter((l) => l.id !== (body as { link_id: number }).link_id);
      return { status: 204 };
    },
  };
}

function Harness({ canEdit = true }: { canEdit?: boolean }) {
  const topic = useQuery({ queryKey: KEY, queryFn: () => http.get<{ lesson: Lesson }>(`/content/topics/${TOPIC}`) });
  const [done, setDone] = useState('');
  if (!topic.data) return null;
  return (
    <>
      <p data-testid="done">{done}</p>
      <StudyGuidesSection
        target={{ topicId: TOPIC, cacheKey: KEY }}
        documents={topic.data.lesson.documents}
        links={topic.data.lesson.link_attachments}
        canEdit={canEdit}
        onDone={setDone}
      />
    </>
  );
}

async function openUpload() {
  await user.click(await screen.findByRole('button', { name: 'Upload study guide' }));
  return screen.findByRole('dialog', { name: 'Upload a study guide' });
}

const pdf = (name = 'Ringkasan_bab_1.pdf', bytes = '%PDF-1.4\n%%EOF\n') => new File([bytes], name, { type: 'application/pdf' });
const calledPaths = (api: ReturnType<typeof fakeApi>) => api.calls.map((call) => `${call.method} ${call.path}`);

describe('study guides', () => {
  it('lists files with type, size and download link, and links with their address', async () => {
    fakeApi(
      handlers({
        documents: [doc(1, 'Ringkasan bab 1'), doc(2, 'Latihan soal', { mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 48_000 })],
        links: [{ id: 3, name: 'Video pecahan', url: 'https://www.khanacademy.org/math/fractions', created_at: stamp }],
      }),
    );
    renderWithApp(<Harness />, { path: '/en/topics/100' });

    const documents = await screen.findAllByTestId('study-guide-document');
    expect(documents.map((row) => within(row).getByTestId('study-guide-meta').textContent)).toEqual(['PDF · 1.3 MB', 'Word (.docx) · 48 KB']);
    expect(within(documents[0]!).getByRole('link', { name: 'Ringkasan bab 1' }).getAttribute('href')).toBe('/files/org/1/study_guide/1');
    expect(within(documents[0]!).getByRole('link', { name: 'Download Ringkasan bab 1' }).hasAttribute('download')).toBe(true);
    const linkRow = screen.getByTestId('study-guide-link');
    const anchor = within(linkRow).getByRole('link', { name: 'Video pecahan' });
    expect(anchor.getAttribute('href')).toBe('https://www.khanacademy.org/math/fractions');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(linkRow).getByTestId('study-guide-url').textContent).toBe('https://www.khanacademy.org/math/fractions');
  });

  it('shows the empty state, and no controls to a teacher who may not edit the topic', async () => {
    fakeApi(handlers({ documents: [], links: [] }));
    renderWithApp(<Harness canEdit={false} />, { path: '/en/topics/100' });
    expect((await screen.findByTestId('study-guides-empty')).textContent).toBe('This topic has no study guides.');
    expect(screen.queryByRole('button', { name: 'Upload study guide' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add link' })).toBeNull();
  });

  it('refuses a file of another type before sending anything', async () => {
    const api = fakeApi(handlers({ documents: [], links: [] }));
    const storage = fakeStorage(() => ({ status: 201, body: createdXml('x') }));
    renderWithApp(<Harness />, { path: '/en/topics/100' });
    const dialog = await openUpload();

    await user.upload(within(dialog).getByLabelText(/^File/), new File(['hello'], 'catatan.txt', { type: 'text/plain' }));
    expect((await within(dialog).findByTestId('file-error')).textContent).toBe(
      'This file type is not accepted. Accepted types: PDF, Word (.doc), Word (.docx), PowerPoint (.ppt), PowerPoint (.pptx).',
    );
    expect((within(dialog).getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calledPaths(api)).toEqual([`GET /content/topics/${TOPIC}`]);
    expect(storage.posts).toHaveLength(0);
  });

  it('refuses a file over 35 MB before sending anything', async () => {
    const api = fakeApi(handlers({ documents: [], links: [] }));
    renderWithApp(<Harness />, { path: '/en/topics/100' });
    const dialog = await openUpload();
    const big = pdf('Modul lengkap.pdf');
    Object.defineProperty(big, 'size', { value: 35_000_001 });

    await user.upload(within(dialog).getByLabelText(/^File/), big);
    expect((await within(dialog).findByTestId('file-error')).textContent).toBe('The file is too large. The largest accepted size is 35 MB.');
    expect((within(dialog).getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calledPaths(api)).toEqual([`GET /content/topics/${TOPIC}`]);
  });

  it('uploads a PDF to storage, records it under its name and lists it', async () => {
    const api = fakeApi(handlers({ documents: [], links: [] }));
    const storage = fakeStorage((post) => ({ status: 201, body: createdXml(post.fields.key!) }));
    renderWithApp(<Harness />, { path: '/en/topics/100' });
    const dialog = await openUpload();

    await user.upload(within(dialog).getByLabelText(/^File/), pdf());
    const name = within(dialog).getByRole('textbox', { name: /Name/ }) as HTMLInputElement;
    expect(name.value).toBe('Ringkasan bab 1');
    await user.clear(name);
    await user.type(name, 'Ringkasan Bab 1: Bilangan bulat');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByTestId('upload-progress')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storage.posts).toHaveLength(1);
    expect(storage.posts[0]!.url).toBe('/storage/upload');
    expect(storage.posts[0]!.fields).toMatchObject({ key: 'org/1/study_guide/5f0c', policy: 'p' });
    expect(storage.posts[0]!.file?.name).toBe('Ringkasan_bab_1.pdf');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ file_key: 'org/1/study_guide/5f0c', name: 'Ringkasan Bab 1: Bilangan bulat' });
    expect(api.calls.find((call) => call.path.endsWith('upload_form_values.json'))?.search).toBe('?purpose=study_guide');
    expect(within(await screen.findByTestId('study-guide-document')).getByRole('link', { name: 'Ringkasan Bab 1: Bilangan bulat' })).toBeTruthy();
    expect(screen.getByTestId('done').textContent).toBe('Study guide “Ringkasan Bab 1: Bilangan bulat” uploaded.');
  });

  it('shows the server’s refusal of a file whose content is not what its name says', async () => {
    const refusal = 'This file type is not accepted. Accepted types: PDF, Word (.doc), Word (.docx), PowerPoint (.ppt), PowerPoint (.pptx).';
    fakeApi({
      ...handlers({ documents: [], links: [] }),
      [`POST /map/topics/${TOPIC}/notes`]: () => json({ error: 'unprocessable_entity', message: refusal, fields: { file: refusal } }, 422),
    });
    fakeStorage((post) => ({ status: 201, body: createdXml(post.fields.key!) }));
    renderWithApp(<Harness />, { path: '/en/topics/100' });
    const dialog = await openUpload();

    await user.upload(within(dialog).getByLabelText(/^File/), pdf('bukan-pdf.pdf', 'just some text'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(`The study guide was not added${refusal}`);
    expect(screen.queryAllByTestId('study-guide-document')).toHaveLength(0);
    // Choosing another file clears the refusal.
    await user.upload(within(dialog).getByLabelText(/^File/), pdf('asli.pdf'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('says the upload failed when storage refuses, and too large when it says so', async () => {
    fakeApi(handlers({ documents: [], links: [] }));
    let reply: { status: number; body: string } | 'network-error' = 'network-error';
    fakeStorage(() => reply);
    renderWithApp(<Harness />, { path: '/en/topics/100' });
    const dialog = await openUpload();
    await user.upload(within(dialog).getByLabelText(/^File/), pdf());

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Upload failed. Please check your connection and try again.');

    reply = { status: 400, body: errorXml('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size') };
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain('The file is too large. The largest accepted size is 35 MB.'),
    );
  });

  it('deletes a study guide after confirming, and keeps it with the §8 message when that fails', async () => {
    const state = { documents: [doc(1, 'Ringkasan bab 1'), doc(2, 'Latihan soal')], links: [] };
    const api = fakeApi({ ...handlers(state), [`DELETE /map/topics/${TOPIC}/delete_notes`]: () => json({ error: 'server_error', message: 'boom' }, 500) });
    renderWithApp(<Harness />, { path: '/en/topics/100' });
    await user.click(await screen.findByRole('button', { name: 'Delete study guide Latihan soal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this study guide?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete study guide' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to delete study guide. Please try again.');
    expect(api.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ note_id: 2 });
    expect(screen.getAllByTestId('study-guide-document')).toHaveLength(2);
  });

  it('deletes a study guide after confirming', async () => {
    const state = { documents: [doc(1, 'Ringkasan bab 1'), doc(2, 'Latihan soal')], links: [] };
    fakeApi(handlers(state));
    renderWithApp(<Harness />, { path: '/en/topics/100' });
    await user.click(await screen.findByRole('button', { name: 'Delete study guide Latihan soal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this study guide?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete study guide' }));
    await waitFor(() => expect(screen.getAllByTestId('study-guide-document').map((row) => row.getAttribute('aria-label'))).toEqual(['Ringkasan bab 1']));
    expect(screen.getByTestId('done').textContent).toBe('Study guide “Latihan soal” deleted.');
  });

  it('checks a link’s name and address on every change, then adds it', async () => {
    const api = fakeApi(handlers({ documents: [], links: [] }));
    renderWithApp(<Harness />, { path: '/en/topics/100' });
    await user.click(await screen.findByRole('button', { name: 'Add link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a linked study guide' });
    const submit = within(dialog).getByRole('button', { name: 'Add link' }) as HTMLButtonElement;

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Video pecahan');
    await user.type(within(dialog).getByRole('textbox', { name: /Link/ }), 'javascript:alert(1)');
    expect(await within(dialog).findByText('Enter a valid link that starts with http:// or https://')).toBeTruthy();
    expect(submit.disabled).toBe(true);

    await user.clear(within(dialog).getByRole('textbox', { name: /Name/ }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Video pecahan');
    await user.clear(within(dialog).getByRole('textbox', { name: /Link/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Link/ }), 'www.khanacademy.org/math');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Video pecahan', url: 'https://www.khanacademy.org/math' });
    expect(within(await screen.findByTestId('study-guide-link')).getByRole('link', { name: 'Video pecahan' })).toBeTruthy();
  });

  it('shows the server’s words on the field it refused, and deletes a link after confirming', async () => {
    const state: State = { documents: [], links: [{ id: 3, name: 'Kamus', url: 'https://kbbi.kemdikbud.go.id', created_at: stamp }] };
    const api = fakeApi({
      ...handlers(state),
      [`POST /content/topics/${TOPIC}/notes/create_link`]: () =>
        json({ error: 'unprocessable_entity', message: 'Some fields are not valid.', fields: { url: 'Enter a valid link that starts with http:// or https://' } }, 422),
    });
    renderWithApp(<Harness />, { path: '/en/topics/100' });
    await user.click(await screen.findByRole('button', { name: 'Add link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a linked study guide' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Peta');
    await user.type(within(dialog).getByRole('textbox', { name: /Link/ }), 'https://peta.example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(await within(dialog).findByText('Enter a valid link that starts with http:// or https://')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete link Kamus' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this link?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete link' }));
    await waitFor(() => expect(screen.queryAllByTestId('study-guide-link')).toHaveLength(0));
    expect(api.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ link_id: 3 });
  });
});
