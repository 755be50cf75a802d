import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { modalHostMounted } from '../ui/confirm';

/** Mantine's modal host; its listeners are set (layout effect) before this effect tells openConfirmModal. */
export function ModalsHost() {
  useEffect(modalHostMounted, []);
  return <ModalsProvider />;
}
