import type { PromotionOut } from '@dishcraft/contract';
import { ActionIcon, Badge, Button, Group, Select, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconSearch, IconTicket, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { EmptyState } from '../../../ui/EmptyState';
import { errorText } from '../../../ui/errorText';
import { confirmDelete, InlineFailure, LoadFailure, matches, NoMatch, TableSkeleton } from '../../../ui/ManageList';
import { StackedTable } from '../../../ui/StackedTable';
import { toast } from '../../../ui/toast';
import { useDeletePromotion, useManagedPromotions, useSetPromotionActive } from './api';
import { promotionConditions, promotionGives, promotionStatus, promotionUses, STATUS_COLORS } from './model';
import { PromotionForm, type RestaurantChoice } from './PromotionForm';

/** A 409 in_use: the code was used, so it stays for its orders' sake. */
const wasUsed = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && (error.body as { code?: unknown } | null)?.code === 'in_use';

/**
 * The promo codes an owner or admin manages (issue #23): what each gives and asks, its uses and what it took off, its
 * status, a switch that pauses it and edit and delete. With `restaurants` it is the admin's: every code, a filter by
 * restaurant, and the form's choice of where a code applies.
 */
export function PromotionsManager({ restaurants }: { restaurants?: RestaurantChoice[] }) {
  const { t } = useTranslation();
  const admin = restaurants !== undefined;
  const [restaurant, setRestaurant] = useState<string | null>(null);
  const promotions = useManagedPromotions(restaurant ? Number(restaurant) : null);
  const setActive = useSetPromotionActive();
  const remove = useDeletePromotion();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<PromotionOut | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const placement = admin ? 'admin' : 'default';
  const now = new Date();
  // The admin's list of restaurants has each name in the page's language; the code carries only the stored one.
  const restaurantOf = (p: PromotionOut) =>
    p.restaurant === null ? null : (restaurants?.find((r) => r.id === p.restaurant)?.name ?? p.restaurant_name);
  const shown = (promotions.data ?? []).filter((p) => matches(search, [p.code, p.restaurant_name, restaurantOf(p)]));

  const openForm = (promotion: PromotionOut | null) => {
    setEditing(promotion);
    setFormOpen(true);
  };

  const toggle = (promotion: PromotionOut, active: boolean) =>
    setActive.mutate(
      { promotion, active },
      {
        onSuccess: (saved) => {
          setFailure(null);
          toast({
            message: t(active ? 'promoAdmin.resumed' : 'promoAdmin.paused', { code: saved.code }),
            placement,
          });
        },
        onError: (error) =>
          setFailure(errorText(error, t(active ? 'promoAdmin.resumeFailed' : 'promoAdmin.pauseFailed'))),
      },
    );

  const askDelete = (promotion: PromotionOut) =>
    confirmDelete({
      title: t('promoAdmin.deleteTitle', { code: promotion.code }),
      message: promotion.uses > 0 ? t('promoAdmin.deleteUsedBody') : t('promoAdmin.deleteBody'),
      onConfirm: () =>
        remove.mutate(promotion, {
          onSuccess: () => {
            setFailure(null);
            toast({ message: t('promoAdmin.deleted', { code: promotion.code }), placement });
          },
          onError: (error) =>
            setFailure(wasUsed(error) ? t('promoAdmin.inUse') : errorText(error, t('promoAdmin.deleteFailed'))),
        }),
    });

  const list = promotions.data ?? [];
  let body: React.ReactNode;
  if (promotions.isPending) body = <TableSkeleton label={t('promoAdmin.loading')} />;
  else if (promotions.isError)
    body = (
      <LoadFailure
        title={t('promoAdmin.loadFailed')}
        message={promotions.error.message}
        onRetry={() => promotions.refetch()}
      />
    );
  else if (list.length === 0 && !search)
    body = (
      <EmptyState
        icon={<IconTicket />}
        title={restaurant ? t('promoAdmin.emptyRestaurant') : t('promoAdmin.empty')}
        hint={t('promoAdmin.emptyHint')}
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm(null)}>
            {t('promoAdmin.add')}
          </Button>
        }
      />
    );
  else if (shown.length === 0) body = <NoMatch title={t('promoAdmin.noMatch')} onClear={() => setSearch('')} />;
  else
    body = (
      <StackedTable
        verticalSpacing="sm"
        highlightOnHover
        rows={shown}
        rowKey={(p) => p.id}
        rowProps={(p) => ({ 'data-code': p.code })}
        columns={[
          {
            label: t('promoAdmin.columns.code'),
            primary: true,
            cell: (p) => (
              <div>
                <Text fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {p.code}
                </Text>
                {admin && (
                  <Text size="sm" c="dimmed" lineClamp={2} title={restaurantOf(p) ?? undefined}>
                    {restaurantOf(p) ?? t('promoAdmin.everyRestaurant')}
                  </Text>
                )}
              </div>
            ),
          },
          {
            label: t('promoAdmin.columns.gives'),
            cell: (p) => {
              const conditions = promotionConditions(p, t);
              return (
                <div>
                  <Text size="sm" fw={600}>
                    {promotionGives(p, t)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {conditions.length ? conditions.join(t('promoAdmin.separator')) : t('promoAdmin.noConditions')}
                  </Text>
                </div>
              );
            },
          },
          {
            label: t('promoAdmin.columns.uses'),
            cell: (p) => (
              <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }} data-uses>
                {promotionUses(p, t)}
              </Text>
            ),
          },
          {
            label: t('promoAdmin.columns.discounts'),
            cell: (p) => (
              <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(p.discounts)}
              </Text>
            ),
          },
          {
            label: t('promoAdmin.columns.status'),
            cell: (p) => {
              const status = promotionStatus(p, now);
              return (
                <Group gap="xs" wrap="nowrap">
                  <Switch
                    checked={p.is_active}
                    onChange={(e) => toggle(p, e.currentTarget.checked)}
                    aria-label={t('promoAdmin.activeSwitch', { code: p.code })}
                  />
                  <Badge color={STATUS_COLORS[status]} variant="light" data-status={status}>
                    {t(`promoAdmin.status.${status}`)}
                  </Badge>
                </Group>
              );
            },
          },
          {
            label: t('promoAdmin.columns.actions'),
            cell: (p) => (
              <Group gap={4} wrap="nowrap">
                <Tooltip label={t('promoAdmin.edit')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('promoAdmin.editNamed', { code: p.code })}
                    onClick={() => openForm(p)}
                  >
                    <IconEdit size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('promoAdmin.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('promoAdmin.deleteNamed', { code: p.code })}
                    onClick={() => askDelete(p)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ),
          },
        ]}
      />
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="sm" w={{ base: '100%', sm: 'auto' }}>
          <TextInput
            label={t('promoAdmin.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            type="search"
            w={{ base: '100%', xs: 240 }}
          />
          {admin && (
            <Select
              label={t('promoAdmin.filter')}
              value={restaurant ?? ''}
              onChange={(next) => setRestaurant(next || null)}
              data={[
                { value: '', label: t('promoAdmin.allCodes') },
                ...restaurants.map((r) => ({ value: String(r.id), label: r.name })),
              ]}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('promoAdmin.noRestaurantFound')}
              w={{ base: '100%', xs: 240 }}
            />
          )}
        </Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          w={{ base: '100%', xs: 'auto' }}
          onClick={() => openForm(null)}
        >
          {t('promoAdmin.add')}
        </Button>
      </Group>
      <InlineFailure message={failure} onClose={() => setFailure(null)} />
      {body}
      <PromotionForm
        promotion={editing}
        opened={formOpen}
        onClose={() => setFormOpen(false)}
        restaurants={restaurants}
      />
    </Stack>
  );
}
