import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../test/fakeApi.ts';
import { ApiError, NetworkError, buildUrl, http, onServerReach } from './http.ts';

describe('http', () => {
  it('sends JSON with same-origin credentials and reads JSON back', async () => {
    const api = fakeApi({ 'PUT /users/update_use_autosave': json({ user: { id: 1 } }) });
    await expect(http.put('/users/update_use_autosave', { use_autosave: true })).resolves.toEqual({ user: { id: 1 } });
    expect(api.calls[0]?.body).toEqual({ use_autosave: true });
    const init = api.fetch.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it.each([
    [403, 'permission_error', 'permissionError'],
    [404, 'not_found', 'notFound'],
    [422, 'unprocessable_entity', 'unprocessableEntity'],
    [503, 'server_error', 'serverError'],
    [401, 'token_expired', 'unknownError'],
  ])('throws an ApiError for %i with the code and kind', async (status, code, kind) => {
    fakeApi({ 'GET /x': json({ error: code, message: 'Nope', fields: { name: 'Required' } }, status) });
    const error = await http.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code, kind, message: 'Nope' });
    if (status === 403) expect((error as ApiError).fields).toEqual({ name: 'Required' });
  });

  it('copes with an empty 204 and a non-JSON error body', async () => {
    fakeApi({ 'DELETE /map/auth': { status: 204 }, 'GET /broken': { status: 502 } });
    await expect(http.delete('/map/auth')).resolves.toBeNull();
    await expect(http.get('/broken')).rejects.toMatchObject({ status: 502, kind: 'serverError', code: null });
  });

  it('posts and puts a multipart form as it is (fetch sets its boundary) with the same ApiError', async () => {
    const api = fakeApi({
      'POST /content/topics/1/excel/convert': json({ rows: [] }),
      'PUT /content/courses/1/video_presenters/2': json({ error: 'unprocessable_entity', message: 'Too big', fields: { image: 'Too big' } }, 422),
    });
    const form = new FormData();
    form.append('file', new File(['x'], 'soal.xlsx'));
    await expect(http.postForm('/content/topics/1/excel/convert', form)).resolves.toEqual({ rows: [] });
    const init = api.fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toEqual({ Accept: 'application/json' });
    const error = await http.putForm('/content/courses/1/video_presenters/2', form).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'unprocessable_entity', kind: 'unprocessableEntity', message: 'Too big', fields: { image: 'Too big' } });
  });

  it('throws a NetworkError when no reply comes, and says whether each request reached the server', async () => {
    const heard: boolean[] = [];
    const stop = onServerReach((reached) => heard.push(reached));
    fakeApi({ 'GET /down': () => Promise.reject(new TypeError('Failed to fetch')), 'GET /gone': json({ error: 'not_found', message: 'x' }, 404) });
    const error = await http.get('/down').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
    // An error reply is still a reply.
    await expect(http.get('/gone')).rejects.toBeInstanceOf(ApiError);
    expect(heard).toEqual([false, true]);
    stop();
  });

  it('leaves a cancelled request as it is, not a lost connection', async () => {
    const heard = vi.fn();
    const stop = onServerReach(heard);
    const controller = new AbortController();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))));
    controller.abort();
    const error = await http.get('/slow', { signal: controller.signal }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(heard).not.toHaveBeenCalled();
    stop();
  });

  it('builds query strings without empty values', () => {
    expect(buildUrl('/users/show_current', { organization_id: 3, q: undefined, x: null })).toBe(
      '/users/show_current?organization_id=3',
    );
    expect(buildUrl('/a')).toBe('/a');
  });
});
