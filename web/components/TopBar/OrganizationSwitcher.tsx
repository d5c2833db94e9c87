// The organization name, and a dropdown to switch when the user has several organizations.
import { Badge, Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingCommunity, IconCheck, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './TopBar.module.css';

export type OrganizationOption = { id: number; name: string; verified: boolean };

type Props = {
  current: OrganizationOption;
  /** null when the user has one organization: the name shows without a dropdown. */
  options: OrganizationOption[] | null;
  loading: boolean;
  onSwitch: (id: number) => void;
};

export function OrganizationSwitcher({ current, options, loading, onSwitch }: Props) {
  const { t } = useTranslation();
  const name = (
    <>
      <IconBuildingCommunity size={18} color="var(--mantine-color-pena-7)" style={{ flexShrink: 0 }} />
      <Text size="sm" fw={600} truncate="end" data-testid="organization-name">
        {current.name}
      </Text>
    </>
  );

  if (options === null) {
    return <div className={classes.switcher}>{name}</div>;
  }

  return (
    <Menu position="bottom-start" width={300} withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={`${classes.switcher} ${classes.switcherButton}`}
          aria-label={`${t('topbar.switch_organization')}: ${current.name}`}
        >
          {name}
          {loading ? <Loader size={14} /> : <IconSelector size={16} color="var(--mantine-color-gray-6)" />}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('topbar.switch_organization')}</Menu.Label>
        {options.map((option) => (
          <Menu.Item
            key={option.id}
            onClick={() => option.id !== current.id && onSwitch(option.id)}
            rightSection={
              option.id === current.id ? (
                <IconCheck size={16} color="var(--mantine-color-pena-7)" />
              ) : !option.verified ? (
                <Badge size="xs" variant="light" color="orange">
                  {t('topbar.unverified_badge')}
                </Badge>
              ) : null
            }
            aria-current={option.id === current.id ? 'true' : undefined}
          >
            <Text size="sm" fw={option.id === current.id ? 600 : 400} truncate="end">
              {option.name}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
