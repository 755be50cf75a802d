import '@mantine/notifications/styles.css';
import { UI_TIMING } from '@dishcraft/contract';
import { Notifications } from '@mantine/notifications';
import { useLanguage } from '../lib/language';

/** The toast container (loaded after the first paint; see App.tsx), in the top corner where the line ends. */
export function Toasts() {
  const { language } = useLanguage();
  return <Notifications position={language === 'ar' ? 'top-left' : 'top-right'} autoClose={UI_TIMING.toastMs} />;
}
