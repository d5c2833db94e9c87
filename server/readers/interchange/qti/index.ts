// The QTI 2.1/2.2 and QTI 3.0 reader: a lone item file or an IMS content package of items and
// tests, read into Pena's question documents. The dispatcher (../read.ts) recognises the
// format and calls these; the folder's README.md maps each interaction to a question type.
export { readQtiItem, itemName, isQtiItemRoot, type QtiItemContext, type QtiItemOutcome } from './item.ts';
export { readQtiFile, readQtiPackage } from './package.ts';
export { normaliseQtiNames } from './names.ts';
