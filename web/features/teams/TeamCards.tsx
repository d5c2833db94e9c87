// The organization's teams: name, team role and what it allows, and the people in it. For
// administrators each person has a remove button and each team an "Add member" button.
import { ActionIcon, Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../../domain/schemas/account.ts';
import { displayName } from './membership.ts';
import { roleColors } from './roleLabels.ts';

export type TeamUser = Team['users'][number];
export type TeamActions = { onAdd: (team: Team) => void; onRemove: (team: Team, user: TeamUser) => void };

export function TeamCards({ teams, showRoles, manage }: { teams: Team[]; showRoles: boolean; manage?: TeamActions }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {teams.map((team) => (
        <Card key={team.id} withBorder padding="lg" data-testid="team-card" aria-label={team.name} component="article">
          <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
            <Text fw={650} size="lg" lh={1.3}>
              {team.name}
            </Text>
            {showRoles && (
              <Badge variant="light" color={roleColors[team.role]} style={{ flexShrink: 0 }}>
                {t(`roles.${team.role}`)}
              </Badge>
            )}
          </Group>
          {showRoles && (
            <Text size="sm" c="dimmed" mb="md">
              {t(`roles.${team.role}_description`)}
            </Text>
          )}
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5} mb={6}>
            {t('teams.member_count', { count: team.users.length })}
          </Text>
          {team.users.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('teams.team_empty')}
            </Text>
          ) : (
            <Stack gap={8}>
              {team.users.map((user) => (
                <Group key={user.id} gap="sm" wrap="nowrap">
                  <Avatar radius="xl" size={28} color={roleColors[team.role]}>
                    {displayName(user).slice(0, 1).toUpperCase()}
                  </Avatar>
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" fw={500} truncate="end">
                      {displayName(user)}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end">
                      {user.email}
                    </Text>
                  </div>
                  {manage && (
                    <Tooltip label={t('teams.remove_tooltip')} withArrow openDelay={300}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('teams.remove_label', { name: displayName(user), team: team.name })}
                        onClick={() => manage.onRemove(team, user)}
                      >
                        <IconUserMinus size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              ))}
            </Stack>
          )}
          {manage && <div style={{ flex: 1, minHeight: 'var(--mantine-spacing-md)' }} />}
          {manage && (
            <Card.Section withBorder inheritPadding py="xs">
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconUserPlus size={16} />}
                onClick={() => manage.onAdd(team)}
                aria-label={t('teams.add_label', { team: team.name })}
              >
                {t('teams.add_member')}
              </Button>
            </Card.Section>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
