// The login screen (spec §2): brand column with the logo and copyright line on the left,
// the form on the right; the footer carries the language picker and the links.
import { Box, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '../../../domain/constants.ts';
import { Footer } from '../../components/Footer.tsx';
import { Logo } from '../../components/Logo.tsx';
import { useScreenTitle } from '../../components/useScreenTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { usePublicConfig } from '../config/index.ts';
import { ForgotPasswordModal } from './ForgotPasswordModal.tsx';
import { LoginForm } from './LoginForm.tsx';
import classes from './LoginScreen.module.css';

export function LoginScreen({ sessionExpired = false }: { sessionExpired?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = usePublicConfig();
  const [forgotOpen, setForgotOpen] = useState(false);
  useScreenTitle(t('login.title'));
  const copyright = t('login.copyright', { year: new Date().getFullYear() });

  return (
    <div className={classes.root}>
      <Box component="aside" className={classes.brand}>
        <div className={classes.brandPattern} aria-hidden />
        <Logo height={40} tone="white" />
        <div className={classes.brandBody}>
          <Title order={2} c="white" fz={30} lh={1.25} mb="md">
            {t('login.brand_headline')}
          </Title>
          <Text c="rgba(255,255,255,0.85)" size="md" lh={1.6}>
            {t('login.brand_body')}
          </Text>
        </div>
        <Text size="sm" c="rgba(255,255,255,0.75)" data-testid="copyright">
          {copyright}
        </Text>
      </Box>

      <main className={classes.formColumn}>
        <div className={classes.mobileLogo}>
          <Logo height={32} />
        </div>
        <div className={classes.formWrap}>
          <Stack className={classes.form} gap="xl">
            <div>
              <Title order={1} mb={6}>
                {t('login.title')}
              </Title>
              <Text c="dimmed">{t('login.subtitle')}</Text>
            </div>
            <LoginForm sessionExpired={sessionExpired} onForgotPassword={() => setForgotOpen(true)} />
          </Stack>
        </div>
        <Text size="xs" c="dimmed" ta="center" className={classes.mobileCopyright}>
          {copyright}
        </Text>
        <Footer
          links={config.data?.links ?? null}
          version={config.data?.app_version ?? APP_VERSION}
          align="center"
        />
      </main>

      <ForgotPasswordModal
        opened={forgotOpen}
        onClose={() => setForgotOpen(false)}
        resetUrl={config.data?.forgot_password_url[language] ?? null}
      />
    </div>
  );
}
