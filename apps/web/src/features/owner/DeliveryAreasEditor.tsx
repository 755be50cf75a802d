import {
  deliveryAreasSchema,
  FULFILMENT_LIMITS,
  localized,
  localizeMessage,
  type RestaurantDeliveryAreaOut,
} from '@dishcraft/contract';
import {
  ActionIcon,
  Alert,
  Badge,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconMapPinOff, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { badRequestBody } from '../../forms/formErrors';
import { compareText } from '../../lib/compareText';
import { useLanguage } from '../../lib/language';
import { errorText } from '../../ui/errorText';
import { LoadFailure } from '../../ui/ManageList';
import { SaveButton } from '../../ui/SaveButton';
import { toast } from '../../ui/toast';
import { type Area, useAreas } from '../areas';
import { type DeliveryAreaBody, useDeliveryAreas, useSaveDeliveryAreas } from './deliveryApi';
import { bodyErrors } from './hoursForm';

/** One row as the editor holds it: money as typed, the area's names for its heading. */
interface Row {
  area: number;
  details: Pick<Area, 'name' | 'name_ar' | 'city' | 'city_ar' | 'is_retired'>;
  fee: string;
  minimum_order: string;
  delivery_minutes: number | string;
}

type Field = 'area' | 'fee' | 'minimum_order' | 'delivery_minutes';
/** Messages by row index and field; the list's own under `null`. */
type RowErrors = Map<number | null, Partial<Record<Field | 'row', string>>>;

const rowOf = (entry: RestaurantDeliveryAreaOut): Row => ({
  area: entry.area,
  details: entry.area_details,
  fee: entry.fee,
  minimum_order: entry.minimum_order,
  delivery_minutes: entry.delivery_minutes,
});

function collect(errors: { path: (string | number)[]; message: string }[]): RowErrors {
  const map: RowErrors = new Map();
  for (const { path, message } of errors) {
    const [index, field] = path;
    const key = typeof index === 'number' ? index : null;
    const name = (['area', 'fee', 'minimum_order', 'delivery_minutes'] as const).find((f) => f === field) ?? 'row';
    const entry = map.get(key) ?? {};
    entry[name] = entry[name] ? `${entry[name]} ${message}` : message;
    map.set(key, entry);
  }
  return map;
}

function AreaRow({
  row,
  index,
  errors,
  onChange,
  onRemove,
}: {
  row: Row;
  index: number;
  errors: Partial<Record<Field | 'row', string>>;
  onChange: (next: Row) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = localized(row.details, 'name', language);
  const place = t('areas.place', { area: name, city: localized(row.details, 'city', language) });
  const rowProblem = [errors.area, errors.row].filter(Boolean).join(' ');
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="delivery-area-row" data-area={row.area}>
      <Group justify="space-between" gap="xs" wrap="nowrap" mb="xs">
        <Group gap="xs" style={{ minWidth: 0 }}>
          <Text fw={600} id={`area-row-${index}`} truncate="end">
            {place}
          </Text>
          {row.details.is_retired && (
            <Badge color="gray" variant="light">
              {t('areas.admin.retired')}
            </Badge>
          )}
        </Group>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          onClick={onRemove}
          aria-label={t('owner.deliveryAreas.remove', { area: name })}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <TextInput
          label={t('areas.feeLabel')}
          aria-label={t('owner.deliveryAreas.feeOf', { area: name })}
          inputMode="decimal"
          value={row.fee}
          onChange={(e) => onChange({ ...row, fee: e.currentTarget.value })}
          error={errors.fee}
        />
        <TextInput
          label={t('areas.minimumLabel')}
          aria-label={t('owner.deliveryAreas.minimumOf', { area: name })}
          inputMode="decimal"
          value={row.minimum_order}
          onChange={(e) => onChange({ ...row, minimum_order: e.currentTarget.value })}
          error={errors.minimum_order}
        />
        <NumberInput
          label={t('owner.deliveryAreas.minutes')}
          aria-label={t('owner.deliveryAreas.minutesOf', { area: name })}
          min={FULFILMENT_LIMITS.minutes.delivery[0]}
          max={FULFILMENT_LIMITS.minutes.delivery[1]}
          allowDecimal={false}
          value={row.delivery_minutes}
          onChange={(value) => onChange({ ...row, delivery_minutes: value })}
          error={errors.delivery_minutes}
        />
      </SimpleGrid>
      {rowProblem && (
        <Text size="sm" c="red" mt={4} role="alert">
          {rowProblem}
        </Text>
      )}
    </Paper>
  );
}

function Editor({ restaurantId, saved }: { restaurantId: number; saved: RestaurantDeliveryAreaOut[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const areas = useAreas();
  const save = useSaveDeliveryAreas(restaurantId);
  const [rows, setRows] = useState<Row[]>(() => saved.map(rowOf));
  const [errors, setErrors] = useState<RowErrors>(new Map());
  const [failure, setFailure] = useState<string | null>(null);

  const edit = (next: Row[]) => {
    setRows(next);
    setErrors(new Map());
  };
  // the areas not on the list yet, under their city
  const options = useMemo(() => {
    const taken = new Set(rows.map((r) => r.area));
    const byCity = new Map<string, { value: string; label: string }[]>();
    for (const area of areas.data ?? []) {
      if (taken.has(area.id)) continue;
      const city = localized(area, 'city', language);
      byCity.set(city, [
        ...(byCity.get(city) ?? []),
        { value: String(area.id), label: localized(area, 'name', language) },
      ]);
    }
    return [...byCity.entries()]
      .sort(([a], [b]) => compareText(a, b))
      .map(([group, items]) => ({ group, items: items.sort((a, b) => compareText(a.label, b.label)) }));
  }, [areas.data, language, rows]);

  const add = (value: string | null) => {
    const area = (areas.data ?? []).find((a) => String(a.id) === value);
    if (!area) return;
    edit([...rows, { area: area.id, details: area, fee: '', minimum_order: '0', delivery_minutes: 30 }]);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body: DeliveryAreaBody[] = rows.map((r) => ({
      area: r.area,
      fee: r.fee.trim(),
      minimum_order: r.minimum_order.trim(),
      delivery_minutes: r.delivery_minutes === '' ? Number.NaN : Number(r.delivery_minutes),
    }));
    const checked = deliveryAreasSchema.safeParse(body);
    if (!checked.success) {
      setErrors(
        collect(
          checked.error.issues.map((issue) => ({
            path: issue.path as (string | number)[],
            message: localizeMessage(issue.message, language),
          })),
        ),
      );
      return;
    }
    save.mutate(body, {
      onSuccess: (list) => {
        setRows(list.map(rowOf));
        toast({ message: t('owner.deliveryAreas.saved') });
      },
      onError: (error) => {
        const found = badRequestBody(error);
        const placed = collect(bodyErrors(found));
        setErrors(placed);
        // the per-row messages are on their rows; the alert says the list was not saved, and why if not a row's
        const rest = placed.get(null);
        if (rest) setFailure(Object.values(rest).join(' '));
        else if (placed.size > 0) setFailure(t('owner.deliveryAreas.fixRows'));
        else setFailure(errorText(error, t('owner.deliveryAreas.saveFailed')));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert" title={t('owner.deliveryAreas.notSaved')}>
            {failure}
          </Alert>
        )}
        {rows.length === 0 ? (
          <Group gap="xs" c="dimmed">
            <IconMapPinOff size={18} aria-hidden />
            <Text size="sm">{t('owner.deliveryAreas.none')}</Text>
          </Group>
        ) : (
          rows.map((row, i) => (
            <AreaRow
              key={row.area}
              row={row}
              index={i}
              errors={errors.get(i) ?? {}}
              onChange={(next) => edit(rows.map((r, j) => (j === i ? next : r)))}
              onRemove={() => edit(rows.filter((_, j) => j !== i))}
            />
          ))
        )}
        <Group justify="space-between" align="flex-end" gap="sm">
          <Select
            label={t('owner.deliveryAreas.add')}
            placeholder={areas.isLoading ? t('owner.deliveryAreas.areasLoading') : t('areas.placeholder')}
            data={options}
            value={null}
            onChange={add}
            searchable
            nothingFoundMessage={t('areas.nothingFound')}
            error={areas.isError ? errorText(areas.error, t('areas.failed')) : undefined}
            disabled={rows.length >= FULFILMENT_LIMITS.deliveryAreas}
            w={{ base: '100%', xs: 300 }}
          />
          <Group gap="sm">
            <SaveButton busy={save.isPending}>{t('owner.deliveryAreas.save')}</SaveButton>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The areas the restaurant delivers to (issue #21), each with its fee, minimum order and delivery time; areas are
 * added from the admin's list, by city. The whole list is saved at once, and a refused row says why on the row.
 */
export function DeliveryAreasEditor({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation();
  const list = useDeliveryAreas(restaurantId);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="areas-editor">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="areas-editor">
            {t('owner.deliveryAreas.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('owner.deliveryAreas.hint')}
          </Text>
        </div>
        {list.isLoading ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('owner.deliveryAreas.loading')}>
            <Skeleton h={90} />
            <Skeleton h={90} />
          </Stack>
        ) : list.isError ? (
          <LoadFailure
            title={t('owner.deliveryAreas.loadFailedTitle')}
            message={errorText(list.error, t('owner.deliveryAreas.loadFailed'))}
            onRetry={() => list.refetch()}
          />
        ) : (
          <Editor restaurantId={restaurantId} saved={list.data ?? []} />
        )}
      </Stack>
    </Paper>
  );
}
