import { type OrderStatus, staffTransitions } from '@dishcraft/contract';
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../lib/types';
import { errorText } from '../../ui/errorText';
import { toast } from '../../ui/toast';
import { useReasonForm } from '../../forms/useReasonForm';
import { useUpdateOrderStatus } from './api';

export interface OrderStatusControlProps {
  /** A pickup order's last step reads "Picked up" (its status stays `delivered`, issue #21). */
  order: Pick<Order, 'id' | 'status'> & Partial<Pick<Order, 'fulfilment'>>;
  /** Shows the outcome; the owner's dashboard uses the default toast, the admin screens theirs. */
  onSuccessMessage?: (message: string) => void;
  /** In a list's row: the label is for screen readers only and the field takes the row's width. */
  compact?: boolean;
}

const defaultToast = (message: string) => toast({ message });

/**
 * The status dropdown of an order (owner/admin spec §2, §4): the current status plus only the
 * targets the server allows (API.md §4.3). Cancelling asks for a reason in a modal first.
 */
export function OrderStatusControl({
  order,
  onSuccessMessage = defaultToast,
  compact = false,
}: OrderStatusControlProps) {
  const { t } = useTranslation();
  const update = useUpdateOrderStatus();
  const [cancelling, setCancelling] = useState(false);
  const reasonForm = useReasonForm(t('owner.status.reasonRequired'));
  const [failure, setFailure] = useState<string | null>(null);

  const targets = staffTransitions(order.status);
  const label = (s: OrderStatus) =>
    s === 'delivered' && order.fulfilment === 'pickup' ? t('common.timeline.pickedUp') : t(`labels.orderStatus.${s}`);
  const options = [order.status, ...targets].map((s) => ({ value: s, label: label(s) }));

  const change = (status: OrderStatus, cancelReason?: string) => {
    setFailure(null);
    update.mutate(
      { id: order.id, status, reason: cancelReason },
      {
        onSuccess: () => {
          if (status === 'cancelled') {
            setCancelling(false);
            reasonForm.reset();
            onSuccessMessage(t('owner.status.cancelled', { id: order.id }));
          } else onSuccessMessage(t('owner.status.updated', { id: order.id, status: label(status) }));
        },
        onError: (error) => {
          const message = errorText(error, t('owner.status.updateFailed'));
          if (status === 'cancelled') reasonForm.setError('reason', { type: 'server', message });
          else setFailure(message);
        },
      },
    );
  };

  const confirmCancel = reasonForm.handleSubmit(({ reason }) => change('cancelled', reason));

  return (
    <Stack gap={4}>
      <Select
        {...(compact
          ? { 'aria-label': t('owner.status.label', { id: order.id }) }
          : { label: t('owner.status.label', { id: order.id }) })}
        data={options}
        value={order.status}
        onChange={(value) => {
          if (!value || value === order.status) return;
          if (value === 'cancelled') {
            reasonForm.clearErrors();
            setCancelling(true);
          } else change(value as OrderStatus);
        }}
        allowDeselect={false}
        disabled={targets.length === 0 || update.isPending}
        description={targets.length === 0 && !compact ? t('owner.status.final') : undefined}
        w={compact ? '100%' : { base: '100%', xs: 260 }}
        comboboxProps={{ withinPortal: true }}
      />
      {failure && (
        <Alert color="red" role="alert" p="xs" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Modal
        opened={cancelling}
        onClose={() => setCancelling(false)}
        title={t('owner.status.cancelTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('owner.status.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('owner.status.cancelText', { id: order.id })}</Text>
          <Textarea
            label={t('owner.status.reason')}
            required
            autosize
            minRows={3}
            {...reasonForm.register('reason')}
            error={reasonForm.formState.errors.reason?.message}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCancelling(false)}>
              {t('owner.status.keep')}
            </Button>
            <Button color="red.9" onClick={confirmCancel} loading={update.isPending}>
              {t('owner.status.cancelOrder')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
