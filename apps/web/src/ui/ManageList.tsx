import { ActionIcon, Alert, Button, Group, Skeleton, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconSearch, IconSearchOff, IconTrash } from '@tabler/icons-react';
import { localized, translator } from '@dishcraft/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { activeLocale } from '../lib/locale';
import { EmptyState } from './EmptyState';
import { errorText } from './errorText';
import { toast } from './toast';
import { openConfirmModal } from './confirm';
import { useTextLanguage } from './textLanguage';

/** Case-insensitive match of `query` against any of `fields`. */
export function matches(query: string, fields: (string | null | undefined)[]): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return fields.some((f) => (f ?? '').toLowerCase().includes(q));
}

/** The add button and search box above a management table. */
export function ListToolbar({
  addLabel,
  addTo,
  search,
  onSearch,
  searchLabel,
}: {
  addLabel: string;
  addTo: string;
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <TextInput
        label={searchLabel}
        placeholder={t('common.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        type="search"
        w={{ base: '100%', xs: 320 }}
      />
      <Button
        component={Link}
        to={addTo}
        leftSection={<IconPlus size={16} aria-hidden />}
        w={{ base: '100%', xs: 'auto' }}
      >
        {addLabel}
      </Button>
    </Group>
  );
}

export function TableSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label}>
      {[1, 2, 3, 4].map((i) => (
        <Skeleton key={i} h={52} />
      ))}
    </Stack>
  );
}

/** A dismissible inline failure near the table. */
export function InlineFailure({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert color="red" role="alert" withCloseButton onClose={onClose} closeButtonLabel={t('common.dismiss')}>
      {message}
    </Alert>
  );
}

/** A confirmation modal naming the thing and the consequence before a destructive action (UI.md). */
export function confirmDelete({
  title,
  message,
  onConfirm,
}: {
  title: string;
  message: ReactNode;
  onConfirm: () => void;
}) {
  // Opened from a click, outside React's render: the words come in the page's language of that moment.
  const t = translator(activeLocale().language);
  openConfirmModal({
    title,
    centered: true,
    children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
    labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
    confirmProps: { color: 'red.9' },
    closeButtonProps: { 'aria-label': t('common.close') },
    onConfirm,
  });
}

/** A failed load: what went wrong and a way to try again. */
export function LoadFailure({ title, message, onRetry }: { title?: string; message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Edit (a link) and Delete (asks first) for one table row, named for screen readers. */
export function RowActions({ name, editTo, onDelete }: { name: string; editTo: string; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('common.edit')}>
        <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={t('common.editName', { name })}>
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('common.delete')}>
        <ActionIcon variant="subtle" color="red" aria-label={t('common.deleteName', { name })} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/**
 * The empty state of a list: with a search, the way out of it; without one, the action that adds the
 * first row (when given).
 */
export function NoMatch({
  title,
  onClear,
  searching = true,
  icon = <IconSearchOff />,
  add,
}: {
  title: string;
  onClear: () => void;
  searching?: boolean;
  icon?: ReactNode;
  add?: { label: string; to: string };
}) {
  const { t } = useTranslation();
  const action = searching ? (
    <Button variant="light" onClick={onClear}>
      {t('common.clearSearch')}
    </Button>
  ) : add ? (
    <Button component={Link} to={add.to}>
      {add.label}
    </Button>
  ) : undefined;
  return <EmptyState icon={icon} title={title} action={action} />;
}

/** "Label: value" on one line. */
export function LabelValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/**
 * Delete with the spec's confirmation, a success toast and an inline failure, for the owner's
 * menu and ingredient tables alike.
 */
export function useConfirmedDelete<T extends { name: string }>(
  remove: { mutate: (item: T, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void },
  messages: { confirmDelete: string; deleted: string; deleteFailed: string },
) {
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useTranslation();
  const language = useTextLanguage();
  const askDelete = (item: T) =>
    confirmDelete({
      title: t('common.deleteConfirmTitle', { name: localized(item, 'name', language) }),
      message: messages.confirmDelete,
      onConfirm: () =>
        remove.mutate(item, {
          onSuccess: () => {
            setFailure(null);
            toast({ message: messages.deleted });
          },
          onError: (error) => setFailure(errorText(error, messages.deleteFailed)),
        }),
    });
  return { askDelete, failure, clearFailure: () => setFailure(null) };
}
