// Spec §4 "Unsaved changes": they raise the browser's leave warning, and leaving a form with
// them asks for confirmation. While `dirty`, closing or reloading the tab asks the browser's
// question, and moving to another screen in the app opens the leave/stay modal.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmModal } from './ConfirmModal.tsx';

export function useUnsavedChanges(dirty: boolean) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const modal = (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title={t('common.unsaved_title')}
      confirmLabel={t('common.leave')}
      cancelLabel={t('common.stay')}
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t('common.unsaved_body')}
    </ConfirmModal>
  );
  return { modal };
}
