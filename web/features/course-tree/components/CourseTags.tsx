// A course's grades and other tags as badges. Below the §9 width threshold (440 px, e.g. in
// the sidebar) only the first few show, followed by "+N" whose tooltip names the rest.
import { Badge, Group, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { TAGS_WIDTH_THRESHOLD } from '../../../../domain/constants.ts';
import type { TagRef } from '../../../../domain/schemas/courses.ts';

/** How many tags stay visible in a narrow place. */
export const NARROW_VISIBLE_TAGS = 2;

export function CourseTags({ grades, tags, size = 'sm' }: { grades: TagRef[]; tags: TagRef[]; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  const { ref, width } = useElementSize<HTMLDivElement>();
  // `course_tags` may list the grade tags again: each tag once, grades first.
  const all = [...grades, ...tags.filter((tag) => !grades.some((grade) => grade.id === tag.id))];
  if (all.length === 0) return null;

  const narrow = width < TAGS_WIDTH_THRESHOLD;
  const shown = narrow ? all.slice(0, NARROW_VISIBLE_TAGS) : all;
  const hidden = all.slice(shown.length);

  return (
    <Group ref={ref} gap={6} wrap="wrap" data-testid="course-tags" aria-label={t('course_tree.tags_label')}>
      {shown.map((tag) => (
        <Badge key={`${tag.type}-${tag.id}`} size={size} variant="light" color={tag.type === 'grade' ? 'pena' : 'gray'} tt="none">
          {tag.name}
        </Badge>
      ))}
      {hidden.length > 0 && (
        <Tooltip label={hidden.map((tag) => tag.name).join(', ')} withArrow multiline maw={260}>
          <Badge
            size={size}
            variant="outline"
            color="gray"
            tt="none"
            tabIndex={0}
            aria-label={t('course_tree.more_tags', { count: hidden.length, names: hidden.map((tag) => tag.name).join(', ') })}
          >
            +{hidden.length}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
