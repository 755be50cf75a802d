import { promotionCreateSchema, promotionProblems, promotionUpdateSchema } from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { type FieldLabels, withFieldLabels } from '../../../forms/formErrors';
import { promotionBody, type PromotionFormValues, termsOfBody } from './model';

/**
 * The form's check, the server's rules word for word: each field through the contract's create (or update) schema,
 * on the body the form would send, then the rules between fields (promotionProblems), which run even while another
 * field is invalid so every problem shows at once. Messages name their field and read in the page's language.
 */
export function promotionResolver(
  mode: 'create' | 'update',
  admin: boolean,
  labels: FieldLabels,
): Resolver<PromotionFormValues> {
  const schema = mode === 'create' ? promotionCreateSchema : promotionUpdateSchema;
  const fields = zodResolver(
    z.preprocess((values) => promotionBody(values as PromotionFormValues, admin), schema) as never,
  ) as unknown as Resolver<PromotionFormValues>;
  const check: Resolver<PromotionFormValues> = async (values, context, options) => {
    const result = await fields(values, context, options);
    const problems = Object.entries(promotionProblems(termsOfBody(promotionBody(values, admin))));
    if (Object.keys(result.errors).length === 0 && problems.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [name, [message]] of problems) errors[name] ??= { type: 'custom', message };
    return { values: {}, errors: errors as FieldErrors<PromotionFormValues> };
  };
  return withFieldLabels(check, labels);
}
