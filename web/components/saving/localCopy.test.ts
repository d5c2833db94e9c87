import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { discardLocalCopies, keepLocalCopy, localCopyKey, readLocalCopy, useRestoredCopy } from './localCopy.ts';

describe('local copies', () => {
  it('are keyed by the editor’s address without its language', () => {
    expect(localCopyKey('/en/chapters/12')).toBe('/chapters/12');
    expect(localCopyKey('/id/topics/5/chapters/new')).toBe('/topics/5/chapters/new');
    expect(localCopyKey('/chapters/12')).toBe('/chapters/12');
  });

  it('are kept and read back with their version; a logout or another user discards them all', () => {
    keepLocalCopy('/chapters/12', { values: { title: 'Hukum Newton' }, version: 3 });
    keepLocalCopy('/questions/7', { values: { content_html: '<p>Soal</p>' }, version: 1 });
    window.sessionStorage.setItem('pena.sidebar', 'kept');
    expect(readLocalCopy('/chapters/12')).toEqual({ values: { title: 'Hukum Newton' }, version: 3 });
    expect(readLocalCopy('/chapters/13')).toBeNull();
    discardLocalCopies();
    expect(readLocalCopy('/chapters/12')).toBeNull();
    expect(readLocalCopy('/questions/7')).toBeNull();
    expect(window.sessionStorage.getItem('pena.sidebar')).toBe('kept');
  });

  it('ignore what is not a copy', () => {
    window.sessionStorage.setItem('pena.local_copy:/chapters/12', '{not json');
    expect(readLocalCopy('/chapters/12')).toBeNull();
    window.sessionStorage.setItem('pena.local_copy:/chapters/12', JSON.stringify({ values: { title: 'x' } }));
    expect(readLocalCopy('/chapters/12')).toBeNull();
  });

  it('are given to the editor that mounts at the address, once', () => {
    keepLocalCopy('/chapters/12', { values: { title: 'Hukum Newton' }, version: 3 });
    const { result, rerender } = renderHook(() => useRestoredCopy<{ title: string }>('/chapters/12'));
    expect(result.current).toEqual({ values: { title: 'Hukum Newton' }, version: 3 });
    rerender();
    expect(result.current).toEqual({ values: { title: 'Hukum Newton' }, version: 3 });
    expect(readLocalCopy('/chapters/12')).toBeNull();
    expect(renderHook(() => useRestoredCopy('/chapters/12')).result.current).toBeNull();
  });
});
