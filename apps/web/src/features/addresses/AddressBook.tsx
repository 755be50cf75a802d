import { Alert, Badge, Button, Card, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconEdit, IconMapPin, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { useLanguage } from '../../lib/language';
import { EmptyState } from '../../ui/EmptyState';
import { confirmDelete } from '../../ui/ManageList';
import { toast } from '../../ui/toast';
import { wrapAnywhere } from '../../ui/wrap';
import { useAddresses, useDeleteAddress, useMakeDefault } from './api';
import { AddressForm, areaName } from './AddressForm';
import { addressLines } from './lines';
import type { Address } from './types';

/** One saved address: its label, area, lines and phone, with its actions. */
export function AddressCard({ address, actions }: { address: Address; actions?: React.ReactNode }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Card withBorder padding="md" data-testid="address-card" component="article" h="100%">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Title order={3} size="h5" style={wrapAnywhere}>
            <bdi>{address.label || areaName(address.area_details, language)}</bdi>
          </Title>
        </Group>
        {address.is_default && (
          <Badge variant="light" color="teal" style={{ flexShrink: 0 }}>
            {t('addresses.default')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {areaName(address.area_details, language)}
      </Text>
      {/* <bdi>: "12 Nile St" keeps its own order and the line the page's side on an Arabic page. */}
      {addressLines(address, t).map((line) => (
        <Text key={line} size="sm" style={wrapAnywhere}>
          <bdi>{line}</bdi>
        </Text>
      ))}
      <Text size="sm">
        <bdi dir="ltr">{address.phone}</bdi>
      </Text>
      {actions}
    </Card>
  );
}

function BookSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" aria-busy="true" aria-label={t('addresses.loading')}>
      <Skeleton height={150} />
      <Skeleton height={150} />
    </SimpleGrid>
  );
}

/** The customer's saved addresses on their profile: list, add, edit, delete (confirmed) and choose the default. */
export function AddressBook() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const makeDefault = useMakeDefault();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const close = () => setEditing(null);
  const name = (a: Address) => a.label || a.street;

  const askDelete = (address: Address) =>
    confirmDelete({
      title: t('addresses.deleteTitle'),
      message: address.is_default
        ? t('addresses.deleteDefaultBody', { name: name(address) })
        : t('addresses.deleteBody', { name: name(address) }),
      onConfirm: () =>
        remove.mutate(address.id, {
          onSuccess: () => toast({ color: 'green', message: t('addresses.deleted', { name: name(address) }) }),
          onError: (e) => toast({ color: 'red', message: e.message }),
        }),
    });

  let body: React.ReactNode;
  if (addresses.isPending) body = <BookSkeleton />;
  else if (addresses.isError)
    body = (
      <Alert color="red" icon={<IconAlertCircle />} title={t('addresses.failed')} role="alert">
        {addresses.error.message !== t('addresses.failed') && <Text size="sm">{addresses.error.message}</Text>}
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => addresses.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  else if (addresses.data.length === 0)
    body = (
      <EmptyState
        order={3}
        icon={<IconMapPin size={28} />}
        title={t('addresses.emptyTitle')}
        hint={t('addresses.emptyHint')}
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('addresses.add')}
          </Button>
        }
      />
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {addresses.data.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            actions={
              <Group gap="xs" mt="sm" wrap="wrap">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconEdit size={14} />}
                  onClick={() => setEditing(address)}
                  aria-label={t('addresses.editNamed', { name: name(address) })}
                >
                  {t('addresses.edit')}
                </Button>
                {!address.is_default && (
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconStar size={14} />}
                    loading={makeDefault.isPending && makeDefault.variables === address.id}
                    onClick={() =>
                      makeDefault.mutate(address.id, {
                        onError: (e) => toast({ color: 'red', message: e.message }),
                      })
                    }
                    aria-label={t('addresses.setDefaultNamed', { name: name(address) })}
                  >
                    {t('addresses.setDefault')}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => askDelete(address)}
                  aria-label={t('addresses.deleteNamed', { name: name(address) })}
                >
                  {t('common.delete')}
                </Button>
              </Group>
            }
          />
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="md" data-testid="address-book">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h4">
          {t('addresses.title')}
        </Title>
        {addresses.data && addresses.data.length > 0 && (
          <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setEditing('new')}>
            {t('addresses.add')}
          </Button>
        )}
      </Group>
      {body}
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing === 'new' ? t('addresses.addTitle') : t('addresses.editTitle')}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing !== null && (
          <AddressForm
            key={editing === 'new' ? 'new' : editing.id}
            idPrefix="address"
            address={editing === 'new' ? undefined : editing}
            defaultPhone={user?.phone_number ?? ''}
            onCancel={close}
            onSaved={(saved) => {
              close();
              toast({
                color: 'green',
                message: editing === 'new' ? t('addresses.added') : t('addresses.saved', { name: name(saved) }),
              });
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
