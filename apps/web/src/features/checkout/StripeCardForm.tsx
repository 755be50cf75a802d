import { Input, useComputedColorScheme } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language';
import type { ConfirmCard } from './flow';

function CardField({ onReady }: { onReady(confirm: ConfirmCard | null): void }) {
  const stripe = useStripe();
  const elements = useElements();
  const scheme = useComputedColorScheme('light');
  const { t } = useTranslation();
  useEffect(() => {
    if (!stripe || !elements) return;
    onReady(async (clientSecret) => {
      const incomplete = t('checkout.paymentIncomplete');
      const card = elements.getElement(CardElement);
      if (!card) throw new Error(incomplete);
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error) throw new Error(result.error.message ?? incomplete);
      if (result.paymentIntent?.status !== 'succeeded') throw new Error(incomplete);
    });
    return () => onReady(null);
  }, [stripe, elements, onReady, t]);
  return (
    <Input.Wrapper label={t('checkout.cardDetails')} required>
      <div
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          padding: '10px 12px',
          background: 'var(--mantine-color-body)',
        }}
      >
        <CardElement
          options={{
            hidePostalCode: true,
            style: {
              base: {
                fontSize: '16px',
                color: scheme === 'dark' ? '#f1f3f5' : '#212529',
                '::placeholder': { color: scheme === 'dark' ? '#909296' : '#868e96' },
              },
            },
          }}
        />
      </div>
    </Input.Wrapper>
  );
}

/**
 * Stripe Elements' card field. This module (and Stripe.js, loaded on first render) is only fetched when the
 * server's payment provider is Stripe.
 */
export default function StripeCardForm({
  publishableKey,
  onReady,
}: {
  publishableKey: string;
  onReady(confirm: ConfirmCard | null): void;
}) {
  const [stripe] = useState(() => import('@stripe/stripe-js').then((m) => m.loadStripe(publishableKey)));
  const { language } = useLanguage();
  // Stripe reads the locale once, when the field mounts: a language switch mounts a new field in the new language.
  return (
    <Elements key={language} stripe={stripe} options={{ locale: language }}>
      <CardField onReady={onReady} />
    </Elements>
  );
}
