import type { UserType } from '@dishcraft/contract';
import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../lib/types';
import { errorText } from '../../ui/errorText';
import { ListToolbar, matches, NoMatch, RowActions } from '../../ui/ManageList';
import { StackedTable } from '../../ui/StackedTable';
import { adminToast, useDeleteUser } from './api';

const TYPE_COLORS: Record<UserType, string> = { customer: 'blue.9', restaurant: 'tomato.9', admin: 'grape.9' };

const fullName = (u: User) => [u.first_name, u.last_name].filter(Boolean).join(' ') || '—';

function DeleteUserModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    remove.reset();
    onClose();
  };
  return (
    <Modal
      opened={!!user}
      onClose={close}
      title={user ? t('admin.users.deleteTitle', { username: user.username }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('admin.close') }}
    >
      {user && (
        <Stack gap="md">
          <Text size="sm">{t('admin.users.deleteConfirm')}</Text>
          {user.user_type === 'restaurant' && (
            <Alert color="orange" icon={<IconAlertTriangle />} p="sm">
              {t('admin.users.deleteOwnerWarning')}
            </Alert>
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
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(user, {
                  onSuccess: () => {
                    adminToast(t('admin.users.deleted', { username: user.username }));
                    close();
                  },
                  onError: (error) => setFailure(errorText(error, t('admin.users.deleteFailed'))),
                })
              }
            >
              {t('admin.users.deleteButton')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Users tab (owner/admin spec §2): every user but admins, searchable, with edit and delete. */
export function UsersTab({ users }: { users: User[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<User | null>(null);
  const shown = users
    .filter((u) => u.user_type !== 'admin')
    .filter((u) => matches(search, [u.username, u.email, u.first_name, u.last_name]));

  return (
    <Stack gap="md">
      <ListToolbar
        addLabel={t('admin.users.add')}
        addTo="/admin/add-user"
        search={search}
        onSearch={setSearch}
        searchLabel={t('admin.users.search')}
      />
      {shown.length === 0 ? (
        <NoMatch
          title={t('admin.users.noMatch')}
          icon={<IconUsers />}
          searching={!!search}
          onClear={() => setSearch('')}
          add={{ label: t('admin.users.add'), to: '/admin/add-user' }}
        />
      ) : (
        <StackedTable
          verticalSpacing="sm"
          highlightOnHover
          rows={shown}
          rowKey={(user) => user.id}
          rowProps={(user) => ({ 'data-user': user.username })}
          columns={[
            { label: t('admin.users.id'), cell: (user) => user.id },
            { label: t('admin.users.username'), primary: true, tdProps: { fw: 600 }, cell: (user) => user.username },
            { label: t('admin.users.email'), cell: (user) => user.email },
            { label: t('admin.users.name'), cell: fullName },
            {
              label: t('admin.users.userType'),
              cell: (user) => (
                <Badge variant="filled" color={TYPE_COLORS[user.user_type]}>
                  {t(`admin.userType.${user.user_type}`)}
                </Badge>
              ),
            },
            {
              label: t('admin.users.actions'),
              cell: (user) => (
                <RowActions
                  name={user.username}
                  editTo={`/admin/edit-user/${user.id}`}
                  onDelete={() => setDeleting(user)}
                />
              ),
            },
          ]}
        />
      )}
      <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
