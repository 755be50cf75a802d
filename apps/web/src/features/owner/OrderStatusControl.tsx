import { ORDER_STATUS_LABELS, type OrderStatus, OWNER_MESSAGES, staffTransitions } from '@dishcraft/contract';
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { Order } from '../../lib/types';
import { errorText } from '../../ui/errorText';
import { toast } from '../../ui/toast';
import { useReasonForm } from '../../forms/useReasonForm';
import { useUpdateOrderStatus } from './api';

export interface OrderStatusControlProps {
  order: Pick<Order, 'id' | 'status'>;
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
  const update = useUpdateOrderStatus();
  const [cancelling, setCancelling] = useState(false);
  const reasonForm = useReasonForm(OWNER_MESSAGES.cancelReasonRequired);
  const [failure, setFailure] = useState<string | null>(null);

  const targets = staffTransitions(order.status);
  const options = [order.status, ...targets].map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }));

  const change = (status: OrderStatus, cancelReason?: string) => {
    setFailure(null);
    update.mutate(
      { id: order.id, status, reason: cancelReason },
      {
        onSuccess: () => {
          if (status === 'cancelled') {
            setCancelling(false);
            reasonForm.reset();
            onSuccessMessage(OWNER_MESSAGES.orderCancelled(order.id));
          } else onSuccessMessage(OWNER_MESSAGES.orderStatusUpdated(order.id, status));
        },
        onError: (error) => {
          const message = errorText(error, OWNER_MESSAGES.updateStatusFailed);
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
        {...(compact ? { 'aria-label': `Status of order #${order.id}` } : { label: `Status of order #${order.id}` })}
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
        description={targets.length === 0 && !compact ? 'This order is final.' : undefined}
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
        title="Provide Cancellation Reason"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">
            Order #{order.id} will be cancelled and its ingredients returned to stock. The reason is sent to the
            customer.
          </Text>
          <Textarea
            label="Reason for cancellation"
            required
            autosize
            minRows={3}
            {...reasonForm.register('reason')}
            error={reasonForm.formState.errors.reason?.message}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCancelling(false)}>
              Keep Order
            </Button>
            <Button color="red.9" onClick={confirmCancel} loading={update.isPending}>
              Cancel Order
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
