// The avatar menu: who is signed in, the autosave toggle, the sibling products, settings
// and log out. On narrow screens it also carries the main links.
import { Avatar, Box, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconBooks,
  IconChevronDown,
  IconExternalLink,
  IconLink,
  IconLogout,
  IconSchool,
  IconSettings,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AutosaveSwitch } from './AutosaveSwitch.tsx';
import type { AutosaveControl } from './AutosaveSwitch.tsx';
import classes from './TopBar.module.css';

export type ProductLink = { key: string; url: string };
export type NavItem = { key: string; label: string; to: string; icon: ReactNode };

type Props = {
  user: { name: string; email: string; profileImageUrl: string | null };
  autosave: AutosaveControl | null;
  products: ProductLink[];
  settingsUrl: string | null;
  navItems: NavItem[];
  onLogout: () => void;
};

const productIcons: Record<string, ReactNode> = { link: <IconLink size={16} />, learn: <IconSchool size={16} /> };

export function initials(name: string, email: string): string {
  const source = name.trim() || email.split('@')[0] || '?';
  const words = source.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : source.slice(0, 2);
  return letters.toUpperCase();
}

export function UserMenu({ user, autosave, products, settingsUrl, navItems, onLogout }: Props) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={300} withinPortal closeOnItemClick>
      <Menu.Target>
        <UnstyledButton className={classes.account} aria-label={t('topbar.account_menu')}>
          <Avatar src={user.profileImageUrl} radius="xl" size={34} color="pena" variant="filled">
            {initials(user.name, user.email)}
          </Avatar>
          <Text size="sm" fw={600} visibleFrom="md" maw={160} truncate="end">
            {user.name || user.email}
          </Text>
          <IconChevronDown size={14} color="var(--mantine-color-gray-6)" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py="xs">
          {user.name && (
            <Text size="sm" fw={600} truncate="end">
              {user.name}
            </Text>
          )}
          <Text size="xs" c="dimmed" truncate="end" data-testid="user-email">
            {user.email}
          </Text>
        </Box>
        {autosave && (
          <>
            <Menu.Divider />
            <AutosaveSwitch {...autosave} />
          </>
        )}
        {navItems.length > 0 && (
          <Box hiddenFrom="sm">
            <Menu.Divider />
            {navItems.map((item) => (
              <Menu.Item key={item.key} component={Link} to={item.to} leftSection={item.icon}>
                {item.label}
              </Menu.Item>
            ))}
          </Box>
        )}
        {products.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Label>{t('topbar.products')}</Menu.Label>
            {products.map((product) => (
              <Menu.Item
                key={product.key}
                component="a"
                href={product.url}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={productIcons[product.key] ?? <IconBooks size={16} />}
                rightSection={<IconExternalLink size={14} color="var(--mantine-color-gray-5)" />}
              >
                {t(`topbar.product.${product.key}`)}
              </Menu.Item>
            ))}
          </>
        )}
        <Menu.Divider />
        {settingsUrl && (
          <Menu.Item
            component="a"
            href={settingsUrl}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconSettings size={16} />}
            rightSection={<IconExternalLink size={14} color="var(--mantine-color-gray-5)" />}
          >
            {t('topbar.settings')}
          </Menu.Item>
        )}
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          {t('topbar.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
