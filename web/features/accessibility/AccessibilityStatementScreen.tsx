// The accessibility statement (WCAG 2.2 AA and ATAG 2.0 A and B): public, like the login
// screen, so anyone can read it before signing in, and reached from the footer of every
// screen that has one. Its own frame: a header with the way home, the statement as the main
// landmark, and the footer.
import { Anchor, Box, Container, List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_VERSION } from '../../../domain/constants.ts';
import { Footer } from '../../components/Footer.tsx';
import { Logo } from '../../components/Logo.tsx';
import { useScreenTitle } from '../../components/useScreenTitle.ts';
import { homePath, useLanguage } from '../../i18n/useLanguage.ts';
import { usePublicConfig } from '../config/index.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </Box>
  );
}

function Items({ keys }: { keys: string[] }) {
  const { t } = useTranslation();
  return (
    <List spacing={4} withPadding>
      {keys.map((key) => (
        <List.Item key={key}>{t(key)}</List.Item>
      ))}
    </List>
  );
}

export function AccessibilityStatementScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = usePublicConfig();
  const links = config.data?.links ?? null;
  useScreenTitle(t('accessibility.title'));

  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Box component="header" bg="white" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="sm">
          <Anchor component={Link} to={homePath(language)} display="inline-block">
            <Logo height={32} title={t('accessibility.home')} />
          </Anchor>
        </Container>
      </Box>
      <Container component="main" size="sm" py="xl">
        <Stack gap="xl">
          <div>
            <Title order={1} mb="sm">
              {t('accessibility.title')}
            </Title>
            <Text>{t('accessibility.intro')}</Text>
          </div>
          <Section title={t('accessibility.target.title')}>
            <Text>{t('accessibility.target.wcag')}</Text>
            <Text>{t('accessibility.target.atag')}</Text>
            <Text>{t('accessibility.target.status')}</Text>
          </Section>
          <Section title={t('accessibility.testing.title')}>
            <Items keys={['axe', 'keyboard', 'components', 'content'].map((key) => `accessibility.testing.${key}`)} />
          </Section>
          <Section title={t('accessibility.authoring.title')}>
            <Text>{t('accessibility.authoring.intro')}</Text>
            <Items
              keys={['alt_text', 'link_text', 'headings', 'tables', 'transcripts', 'contrast', 'colour_answers'].map(
                (key) => `accessibility.authoring.${key}`,
              )}
            />
            <Text>{t('accessibility.authoring.image_prompt')}</Text>
            <Text>{t('accessibility.authoring.math')}</Text>
          </Section>
          <Section title={t('accessibility.exceptions.title')}>
            <Items
              keys={['school_content', 'videos', 'math_images', 'uploads', 'colour_scheme'].map((key) => `accessibility.exceptions.${key}`)}
            />
          </Section>
          <Section title={t('accessibility.contact.title')}>
            {links?.contact ? (
              <Text>
                {t('accessibility.contact.with_link')}{' '}
                <Anchor href={links.contact} target="_blank" rel="noopener noreferrer" underline="always">
                  {t('footer.contact')}
                </Anchor>
              </Text>
            ) : (
              <Text>{t('accessibility.contact.without_link')}</Text>
            )}
          </Section>
          <Text size="sm" c="dimmed">
            {t('accessibility.reviewed')}
          </Text>
        </Stack>
      </Container>
      <Container size="sm">
        <Footer links={links} version={config.data?.app_version ?? APP_VERSION} />
      </Container>
    </Box>
  );
}
