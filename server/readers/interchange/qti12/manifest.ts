// An IMS content package manifest as the QTI 1.2 and Common Cartridge readers read it: its
// resources (identifier, type, href, files, dependencies) with every path resolved within the
// package, so an href leaving it refuses the whole file ('unsafe_file') before anything is read.
// And the tell of a QTI 1.2 quiz package: Canvas's quiz export (and other tools' QTI 1.2
// packages) list their assessments as resources of type `imsqti_xmlv1p2`, while a cartridge
// qualifies the type (`imsqti_xmlv1p2/imscc_xmlv1p1/assessment`). Canvas writes the cartridge
// namespace in its quiz export too, so the namespace alone does not make a cartridge.
import type { InterchangePackage } from '../package.ts';
import { type Element, attr, childElements, descendants, firstDescendant, textOf } from '../xml.ts';

export interface ManifestResource {
  identifier: string;
  /** The type, lower-cased. */
  type: string;
  /** The resource's own href as a package path, or null (none, or an address outside the package). */
  href: string | null;
  /** Its files' paths in the package, in the manifest's order. */
  files: string[];
  /** Identifiers of the resources it depends on. */
  dependencies: string[];
}

/** Every resource of the manifest; InterchangeReadError('unsafe_file') for an href outside the package. */
export function manifestResources(pkg: InterchangePackage, manifestPath: string, manifest: Element): ManifestResource[] {
  const resolve = (href: string | undefined) => (href === undefined || href.trim() === '' ? null : pkg.resolve(manifestPath, href.trim()));
  return descendants(manifest, 'resource').map((resource) => ({
    identifier: attr(resource, 'identifier') ?? '',
    type: (attr(resource, 'type') ?? '').trim().toLowerCase(),
    href: resolve(attr(resource, 'href')),
    files: childElements(resource, 'file').flatMap((f) => {
      const path = resolve(attr(f, 'href'));
      return path === null ? [] : [path];
    }),
    dependencies: childElements(resource, 'dependency').flatMap((d) => {
      const ref = attr(d, 'identifierref');
      return ref ? [ref] : [];
    }),
  }));
}

/** The manifest's `<schema>` text ("IMS Common Cartridge", "IMS Content" …), or ''. */
export function manifestSchema(manifest: Element): string {
  const metadata = childElements(manifest, 'metadata')[0];
  const schema = metadata ? firstDescendant(metadata, 'schema') : undefined;
  return schema ? textOf(schema).trim() : '';
}

const resourceTypes = (manifest: Element) => descendants(manifest, 'resource').map((r) => (attr(r, 'type') ?? '').trim().toLowerCase());

/** A QTI 1.2 quiz package: assessments as plain `imsqti_xmlv1p2` resources, not a cartridge by its schema. */
export function isQti12Manifest(manifest: Element): boolean {
  if (/common cartridge/i.test(manifestSchema(manifest))) return false;
  return resourceTypes(manifest).includes('imsqti_xmlv1p2');
}

/** A Common Cartridge's markers: its schema, its namespace (imsccv1p1–v1p3), a cartridge resource type. */
export function hasCartridgeMarkers(manifest: Element): boolean {
  if (/common cartridge/i.test(manifestSchema(manifest))) return true;
  if (Object.values(manifest.attribs).some((v) => /imsccv1p\d/i.test(v))) return true;
  return resourceTypes(manifest).some((t) => /imscc_xmlv1p\d/.test(t));
}
