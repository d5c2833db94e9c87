// {lang}/unverified: the organization is waiting for verification. A country-specific
// notice (Indonesia or the Philippines) with the call centre and information address.
// The session is checked every few seconds; the verification gate then sends the user home.
import { Anchor, Button, Center, Divider, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh, IconMail, IconPhone, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_POLL_MS } from '../../../domain/constants.ts';
import { useScreenTitle } from '../../components/useScreenTitle.ts';
import { useSession, useSignedIn } from '../auth/index.ts';
import { usePublicConfig } from '../config/index.ts';

function ContactLine(props: { icon: ReactNode; label: string; href: string; text: string; testId: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon variant="light" radius="xl">
        {props.icon}
      </ThemeIcon>
      <Text size="sm">
        {props.label}{' '}
        <Anchor href={props.href} fw={600} data-testid={props.testId}>
          {props.text}
        </Anchor>
      </Text>
    </Group>
  );
}

export function UnverifiedScreen() {
  const { t } = useTranslation();
  const { organization } = useSignedIn();
  const session = useSession({ refetchInterval: DEFAULT_POLL_MS });
  const config = usePublicConfig();
  const country = organization.country_code;
  const contact = config.data?.support[country];
  useScreenTitle(t('unverified.title'));

  return (
    <Center py={{ base: 'md', sm: 48 }}>
      <Paper withBorder shadow="xs" p={{ base: 'lg', sm: 40 }} maw={640} w="100%" data-testid="unverified-notice">
        <Stack gap="lg">
          <ThemeIcon size={56} radius="xl" variant="light" color="orange">
            <IconHourglassHigh size={28} stroke={1.6} />
          </ThemeIcon>
          <div>
            <Title order={1} mb="xs">
              {t('unverified.title')}
            </Title>
            <Text size="lg" c="dimmed">
              {t(`unverified.notice_${country}`, { organization: organization.name })}
            </Text>
          </div>
          <Divider />
          <div>
            <Text fw={650} mb="sm">
              {t(`unverified.contact_${country}`)}
            </Text>
            {contact ? (
              <Stack gap="sm">
                <ContactLine
                  icon={<IconPhone size={16} />}
                  label={t('unverified.call_centre')}
                  href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                  text={contact.phone}
                  testId="support-phone"
                />
                <ContactLine
                  icon={<IconMail size={16} />}
                  label={t('unverified.information')}
                  href={`mailto:${contact.email}`}
                  text={contact.email}
                  testId="support-email"
                />
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('common.loading')}
              </Text>
            )}
          </div>
          <Divider />
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed" maw={380}>
              {t('unverified.auto_redirect')}
            </Text>
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} />}
              loading={session.isFetching}
              onClick={() => void session.refetch()}
            >
              {t('unverified.check_again')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
