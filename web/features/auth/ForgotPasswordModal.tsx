// "Forgot password?": passwords live in the link app, so this explains that and opens its
// forgot-password page (for the current language) in a new tab.
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconExternalLink, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = { opened: boolean; onClose: () => void; resetUrl: string | null };

export function ForgotPasswordModal({ opened, onClose, resetUrl }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('forgot_password.title')} size="md">
      <Stack gap="lg">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon variant="light" size={40} radius="xl">
            <IconKey size={20} />
          </ThemeIcon>
          <Text size="sm">{t('forgot_password.body')}</Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('forgot_password.cancel')}
          </Button>
          <Button
            component="a"
            href={resetUrl ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternalLink size={16} />}
            disabled={!resetUrl}
            onClick={onClose}
          >
            {t('forgot_password.open')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
