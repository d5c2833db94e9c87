// The QTI 1.2 reader (Canvas quiz exports, Common Cartridge assessments and question banks):
// the public face the dispatcher (../read.ts) and the cartridge reader use.
export { type Qti12Context, type Qti12FileInfo, createQti12Context, readQti12Assessment } from './assessment.ts';
export { readQti12File } from './file.ts';
export { type ManifestResource, hasCartridgeMarkers, isQti12Manifest, manifestResources, manifestSchema } from './manifest.ts';
export { qtiFileOf, readQti12Package, readQti12Resource } from './quizPackage.ts';
