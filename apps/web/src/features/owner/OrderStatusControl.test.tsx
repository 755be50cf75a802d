import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderStatusControl } from './OrderStatusControl';

// Mantine's autosize textarea listens to document.fonts, which the DOM emulator lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

/** The server is the one outside boundary: record the calls and answer with the updated order. */
function serverAnswers() {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      return new Response(JSON.stringify({ id: 7, status: body?.status }), { status: 200 });
    }),
  );
  return calls;
}

function renderControl(
  status: 'pending' | 'preparing' | 'delivered',
  onSuccessMessage = vi.fn(),
  fulfilment?: 'delivery' | 'pickup',
) {
  localStorage.setItem('token', 'a'.repeat(40));
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <OrderStatusControl order={{ id: 7, status, fulfilment }} onSuccessMessage={onSuccessMessage} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onSuccessMessage;
}

const openOptions = () => fireEvent.click(screen.getByRole('combobox', { name: 'Status of order #7' }));
const optionNames = () => screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrderStatusControl', () => {
  it('offers the current status and only the transitions the server allows', () => {
    renderControl('preparing');
    openOptions();
    expect(optionNames()).toEqual(['Preparing', 'Ready for Pickup/Delivery', 'Delivered', 'Cancelled']);
  });

  it('calls the last step of a pickup order Picked up (its status stays delivered)', () => {
    renderControl('preparing', vi.fn(), 'pickup');
    openOptions();
    expect(optionNames()).toEqual(['Preparing', 'Ready for Pickup/Delivery', 'Picked up', 'Cancelled']);
  });

  it('is disabled for a final status', () => {
    renderControl('delivered');
    expect(screen.getByRole('combobox', { name: 'Status of order #7' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends a forward move at once, without a reason, and confirms it', async () => {
    const calls = serverAnswers();
    const toast = renderControl('pending');
    openOptions();
    fireEvent.click(screen.getByRole('option', { name: 'Confirmed', hidden: true }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Order #7 status updated to Confirmed'));
    expect(calls).toEqual([{ url: '/api/orders/orders/7/update_status/', body: { status: 'confirmed' } }]);
  });

  it('asks for a reason before cancelling and sends it', async () => {
    const calls = serverAnswers();
    const toast = renderControl('pending');
    openOptions();
    fireEvent.click(screen.getByRole('option', { name: 'Cancelled', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Provide Cancellation Reason' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await within(dialog).findByText('Please provide a reason for cancellation')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason for cancellation/ }), {
      target: { value: 'Out of lentils' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Order #7 has been cancelled'));
    expect(calls).toEqual([
      { url: '/api/orders/orders/7/update_status/', body: { status: 'cancelled', reason: 'Out of lentils' } },
    ]);
  });
});
