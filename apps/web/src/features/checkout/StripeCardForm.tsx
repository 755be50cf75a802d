import { PAYMENT_MESSAGES } from '@dishcraft/contract';
import { Input, useComputedColorScheme } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useState } from 'react';
import type { ConfirmCard } from './flow';

function CardField({ onReady }: { onReady(confirm: ConfirmCard | null): void }) {
  const stripe = useStripe();
  const elements = useElements();
  const scheme = useComputedColorScheme('light');
  useEffect(() => {
    if (!stripe || !elements) return;
    onReady(async (clientSecret) => {
      const card = elements.getElement(CardElement);
      if (!card) throw new Error(PAYMENT_MESSAGES.paymentIncomplete);
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error) throw new Error(result.error.message ?? PAYMENT_MESSAGES.paymentIncomplete);
      if (result.paymentIntent?.status !== 'succeeded') throw new Error(PAYMENT_MESSAGES.paymentIncomplete);
    });
    return () => onReady(null);
  }, [stripe, elements, onReady]);
  return (
    <Input.Wrapper label="Card details" required>
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
  return (
    <Elements stripe={stripe}>
      <CardField onReady={onReady} />
    </Elements>
  );
}
