import { promoCodeInput } from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconTicket } from '@tabler/icons-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { localizedResolver } from '../../forms/formErrors';
import { formatMoney } from '../../lib/format';
import type { Offer } from '../../lib/types';
import { type PromoCheckState, useOffers } from './api';
import classes from './PromoSection.module.css';
import { missingCents, offerTerms } from './terms';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;
/** Codes are Latin letters and digits: they read left to right in an Arabic page too. */
const codeStyle = { direction: 'ltr', unicodeBidi: 'isolate', overflowWrap: 'anywhere' } as const;

/** "Discount (WELCOME20)  −EGP 20.00": the row the cart's and checkout's sums show while a code takes something off. */
export function DiscountRow({ promo }: { promo: PromoCheckState }) {
  const { t } = useTranslation();
  if (promo.status !== 'applied' || promo.discountCents <= 0 || !promo.code) return null;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('promotions.discountRow', { code: promo.code })}
      </Text>
      <Text size="sm" fw={600} style={{ ...tabular, whiteSpace: 'nowrap' }} data-testid="promo-discount">
        {formatMoney(-promo.discountCents / 100)}
      </Text>
    </Group>
  );
}

function OfferCard({
  offer,
  subtotalCents,
  applied,
  onApply,
}: {
  offer: Offer;
  subtotalCents: number;
  applied: boolean;
  onApply(code: string): void;
}) {
  const { t } = useTranslation();
  const missing = missingCents(offer, subtotalCents);
  const termsId = useId();
  return (
    <Paper component="li" withBorder radius="md" p="xs" data-testid="promo-offer" data-code={offer.code}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="sm" style={codeStyle}>
            {offer.code}
          </Text>
          <Text size="xs" id={termsId}>
            {offerTerms(offer, t)}
          </Text>
          {missing > 0 && (
            <Text size="xs" c="dimmed" data-testid="promo-offer-missing">
              {t('promotions.addMore', { amount: formatMoney(missing / 100) })}
            </Text>
          )}
        </div>
        {applied ? (
          <Badge
            color="teal.9"
            variant="filled"
            style={{ flexShrink: 0 }}
            leftSection={<IconCircleCheck size={14} aria-hidden />}
          >
            {t('promotions.applied')}
          </Badge>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            style={{ flexShrink: 0 }}
            aria-label={t('promotions.applyCode', { code: offer.code })}
            aria-describedby={termsId}
            onClick={() => onApply(offer.code)}
          >
            {t('promotions.apply')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The offers of the cart's restaurant, each with its Apply button; nothing at all when it has none. */
function OffersList({
  restaurantId,
  subtotalCents,
  appliedCode,
  onApply,
}: {
  restaurantId: number;
  subtotalCents: number;
  appliedCode: string | null;
  onApply(code: string): void;
}) {
  const { t } = useTranslation();
  const offers = useOffers(restaurantId);
  const headingId = useId();
  if (offers.isPending) return <Skeleton height={56} />;
  // The offers are a help, not a step: when they cannot be read, the code field still works.
  if (offers.isError || offers.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-testid="promo-offers">
      <Title order={3} size="h6" id={headingId} mb={6}>
        {t('promotions.offersTitle')}
      </Title>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {offers.data.map((offer) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            subtotalCents={subtotalCents}
            applied={offer.code === appliedCode}
            onApply={onApply}
          />
        ))}
      </Stack>
    </section>
  );
}

const codeForm = z.object({ code: promoCodeInput });

/**
 * "Have a code?": typed and applied with the button or Enter. Not a <form> of its own, as checkout's summary, where
 * it also sits, is inside the order's form; Enter here applies the code and never places the order.
 */
function CodeField({ onApply }: { onApply(code: string): void }) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof codeForm>, unknown, z.output<typeof codeForm>>({
    resolver: localizedResolver(zodResolver(codeForm)),
    defaultValues: { code: '' },
  });
  const apply = form.handleSubmit(({ code }) => onApply(code));
  return (
    <TextInput
      label={t('promotions.codeLabel')}
      placeholder={t('promotions.codePlaceholder')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      error={form.formState.errors.code?.message}
      rightSectionWidth="auto"
      rightSection={
        <Button size="compact-sm" variant="light" me={4} onClick={() => void apply()} data-testid="promo-apply">
          {t('promotions.apply')}
        </Button>
      }
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        void apply();
      }}
      {...form.register('code')}
    />
  );
}

/** What became of the code, said once it is known (aria-live): what it takes off, or why it does not apply. */
function PromoOutcome({
  promo,
  refusal,
  feeKnown,
  hint,
}: {
  promo: PromoCheckState;
  refusal: string | null;
  feeKnown: boolean;
  hint: string | null;
}) {
  const { t } = useTranslation();
  const code = promo.code ?? '';
  let text: React.ReactNode = null;
  if (refusal)
    text = (
      <Text size="sm" className={classes.refused}>
        {refusal}
      </Text>
    );
  else if (promo.status === 'checking') text = <Text size="sm">{t('promotions.checking', { code })}</Text>;
  else if (promo.status === 'failed')
    text = (
      <Text size="sm" className={classes.refused}>
        {promo.message}{' '}
        <Anchor component="button" type="button" size="sm" onClick={promo.retry}>
          {t('promotions.retry')}
        </Anchor>
      </Text>
    );
  else if (promo.status === 'refused')
    text = (
      <Text size="sm" className={classes.refused}>
        {promo.message}
      </Text>
    );
  else if (promo.status === 'applied')
    text = (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconCircleCheck size={18} aria-hidden className={classes.appliedIcon} />
        <Text size="sm">
          {promo.discountCents > 0
            ? t('promotions.appliedDiscount', { amount: formatMoney(promo.discountCents / 100) })
            : promo.freeDelivery && !feeKnown
              ? t('promotions.freeDeliveryLater')
              : t('promotions.appliedNothing')}
        </Text>
      </Group>
    );
  const refused = refusal !== null || promo.status === 'refused';
  return (
    <div role="status" aria-live="polite" data-testid="promo-outcome" data-status={refusal ? 'refused' : promo.status}>
      {text}
      {refused && hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </div>
  );
}

/**
 * The promo code of an order (issue #23): the restaurant's offers to apply without typing (the cart), the code field,
 * the applied code with Remove, and what the server says of it. The amounts come from its check, never from here.
 */
export function PromoSection({
  restaurantId,
  subtotalCents,
  promo,
  onApply,
  onRemove,
  offers = false,
  feeKnown = false,
  refusal = null,
  refusedHint = null,
}: {
  restaurantId: number;
  subtotalCents: number;
  promo: PromoCheckState;
  onApply(code: string): void;
  onRemove(): void;
  /** List the restaurant's offers (the cart does; checkout shows only the code). */
  offers?: boolean;
  /** The delivery fee is in the check (checkout): otherwise free delivery is promised for checkout. */
  feeKnown?: boolean;
  /** Why placing the order refused the code, which stands until the code is removed. */
  refusal?: string | null;
  /** What to do about a refused code, said under the reason. */
  refusedHint?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="promo">
      {offers && (
        <OffersList
          restaurantId={restaurantId}
          subtotalCents={subtotalCents}
          appliedCode={promo.code}
          onApply={onApply}
        />
      )}
      {promo.code ? (
        <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="promo-applied">
          <Group gap={6} wrap="nowrap" miw={0}>
            <IconTicket size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">
              {t('promotions.codeIs')}{' '}
              <Text span fw={700} style={codeStyle}>
                {promo.code}
              </Text>
            </Text>
          </Group>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            style={{ flexShrink: 0 }}
            aria-label={t('promotions.removeCode', { code: promo.code })}
            onClick={onRemove}
          >
            {t('promotions.remove')}
          </Button>
        </Group>
      ) : (
        <CodeField onApply={onApply} />
      )}
      <PromoOutcome promo={promo} refusal={refusal} feeKnown={feeKnown} hint={refusedHint} />
    </Stack>
  );
}
