// Warns users of browsers other than Chrome, Safari and Firefox (spec §1), once per
// browser session, and lists the three with download links.
import { Anchor, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconBrandChrome, IconBrandFirefox, IconBrandSafari, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedBrowser } from '../lib/browser.ts';

const DISMISSED_KEY = 'pena.browserNoticeDismissed';

const browsers: ReadonlyArray<{ name: string; url: string; icon: ReactNode }> = [
  { name: 'Google Chrome', url: 'https://www.google.com/chrome/', icon: <IconBrandChrome size={22} /> },
  { name: 'Safari', url: 'https://www.apple.com/safari/', icon: <IconBrandSafari size={22} /> },
  { name: 'Mozilla Firefox', url: 'https://www.mozilla.org/firefox/new/', icon: <IconBrandFirefox size={22} /> },
];

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

type Props = { userAgent?: string };

export function BrowserNotSupportedModal({ userAgent = navigator.userAgent }: Props) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(() => !isSupportedBrowser(userAgent) && !wasDismissed());

  const close = () => {
    setOpened(false);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private modes may refuse storage; the notice then shows again next visit.
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('browser.title')} size="md">
      <Stack gap="md">
        <Text size="sm">{t('browser.description')}</Text>
        <Stack gap="xs">
          {browsers.map((browser) => (
            <Paper key={browser.name} withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  {browser.icon}
                  <Text fw={600} size="sm">
                    {browser.name}
                  </Text>
                </Group>
                <Anchor
                  href={browser.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  aria-label={t('browser.download_named', { name: browser.name })}
                >
                  <Group gap={4} wrap="nowrap">
                    {t('browser.download')}
                    <IconExternalLink size={14} />
                  </Group>
                </Anchor>
              </Group>
            </Paper>
          ))}
        </Stack>
        <Text size="xs" c="dimmed">
          {t('browser.word_paste')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={close}>{t('browser.continue')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
