// {lang}/activity: the organization's own events, newest first: who changed a member's role
// or team, and which courses were deleted (a course's feed goes with it). For administrators
// (RouteGuard 'organization_activity'; the server answers 403 too), linked from User
// Management.
import { useTranslation } from 'react-i18next';
import type { ActivityKind } from '../../../domain/schemas/history.ts';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { useScreenTitle } from '../../components/useScreenTitle.ts';
import { useSignedIn } from '../auth/index.ts';
import { ActivityFeedView } from './ActivityFeedView.tsx';

export const ORGANIZATION_KINDS: readonly ActivityKind[] = ['role_changed', 'member_added', 'member_removed', 'deleted'];

export function OrganizationActivityScreen() {
  const { t } = useTranslation();
  const { organization } = useSignedIn();
  useScreenTitle(t('activity.organization_title'));
  return (
    <>
      <ScreenHeader eyebrow={organization.name} title={t('activity.organization_title')} description={t('activity.organization_description')} />
      <ActivityFeedView
        feed={{ scope: 'organization', id: organization.id }}
        organizationId={organization.id}
        kinds={ORGANIZATION_KINDS}
        label={t('activity.organization_title')}
      />
    </>
  );
}
