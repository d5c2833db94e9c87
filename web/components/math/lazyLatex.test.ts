import { describe, expect, it, vi } from 'vitest';
import { lazyValue, loadLatexRenderer } from './lazyLatex.ts';

describe('lazyValue', () => {
  it('loads once, on first use, and tells its readers when the value arrives', async () => {
    let resolve: (value: string) => void = () => {};
    const importer = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const value = lazyValue(importer);
    const listener = vi.fn();
    value.subscribe(listener);

    expect(importer).not.toHaveBeenCalled();
    expect(value.current()).toBeNull();
    const first = value.load();
    const second = value.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();

    resolve('katex');
    expect(await first).toBe('katex');
    expect(await second).toBe('katex');
    expect(value.current()).toBe('katex');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (offline, or a chunk gone after a deployment)', async () => {
    const importer = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('katex');
    const value = lazyValue(importer);

    await expect(value.load()).rejects.toThrow('offline');
    expect(value.current()).toBeNull();
    expect(await value.load()).toBe('katex');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('loadLatexRenderer', () => {
  it('loads KaTeX as MathText uses it', async () => {
    const render = await loadLatexRenderer();
    expect(render('x^2', false)).toContain('class="katex"');
  });
});
