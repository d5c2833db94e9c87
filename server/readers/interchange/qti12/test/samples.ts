// Test helpers of the QTI 1.2 and cartridge readers: the interop samples (read in place from
// /work/shared, never copied), a loose folder or a few files zipped into a temp dir, and a
// Canvas quiz item wrapped as a QTI 1.2 file.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { InterchangePackage } from '../../package.ts';
import { type Element, parseXml } from '../../xml.ts';

export const SAMPLES = fileURLToPath(new URL('../../../../../../shared/interop-samples/', import.meta.url));

export const sampleXml = (path: string): Element => parseXml(readFileSync(join(SAMPLES, path), 'utf8'));

/** Every file under `dir`, by its path relative to it. */
export function folderFiles(dir: string): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(dir, path).split('\\').join('/')] = new Uint8Array(readFileSync(path));
    }
  };
  walk(dir);
  return files;
}

const temps: string[] = [];

/** `files` zipped into a temp dir and opened as a package. */
export async function openZipped(files: Record<string, Uint8Array | string>): Promise<InterchangePackage> {
  const dir = mkdtempSync(join(tmpdir(), 'pena-qti12-'));
  temps.push(dir);
  const entries = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, typeof v === 'string' ? new TextEncoder().encode(v) : v]));
  const path = join(dir, 'package.zip');
  writeFileSync(path, zipSync(entries));
  return InterchangePackage.open(path);
}

export function removeTemps(): void {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A QTI 1.2 file of one section holding `items` (XML text). */
export const quizXml = (items: string, title = 'Quiz') =>
  `<?xml version="1.0" encoding="UTF-8"?>
<questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2"><assessment ident="quiz" title="${title}"><section ident="root_section">${items}</section></assessment></questestinterop>`;

/** Canvas's item metadata for `type` and `points`. */
export const canvasMeta = (type: string, points = '1.0') =>
  `<itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>${type}</fieldentry></qtimetadatafield><qtimetadatafield><fieldlabel>points_possible</fieldlabel><fieldentry>${points}</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>`;

/** A `material` of HTML (escaped into mattext as Canvas writes it). */
export const html = (text: string) => `<material><mattext texttype="text/html">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</mattext></material>`;
export const plain = (text: string) => `<material><mattext texttype="text/plain">${text}</mattext></material>`;
