import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredTooltip } from './DeferredTooltip';
import { showChrome } from './firstScreen';

describe('DeferredTooltip', () => {
  it('shows the control alone until the first screen, then wraps it in the tooltip once, keeping focus on it', async () => {
    render(
      <MantineProvider>
        <DeferredTooltip label="Switch the lights">
          <button type="button">Lights</button>
        </DeferredTooltip>
      </MantineProvider>,
    );
    const bare = screen.getByRole('button', { name: 'Lights' });
    bare.focus();

    act(() => showChrome());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lights' })).not.toBe(bare));
    const wrapped = screen.getByRole('button', { name: 'Lights' });
    expect(document.activeElement).toBe(wrapped);
    // Once: nothing builds it again after the tooltip is in (e2e/tests/shell.spec.ts shows the tooltip itself).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Lights' })).toBe(wrapped);
  });
});
