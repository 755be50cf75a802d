import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** An inline load failure: what failed, the detail if any, and a way to try again (UI.md Errors). */
export function RetryAlert({ title, message, onRetry }: { title: string; message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {message && message !== title ? t('common.failedCheckConnection', { message }) : t('common.checkConnection')}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
