import { localParts } from '@dishcraft/contract';
import { HOURS_LIMITS, localizeMessage } from '@dishcraft/contract';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarOff, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { badRequestBody } from '../../forms/formErrors';
import { useLanguage } from '../../lib/language';
import type { Restaurant } from '../../lib/types';
import { errorText } from '../../ui/errorText';
import { SaveButton } from '../../ui/SaveButton';
import { toast } from '../../ui/toast';
import { usePatchRestaurant } from './deliveryApi';
import { bodyErrors, checkClosures, type ClosureDraft, type ClosureError, placeClosureErrors } from './hoursForm';
import { shopZone } from '../../lib/locale';

/** Today as a date input writes it, on the restaurant's clock (the shop's zone). */
const today = (): string => localParts(new Date(), shopZone()).date;

/**
 * Closed dates (issue #21): a holiday or a refit, first and last day included, with a reason customers read. The
 * list is saved whole; the contract's rules check it first and the server's refusals land on the row they name.
 */
export function ClosuresEditor({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [rows, setRows] = useState<ClosureDraft[]>(() => restaurant.closures.map((c) => ({ ...c })));
  const [errors, setErrors] = useState<ClosureError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const save = usePatchRestaurant(restaurant.id);

  const edit = (next: ClosureDraft[]) => {
    setRows(next);
    setErrors([]);
  };
  const errorOf = (index: number, field: ClosureError['field']) =>
    errors
      .filter((e) => e.index === index && e.field === field)
      .map((e) => e.message)
      .join(' ') || undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkClosures(rows);
    if ('errors' in checked) {
      setErrors(checked.errors.map((e) => ({ ...e, message: localizeMessage(e.message, language) })));
      return;
    }
    save.mutate(
      { closures: checked.closures },
      {
        onSuccess: (saved) => {
          setRows(saved.closures.map((c) => ({ ...c })));
          toast({ message: t('owner.closures.saved') });
        },
        onError: (error) => {
          const body = badRequestBody(error) as Record<string, unknown> | null;
          setErrors(body ? placeClosureErrors(bodyErrors(body.closures)) : []);
          setFailure(errorText(error, t('owner.delivery.saveFailed')));
        },
      },
    );
  };

  const listErrors = errors.filter((e) => e.index === null).map((e) => e.message);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="closures-editor">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="closures-editor">
              {t('owner.closures.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('owner.closures.hint')}
            </Text>
          </div>
          {(failure || listErrors.length > 0) && (
            <Alert color="red" role="alert" title={t('owner.closures.notSaved')}>
              {[...listErrors, ...(failure ? [failure] : [])].join(' ')}
            </Alert>
          )}
          {rows.length === 0 ? (
            <Group gap="xs" c="dimmed">
              <IconCalendarOff size={18} aria-hidden />
              <Text size="sm">{t('owner.closures.none')}</Text>
            </Group>
          ) : (
            rows.map((row, i) => {
              const n = i + 1;
              return (
                <Group
                  // closures have no id; their place in the list is who they are
                  key={i}
                  align="flex-start"
                  gap="xs"
                  wrap="wrap"
                  data-testid="closure-row"
                  style={{ borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 8 }}
                >
                  <TextInput
                    type="date"
                    label={t('owner.closures.starts')}
                    aria-label={t('owner.closures.startsOf', { n })}
                    value={row.starts}
                    onChange={(e) => edit(rows.map((r, j) => (j === i ? { ...r, starts: e.currentTarget.value } : r)))}
                    error={errorOf(i, 'starts')}
                    w={160}
                  />
                  <TextInput
                    type="date"
                    label={t('owner.closures.ends')}
                    aria-label={t('owner.closures.endsOf', { n })}
                    value={row.ends}
                    onChange={(e) => edit(rows.map((r, j) => (j === i ? { ...r, ends: e.currentTarget.value } : r)))}
                    error={errorOf(i, 'ends')}
                    w={160}
                  />
                  <TextInput
                    label={t('owner.closures.reason')}
                    aria-label={t('owner.closures.reasonOf', { n })}
                    placeholder={t('owner.closures.reasonPlaceholder')}
                    value={row.reason}
                    onChange={(e) => edit(rows.map((r, j) => (j === i ? { ...r, reason: e.currentTarget.value } : r)))}
                    error={errorOf(i, 'reason')}
                    style={{ flex: 1, minWidth: 200 }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mt={26}
                    onClick={() => edit(rows.filter((_, j) => j !== i))}
                    aria-label={t('owner.closures.remove', { n })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })
          )}
          <Group justify="space-between" gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => edit([...rows, { starts: today(), ends: today(), reason: '' }])}
              disabled={rows.length >= HOURS_LIMITS.closures}
            >
              {t('owner.closures.add')}
            </Button>
            <Group gap="sm">
              <Button
                variant="default"
                onClick={() => {
                  setRows(restaurant.closures.map((c) => ({ ...c })));
                  setErrors([]);
                  setFailure(null);
                }}
                disabled={save.isPending}
              >
                {t('owner.delivery.discard')}
              </Button>
              <SaveButton busy={save.isPending}>{t('owner.closures.save')}</SaveButton>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
