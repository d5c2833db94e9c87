// Switches the interface language: the URL prefix changes (/en/… ↔ /id/…) and the choice
// is remembered in the language cookie for addresses without a prefix.
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGE_COOKIE, LANGUAGES } from '../../domain/constants.ts';
import type { Language } from '../../domain/constants.ts';
import { resolveLanguage, withLanguage } from '../i18n/language.ts';
import { readCookie, writeCookie } from '../lib/cookies.ts';

/** Each language is named in itself, so anyone can find their own. */
export const languageNames: Record<Language, string> = { en: 'English', id: 'Bahasa Indonesia' };

export function LanguagePicker({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = resolveLanguage(location.pathname, readCookie(LANGUAGE_COOKIE));

  const choose = (language: Language) => {
    writeCookie(LANGUAGE_COOKIE, language);
    if (language !== current) {
      void navigate(`${withLanguage(location.pathname, language)}${location.search}${location.hash}`);
    }
  };

  return (
    <Menu position="top-start" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size={size}
          leftSection={<IconLanguage size={16} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={`${t('footer.language')}: ${languageNames[current]}`}
        >
          {languageNames[current]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('footer.language')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => choose(language)}
            rightSection={language === current ? <IconCheck size={14} /> : null}
          >
            {languageNames[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
