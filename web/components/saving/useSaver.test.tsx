import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, http } from '../../lib/http.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { readLocalCopy } from './localCopy.ts';
import { useSaver } from './useSaver.ts';

type Doc = { text: string };
type Rec = { text: string; lock_version: number; last_saved_at: string };

const loaded: Rec = { text: 'a', lock_version: 1, last_saved_at: '2026-11-20T08:00:00.000Z' };

function setup(save: (doc: Doc, version: number) => Promise<Rec>, autosave = true) {
  return renderHook(() =>
    useSaver<Doc, Rec>({ save, loaded, autosave, versionOf: (r) => r.lock_version, savedAtOf: (r) => r.last_saved_at }),
  );
}

const stored = (doc: Doc, version: number): Rec => ({ text: doc.text, lock_version: version + 1, last_saved_at: '2026-11-23T09:00:00.000Z' });

describe('useSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('autosaves 3 s after the last change, with the loaded version, and only once', async () => {
    const save = vi.fn(async (doc: Doc, version: number) => stored(doc, version));
    const { result } = setup(save);
    act(() => result.current.changed({ text: 'ab' }, true));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    act(() => result.current.changed({ text: 'abc' }, true));
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.dirty).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ text: 'abc' }, 1);
    expect(result.current.status).toBe('success');
    expect(result.current.dirty).toBe(false);
    expect(result.current.lastSavedAt).toBe('2026-11-23T09:00:00.000Z');
    // The next save builds on the version just stored.
    await act(() => result.current.saveNow({ text: 'abcd' }));
    expect(save).toHaveBeenLastCalledWith({ text: 'abcd' }, 2);
  });

  it('does not autosave an invalid document, nor when autosave is off', async () => {
    const save = vi.fn(async (doc: Doc, version: number) => stored(doc, version));
    const { result } = setup(save);
    act(() => result.current.changed({ text: '' }, false));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(save).not.toHaveBeenCalled();
    const off = setup(save, false);
    act(() => off.result.current.changed({ text: 'x' }, true));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(save).not.toHaveBeenCalled();
    expect(off.result.current.dirty).toBe(true);
  });

  it('holds a newer stored version as a conflict, and keeps mine over it on request', async () => {
    const theirs: Rec = { text: 'theirs', lock_version: 5, last_saved_at: '2026-11-23T08:59:00.000Z' };
    const save = vi.fn(async (doc: Doc, version: number) => {
      if (version < 5) throw new ApiError(409, { error: 'conflict', message: 'newer', current: theirs } as never);
      return stored(doc, version);
    });
    const { result } = setup(save);
    await act(() => result.current.saveNow({ text: 'mine' }));
    expect(result.current.conflict).toEqual(theirs);
    expect(result.current.status).toBe('failed');
    // While the conflict is open nothing autosaves over it.
    act(() => result.current.changed({ text: 'mine 2' }, true));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(save).toHaveBeenCalledTimes(1);
    await act(() => result.current.keepMine({ text: 'mine 2' }));
    expect(save).toHaveBeenLastCalledWith({ text: 'mine 2' }, 5);
    expect(result.current.conflict).toBeNull();
    expect(result.current.status).toBe('success');
    expect(result.current.dirty).toBe(false);
  });

  it('takes the other version: the editor gets it back and builds on its version', async () => {
    const theirs: Rec = { text: 'theirs', lock_version: 7, last_saved_at: '2026-11-23T08:59:00.000Z' };
    const save = vi.fn(async (doc: Doc, version: number) => {
      if (version < 7) throw new ApiError(409, { error: 'conflict', message: 'newer', current: theirs } as never);
      return stored(doc, version);
    });
    const { result } = setup(save);
    await act(() => result.current.saveNow({ text: 'mine' }));
    let taken: Rec | null = null;
    act(() => {
      taken = result.current.takeTheirs();
    });
    expect(taken).toEqual(theirs);
    expect(result.current.dirty).toBe(false);
    await act(() => result.current.saveNow({ text: 'next' }));
    expect(save).toHaveBeenLastCalledWith({ text: 'next' }, 7);
  });

  it('retries a failed save by itself after a pause, and by hand', async () => {
    let fail = 2;
    const save = vi.fn(async (doc: Doc, version: number) => {
      if (fail-- > 0) throw new TypeError('network down');
      return stored(doc, version);
    });
    const { result } = setup(save);
    act(() => result.current.changed({ text: 'x' }, true));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(result.current.status).toBe('failed');
    expect(result.current.dirty).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(save).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('failed');
    act(() => result.current.retry());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(save).toHaveBeenCalledTimes(3);
    expect(result.current.status).toBe('success');
    expect(result.current.dirty).toBe(false);
  });

  it('keeps an edit made while a save was in flight as unsaved', async () => {
    let finish: (r: Rec) => void = () => {};
    const save = vi.fn((doc: Doc, version: number) => new Promise<Rec>((resolve) => (finish = () => resolve(stored(doc, version)))));
    const { result } = setup(save);
    let saving: Promise<unknown> = Promise.resolve();
    act(() => {
      saving = result.current.saveNow({ text: 'first' });
    });
    act(() => result.current.changed({ text: 'first and more' }, true));
    await act(async () => {
      finish(loaded);
      await saving;
    });
    expect(result.current.dirty).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(save).toHaveBeenLastCalledWith({ text: 'first and more' }, 2);
  });

  it('keeps the unsaved values as a local copy when the session ends (a 401 on any request), over the version they build on', async () => {
    fakeApi({
      'PUT /x': json({ error: 'token_expired', message: 'expired' }, 401),
      'GET /y': json({ error: 'unauthenticated', message: 'Please log in.' }, 401),
    });
    const values = { title: 'Hukum Newton', body: 'Gaya dan gerak' };
    const { result } = renderHook(() =>
      useSaver<Doc, Rec>({
        save: (doc) => http.put<Rec>('/x', doc),
        loaded,
        autosave: true,
        versionOf: (r) => r.lock_version,
        savedAtOf: (r) => r.last_saved_at,
        localCopy: { key: '/chapters/12', values: () => values },
      }),
    );
    // Nothing unsaved: nothing kept.
    await act(() => http.get('/y').catch(() => null));
    expect(readLocalCopy('/chapters/12')).toBeNull();
    act(() => result.current.changed({ text: 'ab' }, true));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(result.current.status).toBe('failed');
    expect(readLocalCopy('/chapters/12')).toEqual({ values, version: 1 });
  });
});

