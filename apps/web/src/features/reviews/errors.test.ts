import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { reviewErrorMessage as inLanguage } from './errors';

const reviewErrorMessage = (error: unknown) => inLanguage(i18next.t, error);
const submitFailed = 'Failed to submit review';

describe('reviewErrorMessage', () => {
  it('turns the uniqueness error into the duplicate sentence', () => {
    const error = new ApiError(400, { non_field_errors: ['The fields user, meal must make a unique set.'] }, 'x');
    expect(reviewErrorMessage(error)).toBe(
      'You have already reviewed this item. You can edit your existing review instead.',
    );
  });

  it("joins other field errors as 'field: message'", () => {
    const error = new ApiError(
      400,
      { rating: ['Rating must be between 1 and 5'], comment: ['Comment must be at least 10 characters long'] },
      'x',
    );
    expect(reviewErrorMessage(error)).toBe(
      'rating: Rating must be between 1 and 5; comment: Comment must be at least 10 characters long',
    );
  });

  it('falls back to detail, then message, then the generic text', () => {
    expect(reviewErrorMessage(new ApiError(403, { detail: 'You cannot review your own restaurant.' }, 'x'))).toBe(
      'You cannot review your own restaurant.',
    );
    expect(reviewErrorMessage(new ApiError(500, { message: 'Boom' }, 'x'))).toBe('Boom');
    expect(reviewErrorMessage(new ApiError(500, {}, 'x'))).toBe(submitFailed);
    expect(reviewErrorMessage(new ApiError(0, null, 'offline'))).toBe(submitFailed);
    expect(reviewErrorMessage(new Error('x'))).toBe(submitFailed);
  });

  it('says its own sentences in Arabic', () => {
    const error = new ApiError(400, { non_field_errors: ['The fields user, meal must make a unique set.'] }, 'x');
    expect(inLanguage(i18next.getFixedT('ar'), error)).toBe(
      'لقد قيّمت هذا من قبل. يمكنك تعديل تقييمك الحالي بدلًا من ذلك.',
    );
    expect(inLanguage(i18next.getFixedT('ar'), new Error('x'))).toBe('تعذّر إرسال التقييم');
  });
});
