import { Avatar, Group, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../lib/auth';
import classes from './Header.module.css';

/** The header's account button: the menu's target, and its stand-in while the menu's code loads. */
export function UserMenuButton({ className, ...props }: UnstyledButtonProps & ComponentPropsWithRef<'button'>) {
  const { user } = useAuth();
  const { t } = useTranslation();
  const name = user?.username ?? t('common.account.anonymousName');
  return (
    <UnstyledButton
      {...props}
      className={className ? `${classes.userButton} ${className}` : classes.userButton}
      aria-label={t('common.account.menu', { name })}
    >
      <Group gap={8} wrap="nowrap">
        <Avatar
          src={user?.profile_picture ?? null}
          alt=""
          name={user ? name : undefined}
          color="tomato"
          variant="filled"
          size={32}
          radius="xl"
        >
          {user ? undefined : <IconUser size={18} aria-hidden />}
        </Avatar>
        <Text size="sm" fw={600} visibleFrom="sm" maw={140} truncate>
          {name}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
