import type { ChoiceProblem } from '@dishcraft/contract';
import type { TFunction } from 'i18next';

/** A problem of a choice of options in the page's language: the contract's choiceMessage, from the catalogue. */
export function choiceProblemText(t: TFunction, p: ChoiceProblem): string {
  if (p.kind === 'not_of_meal') return t('errors.option.notOfMeal', { id: p.optionId });
  if (p.kind === 'unavailable') return t('errors.option.optionUnavailable', { name: p.name });
  if (p.kind === 'too_few') return t('errors.option.tooFew', { group: p.group, count: p.min });
  return t('errors.option.tooMany', { group: p.group, count: p.max });
}
