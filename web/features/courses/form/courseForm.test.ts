// The form's rules and bodies without the screen: the time limit belongs to assessment
// courses only, an update carries the loaded version and clears what the teacher cleared,
// and the server's field paths land on the form's fields.
import { describe, expect, it } from 'vitest';
import { course } from '../../../test/fixtures/courses.ts';
import { courseFormSchema, emptyCourseForm } from './courseFormSchema.ts';
import { courseToFormValues, levelOf, mapServerFields, toUpdateRequest } from './requestBody.ts';

const grades = [
  { id: 1, name: 'G10' },
  { id: 2, name: 'Kinder' },
  { id: 7, name: 'G2' },
];

describe('course form rules', () => {
  it('refuses a time limit on a plain course and accepts it on an assessment', () => {
    const plain = courseFormSchema.safeParse({ ...emptyCourseForm(false), name: 'Biologi', time_limit: 30 });
    expect(plain.success).toBe(false);
    expect(plain.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['time_limit', 'validation.time_limit_assessment_only'],
    ]);
    expect(courseFormSchema.safeParse({ ...emptyCourseForm(true), name: 'UTS', time_limit: 30 }).success).toBe(true);
    expect(courseFormSchema.safeParse({ ...emptyCourseForm(true), name: 'UTS', time_limit: 10_001 }).success).toBe(false);
  });

  it('orders grade names the school way in meta.level', () => {
    expect(levelOf(['1', '7', '2'], grades)).toBe('Kinder,G2,G10');
    expect(levelOf([], grades)).toBeUndefined();
  });
});

describe('update body', () => {
  it('sends every field with the version the form was loaded at', () => {
    const values = courseFormSchema.parse({ ...courseToFormValues(course()), introductory_video_url: '', icon_image_id: null });
    expect(toUpdateRequest(values, { grades, lockVersion: 3 })).toEqual({
      course: {
        name: 'Matematika Kelas 10',
        description: 'Aljabar dan fungsi',
        meta: { level: 'G10' },
        icon_image_id: null,
        introductory_video_url: null,
        preview_video: null,
        systems: [],
        publish_to_system: null,
        course_set_id: null,
        course_subset_id: null,
      },
      course_tags: [1, 3],
      subjects: [1],
      share_settings: { enabled: false, user_ids: [] },
      lock_version: 3,
    });
  });

  it('keeps the kind and time limit of an assessment course', () => {
    const values = courseFormSchema.parse(
      courseToFormValues(course({ school_assessment_course: true, assessment_kind: 'tryout', meta: { time_limit: 45 } })),
    );
    const body = toUpdateRequest(values, { grades, lockVersion: 1 });
    expect(body.course?.assessment_kind).toBe('tryout');
    expect(body.course?.meta).toEqual({ level: 'G10', time_limit: 45 });
  });
});

describe('§3 fields', () => {
  it('carry the preview video, systems, publish-to system and course set both ways', () => {
    const saved = course({
      systems: ['penaschool', 'penalink'],
      system: 'penaschool',
      publish_to_system: 'penalink',
      course_set_id: 5,
      course_subset_id: 6,
      preview_video: { original_url: 'youtube:dQw4w9WgXcQ', description: 'Halo', presenter: 9 },
    });
    const values = courseFormSchema.parse(courseToFormValues(saved));
    expect(values).toMatchObject({ preview_video_presenter: '9', systems: ['penaschool', 'penalink'], course_set_id: 5 });
    expect(toUpdateRequest(values, { grades, lockVersion: 2 }).course).toMatchObject({
      preview_video: { original_url: 'youtube:dQw4w9WgXcQ', description: 'Halo', presenter: 9 },
      systems: ['penaschool', 'penalink'],
      publish_to_system: 'penalink',
      course_set_id: 5,
      course_subset_id: 6,
    });
  });

  it('refuse a preview video that is not YouTube or Brightcove, and an eleventh system', () => {
    const base = { ...emptyCourseForm(false), name: 'Biologi' };
    const issues = (extra: object) => courseFormSchema.safeParse({ ...base, ...extra }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ preview_video_url: 'https://vimeo.com/1' })).toEqual([['preview_video_url', 'validation.course_video_url_invalid']]);
    expect(issues({ preview_video_url: 'pena:intro' })).toEqual([['preview_video_url', 'validation.course_video_url_invalid']]);
    expect(issues({ preview_video_url: 'https://youtu.be/dQw4w9WgXcQ' })).toBeUndefined();
    expect(issues({ systems: Array.from({ length: 11 }, (_, i) => `s${i}`) })).toEqual([['systems', 'course_form.errors.systems_max']]);
  });
});

describe('server field paths', () => {
  it('land on the form fields; the rest is shown above the buttons', () => {
    expect(
      mapServerFields({
        'course.name': 'taken',
        'course.meta.time_limit': 'only assessments',
        course_tags: 'at most three',
        'share_settings.user_ids': 'members only',
        'course.system': 'system first',
        'course.preview_video.presenter': 'not this course',
        'course.preview_video.original_url': 'YouTube or Brightcove',
        'course.course_set_id': 'bad set',
        'course.lock': 'something else',
      }),
    ).toEqual({
      byField: {
        name: 'taken',
        time_limit: 'only assessments',
        other_tag_ids: 'at most three',
        share_user_ids: 'members only',
        systems: 'system first',
        preview_video_presenter: 'not this course',
        preview_video_url: 'YouTube or Brightcove',
        course_set_id: 'bad set',
      },
      other: ['something else'],
    });
  });
});
