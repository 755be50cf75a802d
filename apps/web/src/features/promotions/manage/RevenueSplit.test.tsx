import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RevenueSplit } from './RevenueSplit';

const figures = () =>
  Object.fromEntries(
    ['gross', 'discounts', 'net'].map((key) => [key, document.querySelector(`[data-revenue="${key}"]`)?.textContent]),
  );

describe('RevenueSplit', () => {
  it('shows gross, what codes took off and net, as the stats give them', () => {
    render(
      <MantineProvider>
        <RevenueSplit stats={{ gross_revenue: '16.00', discounts: '3.00', net_revenue: '13.00' }} />
      </MantineProvider>,
    );
    expect(screen.getByRole('region', { name: 'Revenue and discounts' })).toBeTruthy();
    expect(figures()).toEqual({ gross: 'EGP\u00a016.00', discounts: '−EGP\u00a03.00', net: 'EGP\u00a013.00' });
  });

  it('writes no minus before discounts of nothing', () => {
    render(
      <MantineProvider>
        <RevenueSplit stats={{ gross_revenue: '16.00', discounts: '0.00', net_revenue: '16.00' }} />
      </MantineProvider>,
    );
    expect(figures().discounts).toBe('EGP\u00a00.00');
  });
});
