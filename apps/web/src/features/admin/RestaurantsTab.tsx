import { ADMIN_MESSAGES, DISPLAY, RESTAURANT_MESSAGES } from '@dishcraft/contract';
import { Alert, Avatar, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconEdit, IconRefresh, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Restaurant } from '../../lib/types';
import { truncate } from '../../ui/truncate';
import { errorText } from '../../ui/errorText';
import { ApprovalBadge } from '../../ui/badges';
import { InlineFailure, ListToolbar, matches, NoMatch } from '../../ui/ManageList';
import { StackedTable } from '../../ui/StackedTable';
import { useReasonForm } from '../../forms/useReasonForm';
import { adminToast, useSetApproval } from './api';
import { openConfirmModal } from '../../ui/confirm';

type Decision = { restaurant: Restaurant; action: 'approve' | 'reject' };

function RestaurantIdentity({ restaurant }: { restaurant: Restaurant }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar
        src={restaurant.logo}
        alt={restaurant.logo ? `Logo of ${restaurant.name}` : ''}
        radius="md"
        size={44}
        color="tomato"
      >
        <IconBuildingStore size={20} aria-hidden />
      </Avatar>
      <div>
        <Text fw={600} size="sm">
          {restaurant.name}
        </Text>
        <Text size="xs" c="dimmed">
          {truncate(restaurant.description, DISPLAY.tableCut)}
        </Text>
      </div>
    </Group>
  );
}

/** The approve / reject modal: the restaurant, its owner, and for Reject the reason. */
function DecisionModal({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const approval = useSetApproval();
  const reasonForm = useReasonForm(RESTAURANT_MESSAGES.rejectionReasonRequired);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    reasonForm.reset();
    setFailure(null);
    onClose();
  };
  if (!decision) return <Modal opened={false} onClose={close} title="" />;
  const { restaurant, action } = decision;
  const approve = action === 'approve';
  const decide = (reason: string | null) => {
    setFailure(null);
    approval.mutate(
      { restaurant, approved: approve, reason },
      {
        onSuccess: (updated) => {
          adminToast(ADMIN_MESSAGES.approvalDone(updated.name, approve ? 'approved' : 'rejected'));
          close();
        },
        onError: (error) => setFailure(ADMIN_MESSAGES.approvalFailed(action, errorText(error, ''))),
      },
    );
  };
  // Only a rejection carries a reason (owner/admin spec §4).
  const confirm = approve ? () => decide(null) : reasonForm.handleSubmit(({ reason }) => decide(reason));
  return (
    <Modal
      opened
      onClose={close}
      title={approve ? 'Approve Restaurant' : 'Reject Restaurant'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <RestaurantIdentity restaurant={restaurant} />
        <Text size="sm">
          <Text span fw={600}>
            Owner:
          </Text>{' '}
          {restaurant.owner_details?.username ?? restaurant.owner_username ?? 'N/A'}
          {restaurant.owner_details?.email ? ` (${restaurant.owner_details.email})` : ''}
        </Text>
        <Text size="sm">
          {approve
            ? 'Approving makes the restaurant visible to customers; the owner is notified.'
            : 'Rejecting hides the restaurant from customers; the owner is notified with the reason.'}
        </Text>
        {!approve && (
          <Textarea
            label="Rejection Reason"
            required
            autosize
            minRows={3}
            {...reasonForm.register('reason')}
            error={reasonForm.formState.errors.reason?.message}
            data-autofocus
          />
        )}
        {failure && (
          <Alert color="red" role="alert" p="sm">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color={approve ? 'teal.9' : 'red.9'} onClick={confirm} loading={approval.isPending}>
            {approve ? 'Approve' : 'Reject'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Restaurants tab (owner/admin spec §2, §4): the approval flow. */
export function RestaurantsTab({ restaurants }: { restaurants: Restaurant[] }) {
  const [search, setSearch] = useState('');
  const [decision, setDecision] = useState<Decision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const approval = useSetApproval();
  const shown = restaurants.filter((r) => matches(search, [r.name, r.description]));

  const reset = (restaurant: Restaurant) =>
    openConfirmModal({
      title: 'Reset to Pending',
      centered: true,
      children: (
        <Text size="sm">
          {ADMIN_MESSAGES.resetConfirm(restaurant.name)} Customers will no longer see it until it is approved again.
        </Text>
      ),
      labels: { confirm: 'Reset to Pending', cancel: 'Cancel' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () =>
        approval.mutate(
          { restaurant, approved: null, reason: null },
          {
            onSuccess: (updated) => {
              setFailure(null);
              adminToast(ADMIN_MESSAGES.resetDone(updated.name));
            },
            onError: (error) => setFailure(ADMIN_MESSAGES.resetFailed(errorText(error, ''))),
          },
        ),
    });

  return (
    <Stack gap="md">
      <ListToolbar
        addLabel="Add New Restaurant"
        addTo="/admin/add-restaurant"
        search={search}
        onSearch={setSearch}
        searchLabel="Search restaurants by name or description"
      />
      <InlineFailure message={failure} onClose={() => setFailure(null)} />
      {shown.length === 0 ? (
        <NoMatch
          title={ADMIN_MESSAGES.noRestaurantsMatch}
          icon={<IconBuildingStore />}
          searching={!!search}
          onClear={() => setSearch('')}
          add={{ label: 'Add New Restaurant', to: '/admin/add-restaurant' }}
        />
      ) : (
        <StackedTable
          verticalSpacing="sm"
          highlightOnHover
          rows={shown}
          rowKey={(restaurant) => restaurant.id}
          rowProps={(restaurant) => ({ 'data-restaurant': restaurant.name })}
          columns={[
            { label: 'ID', cell: (restaurant) => restaurant.id },
            {
              label: 'Restaurant',
              primary: true,
              cell: (restaurant) => <RestaurantIdentity restaurant={restaurant} />,
            },
            {
              label: 'Owner',
              cell: (restaurant) => restaurant.owner_details?.username ?? restaurant.owner_username ?? 'N/A',
            },
            {
              label: 'Status',
              cell: (restaurant) => (
                <Stack gap={2}>
                  <ApprovalBadge restaurant={restaurant} />
                  {restaurant.is_approved === false && restaurant.rejection_reason && (
                    <Text size="xs" c="dimmed">
                      {truncate(restaurant.rejection_reason, DISPLAY.tableCut)}
                    </Text>
                  )}
                </Stack>
              ),
            },
            {
              label: 'Actions',
              cell: (restaurant) => (
                <Group gap={6}>
                  <Button
                    component={Link}
                    to={`/admin/edit-restaurant/${restaurant.id}`}
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconEdit size={14} aria-hidden />}
                    aria-label={`Edit ${restaurant.name}`}
                  >
                    Edit
                  </Button>
                  {restaurant.is_approved !== true && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconCheck size={14} color="var(--mantine-color-teal-7)" aria-hidden />}
                      onClick={() => setDecision({ restaurant, action: 'approve' })}
                    >
                      {restaurant.is_approved === false ? 'Change to Approved' : 'Approve'}
                    </Button>
                  )}
                  {restaurant.is_approved !== false && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconX size={14} color="var(--mantine-color-red-7)" aria-hidden />}
                      onClick={() => setDecision({ restaurant, action: 'reject' })}
                    >
                      {restaurant.is_approved === true ? 'Change to Rejected' : 'Reject'}
                    </Button>
                  )}
                  {restaurant.is_approved !== null && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconRefresh size={14} aria-hidden />}
                      onClick={() => reset(restaurant)}
                    >
                      Reset to Pending
                    </Button>
                  )}
                </Group>
              ),
            },
          ]}
        />
      )}
      <DecisionModal decision={decision} onClose={() => setDecision(null)} />
    </Stack>
  );
}
