// The IMS Common Cartridge reader: the public face the dispatcher (../read.ts) uses.
export { isCartridgeManifest } from './detect.ts';
export { readCartridge } from './read.ts';
