// A course as an IMS Common Cartridge 1.3 (.imscc) that Moodle and Canvas import: the
// organization is units → topics → items. Text pages are HTML pages (webcontent, `pages/`),
// video pages and study-guide links web links (imswl_xmlv1p3, `links/`), study-guide files
// webcontent under `web_resources/guides/`, every upload the pages and questions show once
// under `web_resources/media/`, and each topic's questions one CC QTI 1.2 assessment
// (`assessments/`). Identifiers are NCNames made of the record's kind and id, so they are
// unique; every href is a file of the zip and every file is listed by a resource.
import type { Writable } from 'node:stream';
import type { Lesson, Page, Passage } from '../../../domain/schemas/content.ts';
import type { Question } from '../../../domain/schemas/questions.ts';
import { mediaIdsInHtml } from '../../../domain/rules/media.ts';
import { parseVideoUrl, videoPlayerSrc } from '../../../domain/rules/videoUrl.ts';
import { escapeXml } from '../../readers/interchange/xml.ts';
import { ccAssessment } from './cartridgeQti.ts';
import { questionMediaIds, withSections } from './content.ts';
import { exportHtml } from './html.ts';
import { type ExportMedia, PackageMedia, safeFileName } from './media.ts';
import { type QuestionExportPlan, leftOutReason, planQuestions } from './plan.ts';
import { ZipOut } from './streams.ts';

export type StudyGuides = Pick<Lesson, 'documents' | 'link_attachments'>;

export interface CartridgeTopic {
  id: number;
  title: string;
  pages: Page[];
  studyGuides: StudyGuides;
  questions: Question[];
  passages: Passage[];
}

export interface CartridgeCourse {
  id: number;
  title: string;
  units: { id: number; title: string; topics: CartridgeTopic[] }[];
}

/** What the cartridge's assessments hold and each question they leave out. */
export function planCartridgeExport(course: CartridgeCourse): QuestionExportPlan {
  return planQuestions(
    'common_cartridge',
    course.units.flatMap((u) => u.topics.flatMap((t) => t.questions)),
  );
}

interface Resource {
  identifier: string;
  type: string;
  href?: string;
  files: string[];
  dependencies?: string[];
}

interface OrgItem {
  identifier: string;
  title: string;
  ref?: string;
  children?: OrgItem[];
}

const WEBCONTENT = 'webcontent';
const WEBLINK = 'imswl_xmlv1p3';
const ASSESSMENT = 'imsqti_xmlv1p2/imscc_xmlv1p3/assessment';
const MEDIA_FOLDER = 'web_resources/media';

/** A public address of a video page's video, or null (a product video has none). */
export function videoAddress(stored: string | null): string | null {
  const video = parseVideoUrl(stored);
  if (!video) return null;
  if (video.scheme === 'youtube') return `https://www.youtube.com/watch?v=${video.id}${video.start ? `&t=${video.start}` : ''}`;
  return videoPlayerSrc(stored);
}

const webLink = (title: string, url: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<webLink xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imswl_v1p3"><title>${escapeXml(title)}</title><url href="${escapeXml(url)}" target="_blank"/></webLink>\n`;

const htmlPage = (title: string, body: string) =>
  `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${escapeXml(title)}</title></head><body><h1>${escapeXml(title)}</h1>\n${body}\n</body></html>\n`;

function organizationXml(item: OrgItem): string {
  const ref = item.ref ? ` identifierref="${item.ref}"` : '';
  return `<item identifier="${item.identifier}"${ref}><title>${escapeXml(item.title)}</title>${(item.children ?? []).map(organizationXml).join('')}</item>`;
}

function manifest(course: CartridgeCourse, units: OrgItem[], resources: Resource[]): string {
  const resourceXml = resources.map(
    (r) =>
      `<resource identifier="${r.identifier}" type="${r.type}"${r.href ? ` href="${escapeXml(r.href)}"` : ''}>` +
      r.files.map((f) => `<file href="${escapeXml(f)}"/>`).join('') +
      (r.dependencies ?? []).map((d) => `<dependency identifierref="${d}"/>`).join('') +
      `</resource>`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<manifest identifier="COURSE_${course.id}" xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1" ` +
    `xmlns:lomimscc="http://ltsc.ieee.org/xsd/imsccv1p3/LOM/manifest" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xsi:schemaLocation="http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1 http://www.imsglobal.org/profile/cc/ccv1p3/ccv1p3_imscp_v1p2_v1p0.xsd ` +
    `http://ltsc.ieee.org/xsd/imsccv1p3/LOM/manifest http://www.imsglobal.org/profile/cc/ccv1p3/LOM/ccv1p3_lommanifest_v1p0.xsd">` +
    `<metadata><schema>IMS Common Cartridge</schema><schemaversion>1.3.0</schemaversion>` +
    `<lomimscc:lom><lomimscc:general><lomimscc:title><lomimscc:string>${escapeXml(course.title)}</lomimscc:string></lomimscc:title></lomimscc:general></lomimscc:lom></metadata>` +
    `<organizations><organization identifier="ORGANIZATION" structure="rooted-hierarchy"><item identifier="ROOT">${units.map(organizationXml).join('')}</item></organization></organizations>` +
    `<resources>${resourceXml.join('')}</resources></manifest>\n`
  );
}

/** Writes the course as a cartridge into `out`, and ends it. */
export async function writeCartridge(course: CartridgeCourse, source: ExportMedia, out: Writable): Promise<void> {
  const zip = new ZipOut(out);
  const media = new PackageMedia(source, zip, MEDIA_FOLDER);
  const resources: Resource[] = [];
  const mediaResources = new Set<number>();
  /** Media as resources (each a webcontent file), made once; their identifiers for dependencies. */
  const mediaDependencies = async (ids: number[]): Promise<string[]> => {
    await media.add(ids);
    return ids.flatMap((id) => {
      const file = media.file(id);
      if (!file) return [];
      if (!mediaResources.has(id)) {
        mediaResources.add(id);
        resources.push({ identifier: `MEDIA_${id}`, type: WEBCONTENT, href: file.path, files: [file.path] });
      }
      return [`MEDIA_${id}`];
    });
  };
  const fromFolder = (prefix: string) => (id: number) => {
    const file = media.file(id);
    return file ? { src: `${prefix}${file.path.slice('web_resources/'.length)}`, mime: file.mime } : null;
  };

  const units: OrgItem[] = [];
  for (const unit of course.units) {
    const topics: OrgItem[] = [];
    for (const topic of unit.topics) {
      const items: OrgItem[] = [];
      for (const page of topic.pages) {
        const id = `PAGE_${page.id}`;
        const video = page.type === 'video' ? videoAddress(page.video_url) : null;
        if (video) {
          const href = `links/page_${page.id}.xml`;
          await zip.add(href, webLink(page.title, video));
          resources.push({ identifier: id, type: WEBLINK, files: [href] });
        } else {
          const source = page.type === 'video' ? `<p>${escapeXml(page.video_description ?? '')}</p>` : withSections(page.content, page.sections);
          const dependencies = await mediaDependencies(mediaIdsInHtml(source));
          const href = `pages/page_${page.id}.html`;
          await zip.add(href, htmlPage(page.title, exportHtml(source, 'html', fromFolder('../web_resources/'))));
          resources.push({ identifier: id, type: WEBCONTENT, href, files: [href], dependencies });
        }
        items.push({ identifier: `ITEM_${id}`, title: page.title, ref: id });
      }
      for (const doc of topic.studyGuides.documents) {
        const id = `GUIDE_${doc.id}`;
        const data = (await source.studyGuide?.(doc.id)) ?? null;
        if (data) {
          const href = `web_resources/guides/${safeFileName(doc.id, doc.name, doc.mime_type)}`;
          await zip.add(href, data);
          resources.push({ identifier: id, type: WEBCONTENT, href, files: [href] });
        } else {
          const href = `links/guide_${doc.id}.xml`;
          await zip.add(href, webLink(doc.name, doc.url));
          resources.push({ identifier: id, type: WEBLINK, files: [href] });
        }
        items.push({ identifier: `ITEM_${id}`, title: doc.name, ref: id });
      }
      for (const link of topic.studyGuides.link_attachments) {
        const id = `LINK_${link.id}`;
        const href = `links/link_${link.id}.xml`;
        await zip.add(href, webLink(link.name, link.url));
        resources.push({ identifier: id, type: WEBLINK, files: [href] });
        items.push({ identifier: `ITEM_${id}`, title: link.name, ref: id });
      }
      const questions = topic.questions.filter((q) => leftOutReason('common_cartridge', q) === null);
      if (questions.length > 0) {
        const id = `QUIZ_${topic.id}`;
        const passages = new Map(topic.passages.map((p) => [p.id, p]));
        const dependencies = await mediaDependencies([...new Set(questions.flatMap((q) => questionMediaIds(q, passages)))]);
        const href = `assessments/quiz_${topic.id}/assessment_qti.xml`;
        await zip.add(href, ccAssessment(`ASSESSMENT_${topic.id}`, topic.title, questions, passages, fromFolder('$IMS-CC-FILEBASE$/')));
        resources.push({ identifier: id, type: ASSESSMENT, files: [href], dependencies });
        items.push({ identifier: `ITEM_${id}`, title: topic.title, ref: id });
      }
      topics.push({ identifier: `TOPIC_${topic.id}`, title: topic.title, children: items });
    }
    units.push({ identifier: `UNIT_${unit.id}`, title: unit.title, children: topics });
  }
  await zip.add('imsmanifest.xml', manifest(course, units, resources));
  await zip.end();
}
