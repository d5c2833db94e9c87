// Footer: the language picker, the accessibility statement (Pena's own page, so it is there
// even when the provider configured no links), terms, privacy and contact links, and the app
// version.
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../i18n/useLanguage.ts';
import { LanguagePicker } from './LanguagePicker.tsx';

/** The accessibility statement's address in a language. */
export function accessibilityStatementPath(language: string): string {
  return `/${language}/accessibility`;
}

export type FooterLinks = { terms: string; privacy: string; contact: string };

type FooterProps = {
  links: FooterLinks | null;
  version: string;
  /** Centered on narrow pages (login); spread across on the app shell. */
  align?: 'center' | 'spread';
};

export function Footer({ links, version, align = 'spread' }: FooterProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const linkItems = links
    ? ([
        ['terms', links.terms],
        ['privacy', links.privacy],
        ['contact', links.contact],
      ] as const)
    : [];

  return (
    <Group
      component="footer"
      justify={align === 'center' ? 'center' : 'space-between'}
      gap="xs"
      py="sm"
      wrap="wrap"
      aria-label={t('footer.label')}
    >
      <LanguagePicker />
      <Group gap="md" wrap="wrap" justify="center">
        <Anchor component={Link} to={accessibilityStatementPath(language)} size="xs" c="dimmed">
          {t('footer.accessibility')}
        </Anchor>
        {linkItems.map(([key, href]) => (
          <Anchor key={key} href={href} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed">
            {t(`footer.${key}`)}
          </Anchor>
        ))}
        <Text size="xs" c="dimmed">
          {t('footer.version', { version })}
        </Text>
      </Group>
    </Group>
  );
}
