import { modals } from '@mantine/modals';

type ConfirmModal = Parameters<typeof modals.openConfirmModal>[0];

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the modal host once it listens for open events (app/ModalsHost.tsx). */
export const modalHostMounted = () => markMounted();

/**
 * Mantine's confirm modal. Its host loads after the first paint (App.tsx) and opening is a window event, so a
 * click that comes before the host listens waits for it here instead of being lost.
 */
export function openConfirmModal(modal: ConfirmModal): void {
  void mounted.then(() => modals.openConfirmModal(modal));
}

/** Mantine's plain modal (a notice with its own buttons, closed with `closeModal(modalId)`), through the same wait. */
export function openModal(modal: Parameters<typeof modals.open>[0]): void {
  void mounted.then(() => modals.open(modal));
}

export const closeModal = (modalId: string) => modals.close(modalId);
