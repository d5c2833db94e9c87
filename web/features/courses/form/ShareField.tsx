// Share settings (spec §3, §6): when on, the course opens only for its author, the
// organization's admins and the members picked here; everyone else sees it locked.
import { Alert, MultiSelect, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../../../domain/schemas/account.ts';

type Props = {
  enabled: boolean;
  userIds: string[];
  members: Member[] | undefined;
  /** The author always has access, so is not offered. */
  authorId: number | null;
  error?: string;
  onEnabledChange: (enabled: boolean) => void;
  onUsersChange: (ids: string[]) => void;
};

export function ShareField({ enabled, userIds, members, authorId, error, onEnabledChange, onUsersChange }: Props) {
  const { t } = useTranslation();
  const options = (members ?? [])
    .filter((member) => member.id !== authorId && !member.admin && !member.restricted)
    .sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email))
    .map((member) => ({ value: String(member.id), label: member.name ? `${member.name} (${member.email})` : member.email }));

  return (
    <Stack gap="sm">
      <Switch
        checked={enabled}
        onChange={(event) => onEnabledChange(event.currentTarget.checked)}
        label={t('course_form.share.switch')}
        description={t('course_form.share.switch_description')}
      />
      {enabled && (
        <Paper withBorder p="md" bg="var(--mantine-color-gray-0)" radius="md">
          {members !== undefined && options.length === 0 ? (
            <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />}>
              {t('course_form.share.no_members')}
            </Alert>
          ) : (
            <MultiSelect
              label={t('course_form.share.users')}
              description={t('course_form.share.users_description')}
              placeholder={userIds.length ? undefined : t('course_form.share.users_placeholder')}
              data={options}
              value={userIds}
              onChange={onUsersChange}
              searchable
              clearable
              nothingFoundMessage={t('courses.filters.nothing_found')}
              error={error}
              disabled={members === undefined}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {userIds.length === 0 && options.length > 0 && (
            <Text size="xs" c="dimmed" mt="xs">
              {t('course_form.share.only_you')}
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}
