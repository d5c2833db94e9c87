// Telling an IMS Common Cartridge (1.0–1.3) from the other packages the dispatcher meets: its
// manifest's schema says "IMS Common Cartridge", or it carries the cartridge namespace
// (imsccv1p1–imsccv1p3) or a cartridge resource type (`…/imscc_xmlv1p1/…`). Canvas writes the
// cartridge namespace and resource types in its QTI quiz export too, whose schema is
// "IMS Content" and whose assessments are plain `imsqti_xmlv1p2` resources: that package is
// QTI 1.2's (isQti12Manifest), not a cartridge.
import { type Element, localName } from '../xml.ts';
import { hasCartridgeMarkers, isQti12Manifest, manifestSchema } from '../qti12/index.ts';

export function isCartridgeManifest(manifest: Element): boolean {
  if (localName(manifest) !== 'manifest') return false;
  if (/common cartridge/i.test(manifestSchema(manifest))) return true;
  return !isQti12Manifest(manifest) && hasCartridgeMarkers(manifest);
}
