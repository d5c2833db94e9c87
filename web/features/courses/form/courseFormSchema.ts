// The course form (spec §5): its values, and the rules checked on every change. The rules
// come from the domain request schemas (name, description, other-tag limit, video URL,
// time limit only for assessment courses), so what the form refuses is what the server
// refuses; the form only reshapes them for its controls (ids as strings, empty strings).
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

/** Maximums the `validation.too_long` message names, by field. */
export const fieldMaximums: Partial<Record<keyof CourseFormValues, number>> = {
  name: NAME_MAX,
  description: DESCRIPTION_MAX,
  introductory_video_url: VIDEO_URL_MAX,
};

const timeLimitRule = courseMetaSchema.shape.time_limit;

export const courseFormSchema = z
  .object({
    name: courseFieldsSchema.shape.name,
    description: z.string().max(DESCRIPTION_MAX, { error: msg('too_long') }),
    grade_ids: z.array(z.string()),
    other_tag_ids: z.array(z.string()).max(MAX_OTHER_TAGS, { error: msg('other_tags_max') }),
    subject_ids: z.array(z.string()),
    icon_image_id: z.number().int().positive().nullable(),
    introductory_video_url: z
      .string()
      .trim()
      .max(VIDEO_URL_MAX, { error: msg('too_long') })
      .refine((value) => value === '' || isCourseVideoUrl(value), { error: msg('course_video_url_invalid') }),
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
    share_enabled: false,
    share_user_ids: [],
    assessment,
    assessment_kind: 'assessment',
    time_limit: '',
  };
}
