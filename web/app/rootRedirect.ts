// Where the root route `/` sends the browser (spec §2 "Root route"). Pure, so it is tested
// without a browser; app/RootRedirect.tsx carries out the answer.
import type { Language } from '../../domain/constants.ts';

export type RootRedirect =
  /** `?organization_id=N`: store N as the selected organization, then reload at `/`. */
  | { kind: 'storeOrganizationAndReload'; organizationId: number }
  /** `#/organizations/N`: select N, then go to the language home. */
  | { kind: 'selectOrganization'; organizationId: number; to: string }
  | { kind: 'navigate'; to: string };

export type RootLocation = { search: string; hash: string };

function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Old hash addresses of the previous app, e.g. `#/questions/form/12`, `#/topics/3`. */
const legacyHashRoutes: ReadonlyArray<{ pattern: RegExp; target: string }> = [
  { pattern: /^questions\/form\/(\d+)$/, target: 'questions' },
  { pattern: /^questions\/(\d+)$/, target: 'questions' },
  { pattern: /^topics\/(\d+)$/, target: 'topics' },
  { pattern: /^bundles\/(\d+)$/, target: 'bundles' },
  { pattern: /^courses\/(\d+)$/, target: 'courses' },
];

/** '#/topics/3?x=1' → 'topics/3' */
function hashPath(hash: string): string {
  const withoutMark = hash.replace(/^#!?/, '');
  const path = withoutMark.split('?')[0] ?? '';
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
}

export function resolveRootRedirect(location: RootLocation, language: Language): RootRedirect {
  const home = `/${language}/`;
  const organizationId = parseId(new URLSearchParams(location.search).get('organization_id'));
  if (organizationId !== null) return { kind: 'storeOrganizationAndReload', organizationId };

  const path = hashPath(location.hash);
  if (path) {
    for (const { pattern, target } of legacyHashRoutes) {
      const match = pattern.exec(path);
      const id = parseId(match?.[1]);
      if (id !== null) return { kind: 'navigate', to: `/${language}/${target}/${id}` };
    }
    const organization = /^organizations\/(\d+)$/.exec(path);
    const selected = parseId(organization?.[1]);
    if (selected !== null) return { kind: 'selectOrganization', organizationId: selected, to: home };
  }
  return { kind: 'navigate', to: home };
}
