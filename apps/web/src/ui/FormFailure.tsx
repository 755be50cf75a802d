import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Why a form was not saved, above the form (the fields carry their own messages too). */
export function FormFailure({ title, message }: { title: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={title} role="alert">
      {message}
    </Alert>
  );
}
