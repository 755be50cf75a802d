import { localized } from '@dishcraft/contract';
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language';
import type { Reorder } from '../../lib/types';
import { closeModal } from '../../ui/confirm';
import { wrapAnywhere } from '../../ui/wrap';

export const ORDER_AGAIN_MODAL = 'order-again';

/**
 * What "Order again" could not put into the cart, shown over the cart: each line no longer available with why, and
 * the lines with fewer left than ordered, so nothing is dropped unsaid.
 */
export function OrderAgainReport({ answer }: { answer: Reorder }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const short = answer.items.filter((item) => item.short);
  const line = (item: { quantity: number; name: string; name_ar: string | null }) =>
    t('orders.again.line', { quantity: item.quantity, name: localized(item, 'name', language) });
  return (
    <Stack gap="md" data-testid="order-again-report">
      {answer.unavailable.length > 0 && (
        <List spacing="xs" data-testid="order-again-unavailable">
          {answer.unavailable.map((item, index) => (
            <List.Item key={index}>
              <Text fw={500} style={wrapAnywhere}>
                {line(item)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`orders.again.reasons.${item.reason}`)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      {answer.items.length > 0 && answer.unavailable.length > 0 && <Text size="sm">{t('orders.again.addedHint')}</Text>}
      {short.length > 0 && (
        <Stack gap="xs" data-testid="order-again-short">
          {answer.unavailable.length > 0 && (
            <Title order={3} size="h5">
              {t('orders.again.shortTitle')}
            </Title>
          )}
          <List spacing="xs">
            {short.map((item, index) => (
              <List.Item key={index}>
                <Text style={wrapAnywhere}>{line(item)}</Text>
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t('orders.again.shortHint')}
          </Text>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button data-autofocus onClick={() => closeModal(ORDER_AGAIN_MODAL)}>
          {t('orders.close')}
        </Button>
      </Group>
    </Stack>
  );
}
