import { HOURS_LIMITS, localizeMessage } from '@dishcraft/contract';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { badRequestBody } from '../../forms/formErrors';
import { formatWeekday } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import type { Restaurant } from '../../lib/types';
import { errorText } from '../../ui/errorText';
import { SaveButton } from '../../ui/SaveButton';
import { toast } from '../../ui/toast';
import { usePatchRestaurant } from './deliveryApi';
import {
  bodyErrors,
  checkWeek,
  copyMonday,
  EDITOR_WEEK,
  type HoursError,
  type PeriodDraft,
  periodKind,
  placeErrors,
  weekDraft,
  weekPeriods,
  type WeekDraft,
} from './hoursForm';

/** What a new period of a day starts as: the restaurant form's default day. */
const NEW_PERIOD: PeriodDraft = { opens: '12:00', closes: '22:00' };

function PeriodRow({
  weekday,
  index,
  period,
  errors,
  onChange,
  onRemove,
}: {
  weekday: number;
  index: number;
  period: PeriodDraft;
  errors: HoursError[];
  onChange: (next: PeriodDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const day = formatWeekday(weekday);
  const n = index + 1;
  const errorOf = (field: 'opens' | 'closes') =>
    errors
      .filter((e) => e.field === field)
      .map((e) => e.message)
      .join(' ') || undefined;
  const other = errors.filter((e) => e.field === null).map((e) => e.message);
  const kind = periodKind(period);
  return (
    <Stack gap={2} data-testid="hours-period">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          type="time"
          label={t('owner.hours.opens')}
          aria-label={t('owner.hours.opensOf', { day, n })}
          value={period.opens}
          onChange={(e) => onChange({ ...period, opens: e.currentTarget.value })}
          error={errorOf('opens')}
          w={130}
          size="sm"
        />
        <TextInput
          type="time"
          label={t('owner.hours.closes')}
          aria-label={t('owner.hours.closesOf', { day, n })}
          value={period.closes}
          onChange={(e) => onChange({ ...period, closes: e.currentTarget.value })}
          error={errorOf('closes')}
          w={130}
          size="sm"
        />
        <ActionIcon
          variant="subtle"
          color="red"
          mt={26}
          size="lg"
          onClick={onRemove}
          aria-label={t('owner.hours.removePeriod', { day, n })}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {kind === 'nextDay' && (
        <Text size="xs" c="dimmed" data-testid="overnight">
          {t('owner.hours.untilNextDay', { time: period.closes })}
        </Text>
      )}
      {kind === 'allDay' && (
        <Text size="xs" c="dimmed">
          {t('common.openAllDay')}
        </Text>
      )}
      {other.length > 0 && (
        <Text size="xs" c="red" role="alert">
          {other.join(' ')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The weekly hours (issue #21): each weekday open or closed, with up to four periods; a period whose closing time is
 * not after its opening runs into the next day and says so. Checked with the contract's rules before it is sent;
 * the server's refusals land on the period they name.
 */
export function HoursEditor({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [week, setWeek] = useState<WeekDraft>(() => weekDraft(restaurant.opening_hours));
  const [errors, setErrors] = useState<HoursError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const save = usePatchRestaurant(restaurant.id);

  const edit = (next: WeekDraft) => {
    setWeek(next);
    setErrors([]);
  };
  const setDay = (weekday: number, periods: PeriodDraft[]) =>
    edit(week.map((day, i) => (i === weekday ? periods : day)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkWeek(week);
    if ('errors' in checked) {
      setErrors(checked.errors.map((e) => ({ ...e, message: localizeMessage(e.message, language) })));
      return;
    }
    save.mutate(
      { opening_hours: checked.periods },
      {
        onSuccess: (saved) => {
          setWeek(weekDraft(saved.opening_hours));
          toast({ message: t('owner.hours.saved') });
        },
        onError: (error) => {
          const body = badRequestBody(error) as Record<string, unknown> | null;
          const placed = body ? placeErrors(bodyErrors(body.opening_hours), weekPeriods(week).origin) : [];
          setErrors(placed);
          setFailure(errorText(error, t('owner.delivery.saveFailed')));
        },
      },
    );
  };

  const weekErrors = errors.filter((e) => e.day === null).map((e) => e.message);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="hours-editor">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <div>
              <Title order={2} size="h4" id="hours-editor">
                {t('owner.hours.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('owner.hours.hint')}
              </Text>
            </div>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconCopy size={14} aria-hidden />}
              onClick={() => edit(copyMonday(week))}
            >
              {t('owner.hours.copyMonday')}
            </Button>
          </Group>
          {(failure || weekErrors.length > 0) && (
            <Alert color="red" role="alert" title={t('owner.hours.notSaved')}>
              {[...weekErrors, ...(failure ? [failure] : [])].join(' ')}
            </Alert>
          )}
          <Stack gap={0}>
            {EDITOR_WEEK.map((weekday) => {
              const periods = week[weekday] ?? [];
              const open = periods.length > 0;
              const day = formatWeekday(weekday);
              const dayErrors = errors.filter((e) => e.day === weekday);
              return (
                <Group
                  key={weekday}
                  align="flex-start"
                  gap="md"
                  py="sm"
                  wrap="wrap"
                  data-testid={`hours-day-${weekday}`}
                  style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                >
                  <Stack gap={4} w={150}>
                    <Text fw={600}>{day}</Text>
                    <Switch
                      checked={open}
                      onChange={(e) => setDay(weekday, e.currentTarget.checked ? [{ ...NEW_PERIOD }] : [])}
                      label={open ? t('owner.hours.open') : t('owner.hours.closed')}
                      aria-label={t('owner.hours.openOn', { day })}
                    />
                  </Stack>
                  <Stack gap="xs" style={{ flex: 1, minWidth: 'min(100%, 320px)' }}>
                    {periods.map((period, i) => (
                      <PeriodRow
                        // periods have no id; their place in the day is who they are
                        key={i}
                        weekday={weekday}
                        index={i}
                        period={period}
                        errors={dayErrors.filter((e) => e.period === i)}
                        onChange={(next) =>
                          setDay(
                            weekday,
                            periods.map((p, j) => (j === i ? next : p)),
                          )
                        }
                        onRemove={() =>
                          setDay(
                            weekday,
                            periods.filter((_, j) => j !== i),
                          )
                        }
                      />
                    ))}
                    {open && periods.length < HOURS_LIMITS.periodsPerDay && (
                      <Button
                        variant="subtle"
                        size="xs"
                        leftSection={<IconPlus size={14} aria-hidden />}
                        onClick={() => setDay(weekday, [...periods, { opens: '', closes: '' }])}
                        aria-label={t('owner.hours.addPeriodOn', { day })}
                        style={{ alignSelf: 'flex-start' }}
                      >
                        {t('owner.hours.addPeriod')}
                      </Button>
                    )}
                  </Stack>
                </Group>
              );
            })}
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setWeek(weekDraft(restaurant.opening_hours));
                setErrors([]);
                setFailure(null);
              }}
              disabled={save.isPending}
            >
              {t('owner.delivery.discard')}
            </Button>
            <SaveButton busy={save.isPending}>{t('owner.hours.save')}</SaveButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
