import { Alert, Button, Card, Group, Radio, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBuildingStore, IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { wrapAnywhere } from '../../ui/wrap';
import { type Address, AddressForm, addressLines, areaName } from '../addresses';
import type { DeliveryArea, Fulfilment } from './fulfilment';

/** Delivery or pickup, as the restaurant offers them; one offered is said, not asked. */
export function FulfilmentChoice({
  offered,
  value,
  onChange,
  restaurant,
}: {
  offered: Fulfilment[];
  value: Fulfilment;
  onChange(value: Fulfilment): void;
  restaurant: string;
}) {
  const { t } = useTranslation();
  if (offered.length < 2)
    return (
      <Text size="sm" c="dimmed" data-testid="fulfilment-only">
        {value === 'pickup' ? t('checkout.onlyPickup', { restaurant }) : t('checkout.onlyDelivery', { restaurant })}
      </Text>
    );
  return (
    <SegmentedControl
      fullWidth
      value={value}
      onChange={(v) => onChange(v as Fulfilment)}
      aria-label={t('checkout.fulfilmentTitle')}
      data={[
        {
          value: 'delivery',
          label: (
            <Group gap={6} justify="center" wrap="nowrap">
              <IconTruckDelivery size={16} aria-hidden /> {t('checkout.deliveryOption')}
            </Group>
          ),
        },
        {
          value: 'pickup',
          label: (
            <Group gap={6} justify="center" wrap="nowrap">
              <IconBuildingStore size={16} aria-hidden /> {t('checkout.pickupOption')}
            </Group>
          ),
        },
      ]}
    />
  );
}

/** A saved address as a choice: the restaurant's terms for its area, or why it cannot be chosen. */
function AddressOption({ address, terms, restaurant }: { address: Address; terms?: DeliveryArea; restaurant: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const area = areaName(address.area_details, language);
  return (
    <Radio.Card
      value={String(address.id)}
      disabled={!terms}
      p="sm"
      radius="md"
      data-testid="address-option"
      style={{ opacity: terms ? 1 : 0.65, cursor: terms ? 'pointer' : 'not-allowed' }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator disabled={!terms} mt={2} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} size="sm" style={wrapAnywhere}>
            {address.label || area}
            {address.is_default && (
              <Text span size="xs" c="dimmed" ms={6}>
                {t('addresses.default')}
              </Text>
            )}
          </Text>
          <Text size="xs" c="dimmed" style={wrapAnywhere}>
            {[...addressLines(address, t), area].map((part, i) => (
              <span key={part}>
                {i > 0 && t('common.listSeparator')}
                <bdi>{part}</bdi>
              </span>
            ))}
          </Text>
          <Text size="xs" mt={2} c={terms ? undefined : 'red.8'} fw={terms ? 400 : 600}>
            {terms
              ? t('checkout.areaTerms', { fee: formatMoney(terms.fee), minimum: formatMoney(terms.minimum_order) })
              : t('checkout.notServed', { restaurant, area: areaName(address.area_details, language) })}
          </Text>
        </div>
      </Group>
    </Radio.Card>
  );
}

/**
 * Where to deliver: the customer's saved addresses (the default first), those the restaurant does not serve shown but
 * not selectable, and a new address added in place, which is saved to the address book and chosen.
 */
export function DeliveryAddressPicker({
  addresses,
  loading,
  failed,
  onRetry,
  areas,
  value,
  onChange,
  restaurant,
  error,
}: {
  addresses: Address[];
  loading: boolean;
  failed: string | null;
  onRetry(): void;
  areas: DeliveryArea[];
  value: string;
  onChange(id: string): void;
  restaurant: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [adding, setAdding] = useState(false);
  const termsOf = (address: Address) => areas.find((a) => a.area === address.area);
  if (loading)
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('addresses.loading')}>
        <Skeleton height={64} />
        <Skeleton height={64} />
      </Stack>
    );
  if (failed)
    return (
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        <Text size="sm">{failed}</Text>
        <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  return (
    <Stack gap="sm">
      {addresses.length > 0 ? (
        <Radio.Group
          id="checkout-address"
          label={t('checkout.deliverTo')}
          value={value || null}
          onChange={onChange}
          error={error}
          required
        >
          <Stack gap="xs" mt={6}>
            {addresses.map((address) => (
              <AddressOption key={address.id} address={address} terms={termsOf(address)} restaurant={restaurant} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        !adding && (
          <Text size="sm" c={error ? 'red.8' : 'dimmed'} id="checkout-address" tabIndex={-1}>
            {error ?? t('checkout.noAddresses')}
          </Text>
        )
      )}
      {adding ? (
        <Card withBorder padding="md">
          <Title order={3} size="h5" mb="sm">
            {t('checkout.newAddressTitle')}
          </Title>
          <AddressForm
            // Not "checkout-address": the radio group above owns that id, and Mantine names its label
            // "checkout-address-label", which the form's Label field would then share.
            idPrefix="checkout-new-address"
            defaultPhone={user?.phone_number ?? ''}
            onCancel={() => setAdding(false)}
            onSaved={(saved) => {
              setAdding(false);
              onChange(String(saved.id));
            }}
          />
        </Card>
      ) : (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setAdding(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('checkout.addAddress')}
        </Button>
      )}
    </Stack>
  );
}
