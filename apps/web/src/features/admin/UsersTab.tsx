import { ADMIN_MESSAGES, type UserType } from '@dishcraft/contract';
import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import type { User } from '../../lib/types';
import { errorText } from '../../ui/errorText';
import { ListToolbar, matches, NoMatch, RowActions } from '../../ui/ManageList';
import { StackedTable } from '../../ui/StackedTable';
import { adminToast, useDeleteUser } from './api';

export const USER_TYPE_LABELS: Record<UserType, string> = {
  customer: 'Customer',
  restaurant: 'Restaurant Owner',
  admin: 'Admin',
};
const TYPE_COLORS: Record<UserType, string> = { customer: 'blue.9', restaurant: 'tomato.9', admin: 'grape.9' };

const fullName = (u: User) => [u.first_name, u.last_name].filter(Boolean).join(' ') || '—';

function DeleteUserModal({ user, onClose }: { user: User | null; onClose: () => void }) {
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
      title={user ? `Delete ${user.username}?` : ''}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {user && (
        <Stack gap="md">
          <Text size="sm">{ADMIN_MESSAGES.deleteUserConfirm}</Text>
          {user.user_type === 'restaurant' && (
            <Alert color="orange" icon={<IconAlertTriangle />} p="sm">
              {ADMIN_MESSAGES.deleteOwnerWarning}
            </Alert>
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
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(user, {
                  onSuccess: () => {
                    adminToast(ADMIN_MESSAGES.userDeleted(user.username));
                    close();
                  },
                  onError: (error) => setFailure(errorText(error, ADMIN_MESSAGES.deleteUserFailed)),
                })
              }
            >
              Delete User
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Users tab (owner/admin spec §2): every user but admins, searchable, with edit and delete. */
export function UsersTab({ users }: { users: User[] }) {
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<User | null>(null);
  const shown = users
    .filter((u) => u.user_type !== 'admin')
    .filter((u) => matches(search, [u.username, u.email, u.first_name, u.last_name]));

  return (
    <Stack gap="md">
      <ListToolbar
        addLabel="Add New User"
        addTo="/admin/add-user"
        search={search}
        onSearch={setSearch}
        searchLabel="Search users by username, email or name"
      />
      {shown.length === 0 ? (
        <NoMatch
          title={ADMIN_MESSAGES.noUsersMatch}
          icon={<IconUsers />}
          searching={!!search}
          onClear={() => setSearch('')}
          add={{ label: 'Add New User', to: '/admin/add-user' }}
        />
      ) : (
        <StackedTable
          verticalSpacing="sm"
          highlightOnHover
          rows={shown}
          rowKey={(user) => user.id}
          rowProps={(user) => ({ 'data-user': user.username })}
          columns={[
            { label: 'ID', cell: (user) => user.id },
            { label: 'Username', primary: true, tdProps: { fw: 600 }, cell: (user) => user.username },
            { label: 'Email', cell: (user) => user.email },
            { label: 'Name', cell: fullName },
            {
              label: 'User Type',
              cell: (user) => (
                <Badge variant="filled" color={TYPE_COLORS[user.user_type]}>
                  {USER_TYPE_LABELS[user.user_type]}
                </Badge>
              ),
            },
            {
              label: 'Actions',
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
