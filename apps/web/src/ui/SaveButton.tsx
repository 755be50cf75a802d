import { Button, type ButtonProps, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A form's primary button: 'Saving...' with a spinner while busy, full width on phones (UI.md Forms). */
export function SaveButton({
  busy,
  children,
  ...props
}: { busy: boolean; children: ReactNode } & Omit<ButtonProps, 'children'> & { form?: string }) {
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      w={{ base: '100%', xs: 'auto' }}
      {...props}
      disabled={busy || props.disabled}
      aria-busy={busy || undefined}
      leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden /> : props.leftSection}
    >
      {busy ? t('common.saving') : children}
    </Button>
  );
}
