import { notifications } from '@mantine/notifications';

/**
 * The outcome of an action (green) or a piece of news, top right for 3 s (the provider's default), with a labelled
 * close button. An `id` shows one toast however often the same news arrives.
 */
export function toast({
  message,
  title,
  color = 'green',
  id,
}: {
  message: string;
  title?: string;
  color?: string;
  id?: string;
}) {
  notifications.show({ id, message, title, color, closeButtonProps: { 'aria-label': 'Close notification' } });
}
