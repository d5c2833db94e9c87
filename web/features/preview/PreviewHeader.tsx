// The slim learner header of the preview (spec §2 "Preview"): the topic, where it sits, and
// the switch between the drafts and the published snapshot (disabled, with a note, when
// nothing of the topic is published), with a small loader beside it while the other version
// loads. Sticky, so the switch stays at hand on a phone; what the keyboard focuses scrolls clear
// of it.
import { Badge, Box, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewTopic, PreviewVersion } from '../../../domain/schemas/preview.ts';
import { MathText } from '../../components/math/index.ts';
import { useStickyScrollPadding } from '../../components/stickyScrollPadding.ts';

export function PreviewHeader({
  topic,
  version,
  publishedAvailable,
  onVersion,
  loading = false,
}: {
  topic: PreviewTopic['topic'] | null;
  version: PreviewVersion;
  publishedAvailable: boolean;
  onVersion: (version: PreviewVersion) => void;
  /** The other version is loading. */
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const header = useRef<HTMLElement>(null);
  useStickyScrollPadding(header);
  return (
    <Box
      ref={header}
      component="header"
      px={{ base: 'sm', sm: 'lg' }}
      py="sm"
      bg="var(--mantine-color-body)"
      style={{ position: 'sticky', top: 0, zIndex: 10, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap" maw={1100} mx="auto">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap={8} wrap="nowrap" miw={0}>
            <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
              {t('preview.badge')}
            </Badge>
            <Title order={1} fz={{ base: 18, sm: 22 }} lineClamp={2} style={{ wordBreak: 'break-word' }}>
              {topic ? <MathText text={topic.name} /> : ''}
            </Title>
          </Group>
          {topic && (
            <Text size="sm" c="dimmed" truncate="end">
              {topic.course_name} · {topic.unit_name}
            </Text>
          )}
          {!publishedAvailable && (
            <Text size="xs" c="dimmed">
              {t('preview.nothing_published')}
            </Text>
          )}
        </Stack>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          {loading && <Loader size={14} role="status" aria-label={t('preview.loading_version')} data-testid="preview-version-loading" />}
          <SegmentedControl
            size="xs"
            value={version}
            onChange={(value) => onVersion(value as PreviewVersion)}
            aria-label={t('preview.version')}
            data={[
              { value: 'draft', label: t('preview.draft') },
              { value: 'published', label: t('preview.published'), disabled: !publishedAvailable && version !== 'published' },
            ]}
          />
        </Group>
      </Group>
    </Box>
  );
}
