// The page around an import flow (spec §2 "Import from document, AI flow: Upload, Processing,
// Review"; BareLayout: no top bar or sidebar): the topic being imported into read first — a
// missing or forbidden topic is the error page, another failure says so with the way back and
// Try again, a skeleton while it loads — then the way back to the topic and the heading (the
// import's name, the topic, its course and unit). The words are the feature's, under
// `${prefix}.title`, `.back_to_topic`, `.topic_failed` and `.retry` (e.g. prefix
// 'spreadsheet_import').
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Topic } from '../../../domain/schemas/courses.ts';
import { homePath, useLanguage } from '../../i18n/useLanguage.ts';
import { ApiError, isApiError } from '../../lib/http.ts';
import { MathText } from '../math/index.ts';
import { QueryError } from '../QueryError.tsx';

type TopicRead = { isError: boolean; error: unknown; data: Topic | undefined; refetch: () => unknown };

type GateProps = {
  topicId: number | null;
  topic: TopicRead;
  prefix: string;
  /** The way back while the topic could not be read. */
  backTo: (topicId: number) => string;
  children: (topic: Topic) => ReactNode;
};

export function ImportTopicGate({ topicId, topic, prefix, backTo, children }: GateProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (topicId === null) return <QueryError error={new ApiError(404, null)} courseListPath={homePath(language)} />;
  if (topic.isError) {
    if (isApiError(topic.error) && (topic.error.kind === 'permissionError' || topic.error.kind === 'notFound')) {
      return <QueryError error={topic.error} courseListPath={homePath(language)} />;
    }
    return (
      <Stack gap="lg">
        <ImportBackLink to={backTo(topicId)} prefix={prefix} />
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t(`${prefix}.topic_failed`)}>
          <Button mt="sm" size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={() => void topic.refetch()}>
            {t(`${prefix}.retry`)}
          </Button>
        </Alert>
      </Stack>
    );
  }
  if (!topic.data) {
    return (
      <Stack gap="md" aria-busy data-testid="import-loading">
        <Skeleton height={16} width={140} />
        <Skeleton height={34} width="60%" />
        <Skeleton height={48} />
        <Skeleton height={200} radius="md" />
      </Stack>
    );
  }
  return children(topic.data);
}

export function ImportBackLink({ to, prefix }: { to: string; prefix: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} size="sm" c="dimmed" fw={500} underline="hover" w="fit-content">
      <Group gap={6} component="span" wrap="nowrap">
        <IconArrowLeft size={16} />
        {t(`${prefix}.back_to_topic`)}
      </Group>
    </Anchor>
  );
}

export function ImportHeading({ topic, prefix }: { topic: Topic; prefix: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} tt="uppercase" c="pena.7" lts={0.6}>
        {t(`${prefix}.title`)}
      </Text>
      <Title order={1} style={{ wordBreak: 'break-word' }}>
        <MathText inline>{topic.name}</MathText>
      </Title>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {topic.course_name} · {topic.bundle_name}
      </Text>
    </Stack>
  );
}
