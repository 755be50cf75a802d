import { DISPLAY, localized } from '@dishcraft/contract';
import { Alert, Avatar, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconEdit, IconRefresh, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/language';
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

const ownerName = (restaurant: Restaurant) => restaurant.owner_details?.username ?? restaurant.owner_username;

function RestaurantIdentity({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = localized(restaurant, 'name', language);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar
        src={restaurant.logo}
        alt={restaurant.logo ? t('admin.restaurants.logoAlt', { name }) : ''}
        radius="md"
        size={44}
        color="tomato"
      >
        <IconBuildingStore size={20} aria-hidden />
      </Avatar>
      <div>
        <Text fw={600} size="sm">
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {truncate(localized(restaurant, 'description', language), DISPLAY.tableCut)}
        </Text>
      </div>
    </Group>
  );
}

/** The approve / reject modal: the restaurant, its owner, and for Reject the reason. */
function DecisionModal({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const approval = useSetApproval();
  const reasonForm = useReasonForm(t('admin.restaurants.rejectionReasonRequired'));
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    reasonForm.reset();
    setFailure(null);
    onClose();
  };
  if (!decision) return <Modal opened={false} onClose={close} title="" />;
  const { restaurant, action } = decision;
  const approve = action === 'approve';
  const email = restaurant.owner_details?.email;
  const decide = (reason: string | null) => {
    setFailure(null);
    approval.mutate(
      { restaurant, approved: approve, reason },
      {
        onSuccess: (updated) => {
          adminToast(
            approve
              ? t('admin.restaurants.approved', { name: localized(updated, 'name', language) })
              : t('admin.restaurants.rejected', { name: localized(updated, 'name', language) }),
          );
          close();
        },
        onError: (error) => {
          const message = errorText(error, '') || t('admin.restaurants.unknownError');
          setFailure(
            approve
              ? t('admin.restaurants.approveFailed', { message })
              : t('admin.restaurants.rejectFailed', { message }),
          );
        },
      },
    );
  };
  // Only a rejection carries a reason (owner/admin spec §4).
  const confirm = approve ? () => decide(null) : reasonForm.handleSubmit(({ reason }) => decide(reason));
  return (
    <Modal
      opened
      onClose={close}
      title={approve ? t('admin.restaurants.approveTitle') : t('admin.restaurants.rejectTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('admin.close') }}
    >
      <Stack gap="md">
        <RestaurantIdentity restaurant={restaurant} />
        <Text size="sm">
          <Trans
            i18nKey={email ? 'admin.restaurants.ownerLineWithEmail' : 'admin.restaurants.ownerLine'}
            values={{ name: ownerName(restaurant) ?? t('admin.restaurants.notAvailable'), email }}
            components={{ b: <Text span fw={600} /> }}
          />
        </Text>
        <Text size="sm">{approve ? t('admin.restaurants.approveNote') : t('admin.restaurants.rejectNote')}</Text>
        {!approve && (
          <Textarea
            label={t('admin.restaurants.rejectionReason')}
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
            {t('admin.cancel')}
          </Button>
          <Button color={approve ? 'teal.9' : 'red.9'} onClick={confirm} loading={approval.isPending}>
            {approve ? t('admin.restaurants.approve') : t('admin.restaurants.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Restaurants tab (owner/admin spec §2, §4): the approval flow. */
export function RestaurantsTab({ restaurants }: { restaurants: Restaurant[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [search, setSearch] = useState('');
  const [decision, setDecision] = useState<Decision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const approval = useSetApproval();
  const shown = restaurants.filter((r) => matches(search, [r.name, r.description, r.name_ar, r.description_ar]));

  const reset = (restaurant: Restaurant) =>
    openConfirmModal({
      title: t('admin.restaurants.resetToPending'),
      centered: true,
      children: (
        <Text size="sm">{t('admin.restaurants.resetConfirm', { name: localized(restaurant, 'name', language) })}</Text>
      ),
      labels: { confirm: t('admin.restaurants.resetToPending'), cancel: t('admin.cancel') },
      closeButtonProps: { 'aria-label': t('admin.close') },
      onConfirm: () =>
        approval.mutate(
          { restaurant, approved: null, reason: null },
          {
            onSuccess: (updated) => {
              setFailure(null);
              adminToast(t('admin.restaurants.resetDone', { name: localized(updated, 'name', language) }));
            },
            onError: (error) =>
              setFailure(
                t('admin.restaurants.resetFailed', {
                  message: errorText(error, '') || t('admin.restaurants.unknownError'),
                }),
              ),
          },
        ),
    });

  return (
    <Stack gap="md">
      <ListToolbar
        addLabel={t('admin.restaurants.add')}
        addTo="/admin/add-restaurant"
        search={search}
        onSearch={setSearch}
        searchLabel={t('admin.restaurants.search')}
      />
      <InlineFailure message={failure} onClose={() => setFailure(null)} />
      {shown.length === 0 ? (
        <NoMatch
          title={t('admin.restaurants.noMatch')}
          icon={<IconBuildingStore />}
          searching={!!search}
          onClear={() => setSearch('')}
          add={{ label: t('admin.restaurants.add'), to: '/admin/add-restaurant' }}
        />
      ) : (
        <StackedTable
          verticalSpacing="sm"
          highlightOnHover
          rows={shown}
          rowKey={(restaurant) => restaurant.id}
          rowProps={(restaurant) => ({ 'data-restaurant': restaurant.name })}
          columns={[
            { label: t('admin.restaurants.id'), cell: (restaurant) => restaurant.id },
            {
              label: t('admin.restaurants.restaurant'),
              primary: true,
              cell: (restaurant) => <RestaurantIdentity restaurant={restaurant} />,
            },
            {
              label: t('admin.restaurants.owner'),
              cell: (restaurant) => ownerName(restaurant) ?? t('admin.restaurants.notAvailable'),
            },
            {
              label: t('admin.restaurants.status'),
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
              label: t('admin.restaurants.actions'),
              cell: (restaurant) => (
                <Group gap={6}>
                  <Button
                    component={Link}
                    to={`/admin/edit-restaurant/${restaurant.id}`}
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconEdit size={14} aria-hidden />}
                    aria-label={t('admin.restaurants.editName', { name: localized(restaurant, 'name', language) })}
                  >
                    {t('admin.restaurants.edit')}
                  </Button>
                  {restaurant.is_approved !== true && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconCheck size={14} color="var(--mantine-color-teal-7)" aria-hidden />}
                      onClick={() => setDecision({ restaurant, action: 'approve' })}
                    >
                      {restaurant.is_approved === false
                        ? t('admin.restaurants.changeToApproved')
                        : t('admin.restaurants.approve')}
                    </Button>
                  )}
                  {restaurant.is_approved !== false && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconX size={14} color="var(--mantine-color-red-7)" aria-hidden />}
                      onClick={() => setDecision({ restaurant, action: 'reject' })}
                    >
                      {restaurant.is_approved === true
                        ? t('admin.restaurants.changeToRejected')
                        : t('admin.restaurants.reject')}
                    </Button>
                  )}
                  {restaurant.is_approved !== null && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconRefresh size={14} aria-hidden />}
                      onClick={() => reset(restaurant)}
                    >
                      {t('admin.restaurants.resetToPending')}
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
