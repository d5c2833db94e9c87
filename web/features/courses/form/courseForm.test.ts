// The form's rules and bodies without the screen: the time limit belongs to assessment
// courses only, an update carries the loaded version and clears what the teacher cleared,
// and the server's field paths land on the form's fields.
import { describe, expect, it } from 'vitest';
import { course } from '../test/courseFixtures.ts';
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

describe('server field paths', () => {
  it('land on the form fields; the rest is shown above the buttons', () => {
    expect(
      mapServerFields({
        'course.name': 'taken',
        'course.meta.time_limit': 'only assessments',
        course_tags: 'at most three',
        'share_settings.user_ids': 'members only',
        'course.system': 'system first',
      }),
    ).toEqual({
      byField: { name: 'taken', time_limit: 'only assessments', other_tag_ids: 'at most three', share_user_ids: 'members only' },
      other: ['system first'],
    });
  });
});
