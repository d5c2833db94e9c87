// The autosave setting in the avatar menu: a checkable menu item (a menu may hold only menu
// items), disabled while the change is being saved; the menu stays open to show the new state.
import { Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type AutosaveControl = {
  checked: boolean;
  pending: boolean;
  onChange: (value: boolean) => void;
};

export function AutosaveSwitch({ checked, pending, onChange }: AutosaveControl) {
  const { t } = useTranslation();
  return (
    <Menu.CheckboxItem checked={checked} disabled={pending} onChange={onChange} closeMenuOnClick={false}>
      <Text size="sm" fw={500}>
        {t('topbar.autosave')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('topbar.autosave_description')}
      </Text>
    </Menu.CheckboxItem>
  );
}
