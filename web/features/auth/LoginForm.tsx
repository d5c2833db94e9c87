// Username, password (with show/hide), "Forgot password?" and the login button. The only
// checks are the server's; its answer becomes one of the §8 messages.
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconClockExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from './data/mutations.ts';
import { loginMessage } from './loginMessage.ts';

type Props = { sessionExpired: boolean; onForgotPassword: () => void };

export function LoginForm({ sessionExpired, onForgotPassword }: Props) {
  const { t } = useTranslation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const message = loginMessage(login.error, sessionExpired && !login.isPending);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate({ email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.title')}>
      <Stack gap="md">
        {message && (
          <Alert
            role="alert"
            variant="light"
            color={message.tone === 'error' ? 'red' : 'yellow'}
            icon={message.tone === 'error' ? <IconAlertCircle size={18} /> : <IconClockExclamation size={18} />}
            data-testid="login-message"
          >
            {t(message.key)}
          </Alert>
        )}
        <TextInput
          label={t('login.username')}
          placeholder={t('login.username_placeholder')}
          type="email"
          autoComplete="username"
          size="md"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          autoFocus
        />
        <Stack gap={6}>
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            size="md"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            visibilityToggleButtonProps={{
              'aria-label': t('login.toggle_password'),
            }}
          />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" fw={500} onClick={onForgotPassword}>
              {t('login.forgot_password')}
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" size="md" fullWidth loading={login.isPending} mt="xs">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
