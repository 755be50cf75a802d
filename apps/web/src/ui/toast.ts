import { notifications } from '@mantine/notifications';

/** The outcome of an action, top right for 3 s (the provider's default), with a labelled close button. */
export function toast({ message, title, color = 'green' }: { message: string; title?: string; color?: string }) {
  notifications.show({ message, title, color, closeButtonProps: { 'aria-label': 'Close notification' } });
}
