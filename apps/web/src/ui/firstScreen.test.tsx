import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showChrome, useFirstScreenShown } from './firstScreen';

function Probe({ name, seen }: { name: string; seen: boolean[] }) {
  const shown = useFirstScreenShown();
  seen.push(shown);
  return <p>{`${name}: ${shown ? 'shown' : 'waiting'}`}</p>;
}

describe('useFirstScreenShown', () => {
  it('is false until the first screen has shown, then true for every component, each first render false as on the server', async () => {
    const early: boolean[] = [];
    render(<Probe name="early" seen={early} />);
    expect(screen.getByText('early: waiting')).toBeTruthy();

    await act(async () => showChrome());
    expect(screen.getByText('early: shown')).toBeTruthy();

    // Mounted after: its first render still matches what the server rendered (a page hydrating later), then it turns.
    const late: boolean[] = [];
    await act(async () => {
      render(<Probe name="late" seen={late} />);
    });
    expect(screen.getByText('late: shown')).toBeTruthy();
    expect(late[0]).toBe(false);
    expect(early[0]).toBe(false);
  });
});
