import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPath, useAuth } from '../../lib/auth';
import { type FavouriteTarget, useIsFavourite, useToggleFavourite } from './api';
import classes from './HeartButton.module.css';

const SIZE = 'lg';
const ICON_PX = 22;

/**
 * The heart of a restaurant or meal (issue #23): a toggle button whose pressed state says whether it is a favourite.
 * Its name stays "Save {name} to favourites" either way, as a toggle's should; `aria-pressed` tells the state.
 * Visitors get a link to sign in that leads back here; owners and admins keep no favourites and see no heart.
 */
export function HeartButton({
  kind,
  id,
  name,
  ...props
}: FavouriteTarget & { name: string } & Omit<ActionIconProps, 'size' | 'children'>) {
  const { t } = useTranslation();
  const { user, status } = useAuth();
  const { pathname, search, hash } = useLocation();
  const target = { kind, id };
  const on = useIsFavourite(target);
  const toggle = useToggleFavourite();
  // Who is signed in is not known while the page hydrates: the space is kept so nothing moves when it is.
  if (status === 'loading')
    return <ActionIcon component="span" size={SIZE} variant="subtle" aria-hidden style={{ visibility: 'hidden' }} />;
  if (user && user.user_type !== 'customer') return null;
  if (!user)
    return (
      <ActionIcon
        component={Link}
        to={loginPath(`${pathname}${search}${hash}`)}
        size={SIZE}
        variant="subtle"
        color="gray"
        aria-label={t('favourites.signIn', { name })}
        data-testid="heart"
        {...props}
      >
        <IconHeart size={ICON_PX} aria-hidden />
      </ActionIcon>
    );
  return (
    <ActionIcon
      size={SIZE}
      variant="subtle"
      color={on ? 'red' : 'gray'}
      aria-label={t('favourites.save', { name })}
      aria-pressed={on}
      data-testid="heart"
      onClick={() => toggle.mutate({ target, on: !on, name })}
      {...props}
    >
      {on ? (
        <IconHeartFilled size={ICON_PX} className={classes.pressed} aria-hidden />
      ) : (
        <IconHeart size={ICON_PX} aria-hidden />
      )}
    </ActionIcon>
  );
}
