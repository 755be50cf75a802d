import { createI18n, localizeMessage, RESOURCES } from '@dishcraft/contract';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { activeLocale, setActiveLocale } from '../../lib/locale';
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

  it("speaks Arabic, its validation messages too, when the page's language is Arabic", async () => {
    const before = activeLocale();
    setActiveLocale({ ...before, language: 'ar' });
    try {
      const ar = RESOURCES.ar.translation.reviews;
      render(
        <MantineProvider env="test">
          <I18nextProvider i18n={createI18n('ar')}>
            <ReviewForm submitLabel={ar.submit} busy={false} onSubmit={vi.fn()} />
          </I18nextProvider>
        </MantineProvider>,
      );
      expect(screen.getByText(ar.notRated)).toBeTruthy();
      fireEvent.change(screen.getByRole('textbox', { name: new RegExp(ar.yourReview) }), {
        target: { value: 'short' },
      });
      fireEvent.click(screen.getByRole('button', { name: ar.submit }));
      expect(await screen.findByText(localizeMessage('Rating must be between 1 and 5', 'ar'))).toBeTruthy();
      fireEvent.keyDown(screen.getByRole('radio', { name: ar.stars_few.replace('{{count}}', '4') }), { key: 'Enter' });
      expect(screen.getByText(ar.ratingLabel.veryGood)).toBeTruthy();
    } finally {
      setActiveLocale(before);
    }
  });
});
