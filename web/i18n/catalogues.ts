// The interface catalogues: one JSON file per namespace and language under locales/, plus
// the domain's validation messages (domain/messages) as the `validation` namespace. Keys
// are used as `t('<namespace>.<key>')`. A feature adds its own namespace file in en and id.
import { validationCatalogues } from '../../domain/messages/index.ts';

export type Catalogue = { [key: string]: string | Catalogue };
export type CatalogueLanguage = 'en' | 'id' | 'fil';

const files = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });

function build(language: CatalogueLanguage): Catalogue {
  const catalogue: Catalogue = {};
  for (const [file, content] of Object.entries(files)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match && match[1] === language) catalogue[match[2]!] = content;
  }
  if (language !== 'fil') catalogue.validation = validationCatalogues[language];
  return catalogue;
}

export const catalogues: Record<CatalogueLanguage, Catalogue> = { en: build('en'), id: build('id'), fil: build('fil') };
