import { Button, type ButtonProps } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import type { Order } from '../../lib/types';
import { useOrderAgain } from './useOrderAgain';

/** The "Order again" button of one of the customer's orders (issue #23); staff reading an order see none. */
export function OrderAgain({ order, ...props }: { order: Order } & Pick<ButtonProps, 'size' | 'variant'>) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const again = useOrderAgain(order.id);
  if (!user || order.user !== user.id) return null;
  return (
    <Button
      variant="light"
      {...props}
      leftSection={<IconRepeat size={16} aria-hidden />}
      loading={again.isPending}
      onClick={again.start}
      aria-label={t('orders.again.buttonOf', { id: order.id })}
      data-testid="order-again"
    >
      {t('orders.again.button')}
    </Button>
  );
}
