// The course form (spec §5): its values, and the rules checked on every change. The rules
// come from the domain request schemas (name, description, other-tag limit, video URL,
// time limit only for assessment courses), so what the form refuses is what the server
// refuses; the form only reshapes them for its controls (ids as strings, empty strings).
// §3 Course: systems (the first is the system), publish-to system, course set and subset,
// the preview video (address, description, a presenter of the course) and the
// introductory video, both YouTube or Brightcove (§5).
import { z } from 'zod';
import { MAX_OTHER_TAGS } from '../../../../domain/constants.ts';
import { msg } from '../../../../domain/messages/index.ts';
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  assessmentKindSchema,
  courseFieldsSchema,
  courseMetaSchema,
  isCourseVideoUrl,
} from '../../../../domain/schemas/courses.ts';

export const VIDEO_URL_MAX = 2048;
export const TIME_LIMIT_MAX = 10_000;
/** A system name (e.g. `penaschool`) as the server takes it: at most 64 characters, at most 10 systems. */
export const SYSTEM_NAME_MAX = 64;
export const SYSTEMS_MAX = 10;

/** Maximums the `validation.too_long` message names, by field. */
export const fieldMaximums: Partial<Record<keyof CourseFormValues, number>> = {
  name: NAME_MAX,
  description: DESCRIPTION_MAX,
  introductory_video_url: VIDEO_URL_MAX,
  preview_video_url: VIDEO_URL_MAX,
  preview_video_description: DESCRIPTION_MAX,
  publish_to_system: SYSTEM_NAME_MAX,
};

const courseVideoUrl = z
  .string()
  .trim()
  .max(VIDEO_URL_MAX, { error: msg('too_long') })
  .refine((value) => value === '' || isCourseVideoUrl(value), { error: msg('course_video_url_invalid') });
/** A course set or subset id; '' is none. */
const optionalId = z.union([z.number().int().positive({ error: msg('invalid') }), z.literal('')]);

const timeLimitRule = courseMetaSchema.shape.time_limit;

export const courseFormSchema = z
  .object({
    name: courseFieldsSchema.shape.name,
    description: z.string().max(DESCRIPTION_MAX, { error: msg('too_long') }),
    grade_ids: z.array(z.string()),
    other_tag_ids: z.array(z.string()).max(MAX_OTHER_TAGS, { error: msg('other_tags_max') }),
    subject_ids: z.array(z.string()),
    icon_image_id: z.number().int().positive().nullable(),
    introductory_video_url: courseVideoUrl,
    preview_video_url: courseVideoUrl,
    preview_video_description: z.string().max(DESCRIPTION_MAX, { error: msg('too_long') }),
    /** A presenter of this course (its id as a string), '' for none. */
    preview_video_presenter: z.string(),
    /** The first is the course's system (§3). */
    systems: z
      .array(z.string())
      .max(SYSTEMS_MAX, { error: 'course_form.errors.systems_max' })
      .refine((list) => list.every((name) => name.trim() !== '' && name.length <= SYSTEM_NAME_MAX), {
        error: 'course_form.errors.system_name',
      }),
    publish_to_system: z.string().trim().max(SYSTEM_NAME_MAX, { error: msg('too_long') }),
    course_set_id: optionalId,
    course_subset_id: optionalId,
    share_enabled: z.boolean(),
    share_user_ids: z.array(z.string()),
    /** Set by the page: an assessment (or tryout) course rather than a plain one. */
    assessment: z.boolean(),
    assessment_kind: assessmentKindSchema,
    /** Minutes; '' is no limit. */
    time_limit: z.union([z.number(), z.literal('')]).superRefine((value, ctx) => {
      if (value !== '' && !timeLimitRule.safeParse(value).success) {
        ctx.addIssue({ code: 'custom', message: 'course_form.errors.time_limit_range', params: { max: TIME_LIMIT_MAX } });
      }
    }),
  })
  .superRefine((values, ctx) => {
    if (!values.assessment && values.time_limit !== '') {
      ctx.addIssue({ code: 'custom', path: ['time_limit'], message: msg('time_limit_assessment_only') });
    }
  });

export type CourseFormValues = z.input<typeof courseFormSchema>;
export type CourseFormOutput = z.output<typeof courseFormSchema>;

export function emptyCourseForm(assessment: boolean): CourseFormValues {
  return {
    name: '',
    description: '',
    grade_ids: [],
    other_tag_ids: [],
    subject_ids: [],
    icon_image_id: null,
    introductory_video_url: '',
    preview_video_url: '',
    preview_video_description: '',
    preview_video_presenter: '',
    systems: [],
    publish_to_system: '',
    course_set_id: '',
    course_subset_id: '',
    share_enabled: false,
    share_user_ids: [],
    assessment,
    assessment_kind: 'assessment',
    time_limit: '',
  };
}
