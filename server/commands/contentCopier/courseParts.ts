// A course copy's own row and what hangs off it besides units (spec §3 Course): tags and
// subjects (the same ids within the organization; in another one matched by type and name,
// case-insensitively, and made when missing; a country subject stays itself where the target
// has the same country), share settings (kept with their users within the organization; off
// in another, whose members differ), video presenters with their images (files copied) and the
// preview video's presenter remapped, and the icon: a system icon or one of the organization's
// own stays itself within the organization; the organization's own goes to another one as a new
// icon there with its file copied.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { courseCourseTags, courseSubjects, courses, iconImages, organizations, uploadedFiles, videoPresenters } from '../../db/schema/index.ts';
import { FILES_PATH } from '../../storage/types.ts';
import { uploadKeyPrefix } from '../../storage/uploads.ts';
import { videoPresenterImageFiles } from '../videoPresenters.ts';
import { rewriteHtml, type MediaMap } from './media.ts';
import { withSuffix, type CopyPlan } from './plan.ts';
import { allocate, intArray } from './rows.ts';

type Handle = Db | Tx;

const keyOf = (url: string | null) => {
  const at = url ? url.lastIndexOf(FILES_PATH) : -1;
  return url && at >= 0 ? url.slice(at + FILES_PATH.length) : null;
};

/** The organization's own icon of the course, when the copy takes it to another organization. */
async function iconToCarry(db: Handle, plan: CopyPlan, iconImageId: number | null) {
  if (iconImageId === null || plan.target.organizationId === plan.sourceOrganizationId) return undefined;
  const [icon] = await db
    .select()
    .from(iconImages)
    .where(and(eq(iconImages.id, iconImageId), eq(iconImages.organizationId, plan.sourceOrganizationId)));
  return icon;
}

/** Files a course copy takes besides its content's: its presenters' images, and its own icon's when it leaves the organization. */
export async function courseFileIds(db: Handle, plan: CopyPlan): Promise<number[]> {
  if (plan.courseId === null) return [];
  const [course] = await db.select({ iconImageId: courses.iconImageId }).from(courses).where(eq(courses.id, plan.courseId));
  if (!course) return [];
  const presenters = await db.select({ imageUrl: videoPresenters.imageUrl }).from(videoPresenters).where(eq(videoPresenters.courseId, plan.courseId));
  const ids = (await videoPresenterImageFiles(db, plan.sourceOrganizationId, presenters.map((p) => p.imageUrl))).map((f) => f.id);
  const icon = await iconToCarry(db, plan, course.iconImageId);
  const key = keyOf(icon?.url ?? null);
  if (key?.startsWith(uploadKeyPrefix(plan.sourceOrganizationId, 'course_icon'))) {
    const [file] = await db
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.organizationId, plan.sourceOrganizationId), eq(uploadedFiles.storageKey, key)));
    if (file) ids.push(file.id);
  }
  return ids;
}

/** Writes the course row (id `newId`), its presenters, tags, subjects and share users; answers its name. */
export async function insertCourse(tx: Tx, plan: CopyPlan, newId: number, suffix: string, media: MediaMap): Promise<string> {
  const sourceId = plan.courseId!;
  const targetOrg = plan.target.organizationId;
  const sameOrg = targetOrg === plan.sourceOrganizationId;
  const [course] = await tx.select().from(courses).where(eq(courses.id, sourceId));
  if (!course) throw new Error('the course went away under its lock');

  let iconImageId = course.iconImageId;
  let iconUrl = course.iconUrl;
  const icon = await iconToCarry(tx, plan, course.iconImageId);
  if (icon) {
    const [made] = await tx
      .insert(iconImages)
      .values({ organizationId: targetOrg, name: icon.name, url: rewriteHtml(icon.url, media) })
      .returning();
    iconImageId = made!.id;
    iconUrl = made!.url;
  }

  const presenters = await tx.select().from(videoPresenters).where(eq(videoPresenters.courseId, sourceId)).orderBy(asc(videoPresenters.id));
  const presenterIds = await allocate(tx, 'video_presenters', presenters.map((p) => p.id));
  const preview = course.previewVideo
    ? { ...course.previewVideo, presenter_id: course.previewVideo.presenter_id === null ? null : (presenterIds.get(course.previewVideo.presenter_id) ?? null) }
    : null;

  const name = withSuffix(course.name, plan.sameParent ? suffix : '');
  await tx
    .insert(courses)
    .overridingSystemValue()
    .values({
      id: newId,
      organizationId: targetOrg,
      creatorId: plan.input.actorId,
      name,
      description: course.description,
      system: course.system,
      systems: course.systems,
      meta: course.meta,
      courseSetId: course.courseSetId,
      courseSubsetId: course.courseSubsetId,
      shareEnabled: sameOrg ? course.shareEnabled : false,
      schoolAssessmentCourse: course.schoolAssessmentCourse,
      assessmentKind: course.assessmentKind,
      iconImageId,
      iconUrl,
      previewVideo: preview,
      introductoryVideoUrl: course.introductoryVideoUrl,
      publishToSystem: course.publishToSystem,
    });
  if (presenters.length > 0) {
    await tx
      .insert(videoPresenters)
      .overridingSystemValue()
      .values(
        presenters.map((p) => ({
          id: presenterIds.get(p.id)!,
          organizationId: targetOrg,
          courseId: newId,
          creatorId: plan.input.actorId,
          name: p.name,
          description: p.description,
          imageUrl: p.imageUrl === null ? null : rewriteHtml(p.imageUrl, media),
        })),
      );
  }
  if (sameOrg) {
    await tx.execute(sql`insert into course_shared_users (course_id, user_id) select ${newId}::int, user_id from course_shared_users where course_id = ${sourceId}::int`);
    await tx.execute(sql`insert into course_course_tags (course_id, course_tag_id) select ${newId}::int, course_tag_id from course_course_tags where course_id = ${sourceId}::int`);
    await tx.execute(sql`insert into course_subjects (course_id, subject_id) select ${newId}::int, subject_id from course_subjects where course_id = ${sourceId}::int`);
    return name;
  }
  await copyCatalogue(tx, sourceId, newId, targetOrg);
  return name;
}

/** Tags and subjects into another organization: matched by name (and tag type), made when missing. */
async function copyCatalogue(tx: Tx, sourceId: number, newId: number, targetOrg: number): Promise<void> {
  const [org] = await tx.select({ country: organizations.countryCode }).from(organizations).where(eq(organizations.id, targetOrg));
  const tagIds = (await tx.select({ id: courseCourseTags.courseTagId }).from(courseCourseTags).where(eq(courseCourseTags.courseId, sourceId))).map((r) => r.id);
  if (tagIds.length > 0) {
    const tags = sql`${intArray(tagIds)}::int[]`;
    await tx.execute(sql`insert into course_tags (organization_id, name, type) select ${targetOrg}::int, t.name, t.type from course_tags t
      where t.id = any(${tags}) on conflict do nothing`);
    await tx.execute(sql`insert into course_course_tags (course_id, course_tag_id)
      select distinct ${newId}::int, tt.id from course_tags t
      join course_tags tt on tt.organization_id = ${targetOrg}::int and tt.type = t.type and lower(tt.name) = lower(t.name)
      where t.id = any(${tags}) on conflict do nothing`);
  }
  const subjectIds = (await tx.select({ id: courseSubjects.subjectId }).from(courseSubjects).where(eq(courseSubjects.courseId, sourceId))).map((r) => r.id);
  if (subjectIds.length > 0) {
    const subjects = sql`${intArray(subjectIds)}::int[]`;
    const country = org?.country ?? null;
    // A country subject of the target's own country is shared by every school there: it stays.
    const kept = sql`(s.organization_id is null and s.country_code = ${country}::text)`;
    await tx.execute(sql`insert into subjects (organization_id, name) select ${targetOrg}::int, s.name from subjects s
      where s.id = any(${subjects}) and not ${kept} on conflict do nothing`);
    await tx.execute(sql`insert into course_subjects (course_id, subject_id)
      select distinct ${newId}::int, case when ${kept} then s.id else ts.id end from subjects s
      left join subjects ts on ts.organization_id = ${targetOrg}::int and lower(ts.name) = lower(s.name)
      where s.id = any(${subjects}) and (${kept} or ts.id is not null) on conflict do nothing`);
  }
}
