import { translator, UI_TIMING } from '@dishcraft/contract';
import { notifications } from '@mantine/notifications';
import { activeLocale } from '../lib/locale';

/**
 * The app's one way to show a toast: the outcome of an action (green by default) or a piece of news, top right for
 * 3 s (the provider's default), with a labelled close button. An `id` shows one toast however often the same news
 * arrives. `placement: 'admin'` is for the admin's successes: bottom right for 5 s (owner/admin spec §2, §9). In
 * Arabic the corners mirror, to the left.
 */
export function toast({
  message,
  title,
  color = 'green',
  id,
  placement = 'default',
  news = false,
}: {
  message: string;
  title?: string;
  color?: string;
  id?: string;
  placement?: 'default' | 'admin';
  /** A notification that arrived: its text is the server's, in the recipient's account language. */
  news?: boolean;
}) {
  const { language } = activeLocale();
  notifications.show({
    id,
    message,
    title,
    color,
    closeButtonProps: { 'aria-label': translator(language)('common.closeNotification') },
    // our own hook for the browser tests, which must not depend on the library's class names
    className: news ? 'toast toast-news' : 'toast',
    ...(placement === 'admin'
      ? {
          position: language === 'ar' ? ('bottom-left' as const) : ('bottom-right' as const),
          autoClose: UI_TIMING.adminToastMs,
        }
      : {}),
  });
}
