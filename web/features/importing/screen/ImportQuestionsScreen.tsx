// topics/{topicId}/organizations/pena/import (the provider's test bank) and
// topics/{topicId}/organizations/{organizationId}/import (another school of the user), spec
// §2 "Import questions from an organization or the test bank": no top bar, no sidebar
// (BareLayout); the route guards (§6) are in the router. This element finds the target topic
// and the source organization (the test bank's owner comes from the public config), then
// hands over to the workspace.
import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { parseId } from '../../../../domain/schemas/primitives.ts';
import { useTopicItems } from '../../../components/editor/index.ts';
import { ErrorScreen } from '../../../components/ErrorScreen/index.ts';
import { QueryError } from '../../../components/QueryError.tsx';
import { useScreenTitle } from '../../../components/useScreenTitle.ts';
import { homePath, useLanguage } from '../../../i18n/useLanguage.ts';
import { useRecordOrganization } from '../../auth/index.ts';
import { usePublicConfig } from '../../config/index.ts';
import { useOrganizations } from '../../organizations/index.ts';
import { BackToTopic, ImportWorkspace } from './ImportWorkspace.tsx';
import type { SourceKind } from './ImportWorkspace.tsx';

export function ImportQuestionsScreen({ source }: { source: SourceKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const params = useParams();
  const topicId = parseId(params.topicId);
  const target = useTopicItems(topicId);
  useRecordOrganization(target.data?.organization_id);
  const config = usePublicConfig();
  const organizations = useOrganizations({ enabled: source === 'organization' });
  useScreenTitle(t('importing.page_title'));

  const sourceId = source === 'test_bank' ? (config.data?.provider_organization_id ?? null) : parseId(params.organizationId);
  const school = source === 'organization' ? organizations.data?.find((o) => o.id === sourceId) : undefined;

  if (topicId === null || (source === 'organization' && (sourceId === null || (organizations.data && !school)))) {
    return <ErrorScreen name="notFound" signedIn courseListPath={homePath(language)} />;
  }
  const failed = target.error ?? (source === 'test_bank' ? config.error : organizations.error);
  if (failed) return <QueryError error={failed} courseListPath={homePath(language)} />;
  const waiting = !target.data || (source === 'test_bank' ? !config.data : !school);
  if (waiting) {
    return (
      <Stack gap="md" aria-busy data-testid="import-loading">
        <Skeleton height={16} width={140} />
        <Skeleton height={34} width="60%" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  }
  if (sourceId === null) {
    return (
      <Stack gap="lg">
        <BackToTopic topicId={topicId} />
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} data-testid="no-test-bank">
          {t('importing.no_test_bank')}
        </Alert>
      </Stack>
    );
  }
  return (
    <ImportWorkspace
      key={`${source}:${sourceId}:${topicId}`}
      target={target.data!}
      source={{ kind: source, id: sourceId, name: school?.name ?? t('importing.test_bank') }}
    />
  );
}
