import '@mantine/notifications/styles.css';
import { UI_TIMING } from '@dishcraft/contract';
import { Notifications } from '@mantine/notifications';

/** The toast container (loaded after the first paint; see App.tsx). */
export function Toasts() {
  return <Notifications position="top-right" autoClose={UI_TIMING.toastMs} />;
}
