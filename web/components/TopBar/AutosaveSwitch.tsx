// The autosave setting in the avatar menu: disabled while the change is being saved.
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type AutosaveControl = {
  checked: boolean;
  pending: boolean;
  onChange: (value: boolean) => void;
};

export function AutosaveSwitch({ checked, pending, onChange }: AutosaveControl) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={checked}
      disabled={pending}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={t('topbar.autosave')}
      description={t('topbar.autosave_description')}
      labelPosition="left"
      size="sm"
      styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
    />
  );
}
