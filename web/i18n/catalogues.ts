// The interface catalogues: one JSON file per namespace and language under locales/, plus
// the domain's validation messages (domain/messages) as the `validation` namespace. Keys
// are used as `t('<namespace>.<key>')`. A feature adds its own namespace file in en and id.
//
// Each language is a chunk of its own (locales/catalogue.<language>.ts), loaded when the app
// starts in that language or switches to it: together they were half the entry's code, and a
// teacher reads one language.
import { validationCatalogues } from '../../domain/messages/index.ts';

export type Catalogue = { [key: string]: string | Catalogue };
export type CatalogueLanguage = 'en' | 'id' | 'fil';

/** A language's catalogue from its namespace files (path → content, as import.meta.glob gives them). */
export function catalogueOf(files: Record<string, Catalogue>): Catalogue {
  const catalogue: Catalogue = {};
  for (const [file, content] of Object.entries(files)) {
    const match = /\/([^/]+)\.json$/.exec(file);
    if (match) catalogue[match[1]!] = content;
  }
  return catalogue;
}

const loaders: Record<CatalogueLanguage, () => Promise<{ files: Record<string, Catalogue> }>> = {
  en: () => import('./locales/catalogue.en.ts'),
  id: () => import('./locales/catalogue.id.ts'),
  fil: () => import('./locales/catalogue.fil.ts'),
};

export function isCatalogueLanguage(language: string): language is CatalogueLanguage {
  return Object.hasOwn(loaders, language);
}

/**
 * The language's catalogue. The validation messages come from the entry, where the forms'
 * rules use them, so a catalogue's chunk imports nothing else of the app.
 */
export async function loadCatalogue(language: CatalogueLanguage): Promise<Catalogue> {
  const catalogue = catalogueOf((await loaders[language]()).files);
  return language === 'fil' ? catalogue : { ...catalogue, validation: validationCatalogues[language] };
}
