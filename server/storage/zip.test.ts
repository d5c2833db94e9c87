// The shared zip reader: entries walked from the central directory with a cap, an index by
// path, and an entry read with a byte cap (declared or found while inflating).
import { describe, expect, it } from 'vitest';
import { buildZip, tempFile } from '../readers/spreadsheet/test/files.ts';
import { eachEntry, entryIndex, openZip, readEntry } from './zip.ts';

const zipOf = async (entries: { name: string; data: Buffer; declaredSize?: number }[]) => openZip(await tempFile('t.zip', buildZip(entries)));

describe('zip', () => {
  it('walks the entries, stops when asked and past the cap', async () => {
    const entries = ['a', 'b', 'c'].map((name) => ({ name, data: Buffer.from(name) }));
    const seen: string[] = [];
    let zip = await zipOf(entries);
    expect(await eachEntry(zip, (e) => (seen.push(e.fileName), true))).toBe('end');
    expect(seen).toEqual(['a', 'b', 'c']);
    zip.close();
    zip = await zipOf(entries);
    expect(await eachEntry(zip, (e) => e.fileName !== 'b')).toBe('stopped');
    zip.close();
    zip = await zipOf(entries);
    expect(await eachEntry(zip, () => true, 2)).toBe('too_many');
    zip.close();
    zip = await zipOf(entries);
    await expect(entryIndex(zip, 2)).rejects.toThrow();
    zip.close();
  });

  it('reads an entry by its index, within a byte cap declared or found', async () => {
    const zip = await zipOf([
      { name: 'x/small.txt', data: Buffer.from('hello') },
      { name: 'big.txt', data: Buffer.alloc(1000) },
      { name: 'liar.txt', data: Buffer.alloc(1000), declaredSize: 10 },
    ]);
    const index = await entryIndex(zip);
    expect([...index.keys()]).toEqual(['x/small.txt', 'big.txt', 'liar.txt']);
    expect((await readEntry(zip, index.get('x/small.txt')!, 100)) as Buffer).toEqual(Buffer.from('hello'));
    expect(await readEntry(zip, index.get('big.txt')!, 100)).toBe('too_large');
    // Declared 10 bytes, inflates to 1000: stopped at the cap (or refused by the size check).
    await expect(Promise.resolve(readEntry(zip, index.get('liar.txt')!, 100)).catch(() => 'too_large')).resolves.toBe('too_large');
    zip.close();
  });
});
