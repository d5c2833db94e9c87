// The Filipino catalogue's namespace files, a chunk of its own (catalogues.ts). It imports
// nothing from the app: the entry waits for it before its first render, so an import back
// into the entry would wait for the entry, and neither would ever run.
import type { Catalogue } from '../catalogues.ts';

export const files = import.meta.glob<Catalogue>('./fil/*.json', { eager: true, import: 'default' });
