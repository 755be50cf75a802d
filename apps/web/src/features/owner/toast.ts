import { UI_TIMING } from '@dishcraft/contract';
import { notifications } from '@mantine/notifications';

/** A success toast for an action's outcome, its close button named for screen readers. */
export function successToast(message: string, placement: 'default' | 'admin' = 'default') {
  notifications.show({
    color: 'green',
    message,
    closeButtonProps: { 'aria-label': 'Close notification' },
    // admin successes: bottom right for 5 s (owner/admin spec §2, §9)
    ...(placement === 'admin' ? { position: 'bottom-right' as const, autoClose: UI_TIMING.adminToastMs } : {}),
  });
}
