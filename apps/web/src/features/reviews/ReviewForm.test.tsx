import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReviewForm } from './ReviewForm';

// Mantine's autosize textarea listens to document.fonts, which the DOM emulator lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <MantineProvider env="test">
      <ReviewForm submitLabel="Submit Review" busy={false} onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return onSubmit;
}

const comment = () => screen.getByRole('textbox', { name: /Your review/ });
const type = (value: string) => fireEvent.change(comment(), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));

describe('ReviewForm', () => {
  it("says nothing while typing before the first submit, then the contract's messages", async () => {
    const onSubmit = renderForm();
    type('short');
    expect(screen.queryByText('Comment must be at least 10 characters long')).toBeNull();
    submit();
    expect(await screen.findByText('Rating must be between 1 and 5')).toBeTruthy();
    expect(screen.getByText('Comment must be at least 10 characters long')).toBeTruthy();
    type('   ');
    expect(await screen.findByText('Please provide a comment')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks again on every change once submitted, and sends the trimmed comment', async () => {
    const onSubmit = renderForm();
    submit();
    await screen.findByText('Rating must be between 1 and 5');
    fireEvent.keyDown(screen.getByRole('radio', { name: '4 stars' }), { key: 'Enter' });
    expect(screen.getByText('Very good')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Rating must be between 1 and 5')).toBeNull());
    type(`  ${'x'.repeat(501)}`);
    expect(await screen.findByText('Comment must be at most 500 characters long')).toBeTruthy();
    type('  A fine plate of food  ');
    await waitFor(() => expect(screen.queryByText('Comment must be at most 500 characters long')).toBeNull());
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ rating: 4, comment: 'A fine plate of food' });
  });
});
