// One row per failed page, question or passage: its title (with math) and type, where it
// sits (course › unit › topic, each a link, math typeset), why it failed (the job and its date when a job
// failed it), its accessibility findings apart from the failures, and a Fix link to its editor (spec §2 failed-content lists).
import { Anchor, Badge, Button, Group, List, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAccessible, IconChevronRight, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FailedItem, FailedKind } from '../../../domain/schemas/failedContent.ts';
import { VALIDATION_SOURCE } from '../../../domain/schemas/failedContent.ts';
import { MathText, mathToPlainText } from '../../components/math/index.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { failedPaths } from './paths.ts';
import { screenWord } from '../../lib/screenWords.ts';

function TypeBadge({ kind, type }: { kind: FailedKind; type: FailedItem['type'] }) {
  const { t } = useTranslation();
  const label =
    kind === 'chapters'
      ? t(`topics.content.page_types.${type}`)
      : kind === 'questions'
        ? t(`topics.content.question_types.${type}`)
        : t('failed.passage');
  return (
    <Badge size="sm" variant="light" color={kind === 'questions' ? 'indigo' : kind === 'chapters' ? 'cyan' : 'grape'} tt="none" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

function Where({ item }: { item: FailedItem }) {
  const language = useLanguage();
  const sep = <IconChevronRight size={12} color="var(--mantine-color-gray-5)" style={{ flexShrink: 0 }} />;
  return (
    <Group gap={4} wrap="wrap" maw={360}>
      <Anchor component={Link} to={failedPaths.course(language, item.course.id)} size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
        <MathText inline>{item.course.name}</MathText>
      </Anchor>
      {sep}
      <Anchor component={Link} to={failedPaths.unit(language, item.unit.id)} size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
        <MathText inline>{item.unit.name}</MathText>
      </Anchor>
      {sep}
      <Anchor component={Link} to={failedPaths.topic(language, item.topic.id)} size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
        <MathText inline>{item.topic.name}</MathText>
      </Anchor>
    </Group>
  );
}

function Reasons({ item }: { item: FailedItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const when = formatDateTime(item.failed_at, language);
  return (
    <Stack gap={4}>
      {item.source !== VALIDATION_SOURCE && (
        <Text size="xs" c="red.8" fw={600}>
          {t('failed.job_failed', { job: t(`failed.jobs.${item.source}`, { defaultValue: item.source }) })}
          {when ? ` · ${when}` : ''}
        </Text>
      )}
      {item.reasons.length > 0 && (
        <List size="sm" spacing={2} c="red.9">
          {item.reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      )}
      {item.findings.length > 0 && (
        <>
          <Group gap={4} wrap="nowrap">
            <IconAccessible size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="xs" fw={600}>
              {t('failed.accessibility_findings')}
            </Text>
          </Group>
          <List size="sm" spacing={2} data-testid="failed-findings">
            {item.findings.map((finding) => (
              <List.Item key={finding}>{finding}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

export function FailedTable({ kind, items, refreshing }: { kind: FailedKind; items: FailedItem[]; refreshing: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    // Positioned, so the visually hidden header (position: absolute) stays inside the scroll box
    // instead of widening the page on a phone.
    <Paper withBorder radius="md" pos="relative" data-testid="failed-table-scroll" style={{ overflowX: 'auto', opacity: refreshing ? 0.7 : 1, transition: 'opacity 120ms' }}>
      <Table verticalSpacing="sm" horizontalSpacing="md" miw={760} aria-label={t(`failed.tabs.${screenWord(kind)}`)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`failed.columns.title_${screenWord(kind)}`)}</Table.Th>
            <Table.Th>{t('failed.columns.where')}</Table.Th>
            <Table.Th>{t('failed.columns.reasons')}</Table.Th>
            <Table.Th w={100}>
              <VisuallyHidden>{t('failed.columns.fix')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const title = item.title.trim() === '' ? t('failed.untitled') : item.title;
            return (
              <Table.Tr key={item.id} data-testid="failed-row">
                <Table.Td maw={320}>
                  <Stack gap={6} align="flex-start">
                    <TypeBadge kind={kind} type={item.type} />
                    <Text size="sm" fw={500} lineClamp={2} style={{ wordBreak: 'break-word' }} c={item.title.trim() === '' ? 'dimmed' : undefined}>
                      <MathText inline>{title}</MathText>
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Where item={item} />
                </Table.Td>
                <Table.Td>
                  <Reasons item={item} />
                </Table.Td>
                <Table.Td>
                  <Button
                    component={Link}
                    to={failedPaths.fix(language, kind, item.id)}
                    size="xs"
                    variant="light"
                    leftSection={<IconTool size={14} />}
                    aria-label={t('failed.fix_item', { title: mathToPlainText(title) })}
                  >
                    {t('failed.fix')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

export function FailedTableSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" data-testid="failed-loading">
      <Stack gap="md">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={44} radius="sm" />
        ))}
      </Stack>
    </Paper>
  );
}
