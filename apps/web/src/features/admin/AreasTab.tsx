import { localized } from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconArchive, IconEdit, IconMapPin, IconPlus, IconRestore, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, badRequestBody, withFieldLabels } from '../../forms/formErrors';
import { useLanguage } from '../../lib/language';
import { openConfirmModal } from '../../ui/confirm';
import { errorText } from '../../ui/errorText';
import { InlineFailure, LoadFailure, matches, NoMatch, TableSkeleton } from '../../ui/ManageList';
import { StackedTable } from '../../ui/StackedTable';
import { type Area, useAdminAreas, useSaveArea } from '../areas';
import { AREA_FIELDS, type AreaFormValues, areaFormSchema } from './areaForm';
import { adminToast } from './api';

const blank: AreaFormValues = { name: '', name_ar: '', city: '', city_ar: '' };

/** Add (no area) or rename an area: its name and city, each with its Arabic twin. */
function AreaFormModal({ area, opened, onClose }: { area: Area | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveArea();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AreaFormValues>({
    resolver: withFieldLabels(zodResolver(areaFormSchema), {
      name: t('areas.admin.name'),
      name_ar: t('areas.admin.nameAr'),
      city: t('areas.admin.city'),
      city_ar: t('areas.admin.cityAr'),
    }),
    values: area
      ? { name: area.name, name_ar: area.name_ar ?? '', city: area.city, city_ar: area.city_ar ?? '' }
      : blank,
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset(blank);
    setFailure(null);
    onClose();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = areaFormSchema.parse(values);
    try {
      const saved = await save.mutateAsync({ id: area?.id, body });
      adminToast(t(area ? 'areas.admin.renamed' : 'areas.admin.created', { name: saved.name }));
      close();
    } catch (error) {
      const { rest } = applyServerErrors(badRequestBody(error), AREA_FIELDS, form.setError);
      const other = badRequestBody(error) ? rest : errorText(error, t('areas.admin.saveFailed'));
      if (other) setFailure(other);
    }
  });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={area ? t('areas.admin.editTitle') : t('areas.admin.addTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('areas.admin.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert" p="sm">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t('areas.admin.name')}
            required
            data-autofocus
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label={t('areas.admin.nameAr')}
            dir="rtl"
            lang="ar"
            error={errors.name_ar?.message}
            {...form.register('name_ar')}
          />
          <TextInput label={t('areas.admin.city')} required error={errors.city?.message} {...form.register('city')} />
          <TextInput
            label={t('areas.admin.cityAr')}
            dir="rtl"
            lang="ar"
            error={errors.city_ar?.message}
            {...form.register('city_ar')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              {t('areas.admin.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('areas.admin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The admin's areas (issue #21): every area, retired ones too, to add, rename, retire and restore. Areas are never
 * deleted: a retired one keeps its past orders and addresses.
 */
export function AreasTab() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const areas = useAdminAreas();
  const save = useSaveArea();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Area | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const list = areas.data ?? [];
  const shown = list.filter((a) => matches(search, [a.name, a.name_ar, a.city, a.city_ar]));
  const nameOf = (area: Area) => localized(area, 'name', language);

  const openForm = (area: Area | null) => {
    setEditing(area);
    setFormOpen(true);
  };

  const setRetired = (area: Area, retired: boolean) =>
    openConfirmModal({
      title: t(retired ? 'areas.admin.retireTitle' : 'areas.admin.restoreTitle', { name: nameOf(area) }),
      centered: true,
      children: <Text size="sm">{t(retired ? 'areas.admin.retireBody' : 'areas.admin.restoreBody')}</Text>,
      labels: { confirm: t(retired ? 'areas.admin.retire' : 'areas.admin.restore'), cancel: t('areas.admin.cancel') },
      confirmProps: retired ? { color: 'red.9' } : undefined,
      closeButtonProps: { 'aria-label': t('areas.admin.close') },
      onConfirm: () =>
        save.mutate(
          { id: area.id, body: { is_retired: retired } },
          {
            onSuccess: (updated) => {
              setFailure(null);
              adminToast(
                t(retired ? 'areas.admin.retiredDone' : 'areas.admin.restoredDone', { name: nameOf(updated) }),
              );
            },
            onError: (error) => setFailure(errorText(error, t('areas.admin.saveFailed'))),
          },
        ),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label={t('areas.admin.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
          w={{ base: '100%', xs: 320 }}
        />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          w={{ base: '100%', xs: 'auto' }}
          onClick={() => openForm(null)}
        >
          {t('areas.admin.add')}
        </Button>
      </Group>
      <InlineFailure message={failure} onClose={() => setFailure(null)} />
      {areas.isPending ? (
        <TableSkeleton label={t('areas.admin.loading')} />
      ) : areas.isError ? (
        <LoadFailure title={t('areas.failed')} message={areas.error.message} onRetry={() => areas.refetch()} />
      ) : shown.length === 0 ? (
        <NoMatch
          title={search ? t('areas.admin.noMatch') : t('areas.admin.empty')}
          icon={<IconMapPin />}
          searching={!!search}
          onClear={() => setSearch('')}
        />
      ) : (
        <StackedTable
          verticalSpacing="sm"
          highlightOnHover
          rows={shown}
          rowKey={(area) => area.id}
          rowProps={(area) => ({ 'data-area': area.name })}
          columns={[
            {
              label: t('areas.admin.name'),
              primary: true,
              cell: (area) => (
                <div>
                  <Text fw={600} size="sm">
                    {area.name}
                  </Text>
                  {area.name_ar ? (
                    <Text size="sm" c="dimmed">
                      {/* an inline span keeps to the start of the cell on an English page */}
                      <span dir="rtl" lang="ar">
                        {area.name_ar}
                      </span>
                    </Text>
                  ) : null}
                </div>
              ),
            },
            {
              label: t('areas.admin.city'),
              cell: (area) => (
                <div>
                  <Text size="sm">{area.city}</Text>
                  {area.city_ar ? (
                    <Text size="sm" c="dimmed">
                      {/* an inline span keeps to the start of the cell on an English page */}
                      <span dir="rtl" lang="ar">
                        {area.city_ar}
                      </span>
                    </Text>
                  ) : null}
                </div>
              ),
            },
            {
              label: t('areas.admin.status'),
              cell: (area) =>
                area.is_retired ? (
                  <Badge color="gray" variant="light">
                    {t('areas.admin.retired')}
                  </Badge>
                ) : (
                  <Badge color="teal" variant="light">
                    {t('areas.admin.active')}
                  </Badge>
                ),
            },
            {
              label: t('areas.admin.actions'),
              cell: (area) => (
                <Group gap={6}>
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconEdit size={14} aria-hidden />}
                    aria-label={t('areas.admin.editNamed', { name: nameOf(area) })}
                    onClick={() => openForm(area)}
                  >
                    {t('areas.admin.edit')}
                  </Button>
                  {area.is_retired ? (
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconRestore size={14} aria-hidden />}
                      aria-label={t('areas.admin.restoreNamed', { name: nameOf(area) })}
                      onClick={() => setRetired(area, false)}
                    >
                      {t('areas.admin.restore')}
                    </Button>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="default"
                      color="red"
                      leftSection={<IconArchive size={14} aria-hidden />}
                      aria-label={t('areas.admin.retireNamed', { name: nameOf(area) })}
                      onClick={() => setRetired(area, true)}
                    >
                      {t('areas.admin.retire')}
                    </Button>
                  )}
                </Group>
              ),
            },
          ]}
        />
      )}
      <AreaFormModal area={editing} opened={formOpen} onClose={() => setFormOpen(false)} />
    </Stack>
  );
}
