import { text } from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

/**
 * The one-field form of a cancellation: a reason that must not be blank (the contract's text rule, with the
 * screen's message), checked on submit and then as it is typed. The focus stays where the modal put it.
 */
export function useReasonForm(requiredMessage: string) {
  return useForm({
    resolver: zodResolver(z.object({ reason: text({ required: requiredMessage }) })),
    defaultValues: { reason: '' },
    shouldFocusError: false,
  });
}
