// The dismissible success banner of spec §2 ("Course created."), shown at the top of the
// screen after an action; it fades in and out in 200 ms (§9 banner transition).
import { Alert, Transition } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_TRANSITION_MS } from '../../../domain/constants.ts';

export function SuccessBanner({ message, onDismiss }: { message: ReactNode | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Transition mounted={Boolean(message)} transition="fade-down" duration={BANNER_TRANSITION_MS} timingFunction="ease">
      {(styles) => (
        <Alert
          style={styles}
          role="status"
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          withCloseButton
          closeButtonLabel={t('common.dismiss')}
          onClose={onDismiss}
          mb="lg"
        >
          {message}
        </Alert>
      )}
    </Transition>
  );
}
