// The topic's "Upload a file to generate pages" (spec §2, §5, §7): the file is held to the
// chapter_source rules before anything is sent; uploaded with the presigned form, the generation
// started, then the progress label while the status says in_progress, polled every 3 s (the test
// owns the polling clock: setInterval is faked, so no poll happens unless the test moves it);
// the pages list read again and "N pages made" when done; a failure in the server's words; a
// topic loaded mid-generation shows the label and polls; hidden from who may not create.
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_POLL_MS } from '../../../../domain/constants.ts';
import type { TextPageGenerationStatus } from '../../../../domain/schemas/documents.ts';
import { act, fireEvent, screen, waitFor } from '../../../test/dom.ts';
import { fakeApi, json, type Handler } from '../../../test/fakeApi.ts';
import { session } from '../../../test/fixtures.ts';
import { createdXml, fakeStorage as storageStandIn } from '../../../test/storage.ts';
import { renderApp } from '../../../test/render.tsx';
import { TOPIC_ID, page, contentHandlers, contentState, type ContentState } from './test/contentFixtures.ts';

const LESSON_ID = 500;
const KEY = 'org/1/chapter_source/3f0c2a9e-5b7d-4e1f-9a2c-6d8e0b4f1a7c';
const statusPath = `/content/lessons/${LESSON_ID}/text_chapter_generation_status`;

const status = (over: Partial<TextPageGenerationStatus>): TextPageGenerationStatus => ({
  lesson_id: LESSON_ID,
  status: 'in_progress',
  progress: 0,
  chapter_ids: [],
  message: null,
  ...over,
  in_progress: (over.status ?? 'in_progress') === 'in_progress',
});

/** Storage's side of the presigned POST (web/lib/upload.ts uses XMLHttpRequest for its progress). */
const fakeStorage = () => storageStandIn(() => ({ status: 201, body: createdXml(KEY) })).posts;

/**
 * The topic's handlers plus the upload form, upload_chapters and the status, which answers
 * `replies` one per poll (the last repeats); `onCompleted` changes the topic's pages.
 */
function server(state: ContentState, replies: TextPageGenerationStatus[], opts: { inProgress?: boolean; sessionReply?: Parameters<typeof contentHandlers>[1] } = {}) {
  const handlers = contentHandlers(state, opts.sessionReply);
  const topicGet = handlers[`GET /content/topics/${TOPIC_ID}`] as Handler;
  let next = 0;
  let flag = opts.inProgress ?? false;
  return fakeApi({
    ...handlers,
    [`GET /content/topics/${TOPIC_ID}`]: async (request) => {
      const reply = await topicGet(request);
      const body = reply.body as { lesson: { file_conversion_in_progress: boolean } };
      return json({ ...body, lesson: { ...body.lesson, file_conversion_in_progress: flag } });
    },
    [`GET /map/topics/${TOPIC_ID}/upload_form_values.json`]: () => json({ url: '/storage/upload', form_fields: { key: KEY, policy: 'p' } }),
    [`POST /map/topics/${TOPIC_ID}/upload_chapters`]: () => {
      flag = true;
      return json({ lesson_id: LESSON_ID, job_uuid: '0b3c7f4e-8d2a-4c61-9f0e-2a7d5b9c1e33' }, 202);
    },
    [`GET ${statusPath}`]: () => {
      const reply = replies[Math.min(next++, replies.length - 1)]!;
      if (reply.status !== 'in_progress') {
        flag = false;
        if (reply.status === 'completed') state.pages = [...state.pages, ...reply.chapter_ids.map((id, i) => page(id, `Slide ${i + 1}`, { position: 10 + i }))];
      }
      return json(reply);
    },
  });
}

const polls = (calls: { path: string }[]) => calls.filter((c) => c.path === statusPath).length;
const pick = (file: File) => fireEvent.change(screen.getByTestId('generate-pages-input'), { target: { files: [file] } });
const deck = (name = 'tata-surya.pptx', size?: number) => {
  const file = new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function openTopic() {
  renderApp(`/en/topics/${TOPIC_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Bilangan bulat' });
  return screen.findByTestId('pages-panel');
}

describe('generating pages from a file', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('uploads the deck, shows "Generating pages from <file>… N%" polled every 3 s, then the new pages and "N pages made"', async () => {
    const posts = fakeStorage();
    const state = contentState();
    const api = server(state, [status({ progress: 0 }), status({ progress: 40 }), status({ status: 'completed', progress: 100, chapter_ids: [31, 32, 33] })]);
    const panel = await openTopic();
    within(panel).getByRole('button', { name: 'Upload a file to generate pages' });

    pick(deck());
    expect(await within(panel).findByText('Generating pages from tata-surya.pptx… 0%')).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.file?.name).toBe('tata-surya.pptx');
    const form = api.calls.find((c) => c.path.endsWith('/upload_form_values.json'))!;
    expect(new URLSearchParams(form.search).get('purpose')).toBe('chapter_source');
    expect(api.calls.find((c) => c.path.endsWith('/upload_chapters'))!.body).toEqual({ file_key: KEY });
    expect(within(panel).getByRole('button', { name: 'Upload a file to generate pages' }).hasAttribute('disabled')).toBe(true);
    expect(polls(api.calls)).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS - 1));
    expect(polls(api.calls)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(await within(panel).findByText('Generating pages from tata-surya.pptx… 40%')).toBeTruthy();
    within(panel).getByRole('progressbar', { name: '40 percent done' });

    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
    expect(await within(panel).findByText('3 pages made. You will find them at the end of the list.')).toBeTruthy();
    await waitFor(() => expect(within(panel).getAllByTestId('page-row')).toHaveLength(6));
    expect(within(panel).queryByTestId('generation-progress')).toBeNull();

    // Ended: no more polls.
    const after = polls(api.calls);
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS * 4));
    expect(polls(api.calls)).toBe(after);
  });

  it('shows the failure in the server’s words (a scanned PDF) and stops polling', async () => {
    fakeStorage();
    const message = 'This PDF has no text layer (it looks like a scan). Pena cannot read scanned pages; please upload a PDF with selectable text or the original slides.';
    const api = server(contentState(), [status({ progress: 5 }), status({ status: 'failed', progress: 5, message })]);
    const panel = await openTopic();
    pick(new File(['%PDF-1.4'], 'pindaian.pdf', { type: 'application/pdf' }));
    expect(await within(panel).findByText('Generating pages from pindaian.pdf… 5%')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
    const alert = await within(panel).findByTestId('generation-failed');
    expect(alert.textContent).toContain('No pages were made');
    expect(alert.textContent).toContain(message);
    expect(within(panel).getAllByTestId('page-row')).toHaveLength(3);
    const after = polls(api.calls);
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS * 3));
    expect(polls(api.calls)).toBe(after);
  });

  it('refuses a file of another type or over 35 MB before sending anything', async () => {
    const posts = fakeStorage();
    const api = server(contentState(), [status({})]);
    const panel = await openTopic();
    pick(new File(['x'], 'catatan.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    expect((await within(panel).findByTestId('generation-failed')).textContent).toContain(
      'catatan.docx cannot be used. Choose a PDF, PowerPoint (.ppt), or PowerPoint (.pptx) file.',
    );
    pick(deck('besar.pptx', 35_000_001));
    expect((await within(panel).findByTestId('generation-failed')).textContent).toContain('besar.pptx is too large. The largest file accepted is 35 MB.');
    expect(posts).toHaveLength(0);
    expect(api.calls.filter((c) => c.method === 'POST' || c.path.endsWith('upload_form_values.json'))).toEqual([]);
  });

  it('a server refusal to start (one already running) is shown as it says it', async () => {
    fakeStorage();
    const api = server(contentState(), [status({})]);
    const handlers = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) => {
      if (String(input).includes('/upload_chapters')) {
        return new Response(JSON.stringify({ error: 'conflict', message: 'Pages are still being generated from a file for this sub-chapter. Please wait until it finishes.' }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return handlers(input, init);
    });
    const panel = await openTopic();
    pick(deck());
    expect((await within(panel).findByTestId('generation-failed')).textContent).toContain('Pages are still being generated from a file for this sub-chapter.');
    expect(polls(api.calls)).toBe(0);
  });

  it('a topic loaded while a generation runs shows the label and polls until it ends', async () => {
    const api = server(contentState(), [status({ progress: 20 }), status({ status: 'completed', progress: 100, chapter_ids: [41] })], { inProgress: true });
    const panel = await openTopic();
    expect(await within(panel).findByText('Generating pages from a file… 20%')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
    expect(await within(panel).findByText('1 page made. You will find it at the end of the list.')).toBeTruthy();
    await waitFor(() => expect(within(panel).getAllByTestId('page-row')).toHaveLength(4));
    expect(polls(api.calls)).toBe(2);
  });

  it('is not offered to a teacher who may not create pages in the topic', async () => {
    const limited = session({ role: 'limited_editor', admin: false, permissions: ['create', 'view', 'edit'] }, { id: 7 });
    server(contentState(), [status({})], { sessionReply: limited });
    const panel = await openTopic();
    await within(panel).findByTestId('pages-table');
    expect(within(panel).queryByRole('button', { name: 'Upload a file to generate pages' })).toBeNull();
  });
});
