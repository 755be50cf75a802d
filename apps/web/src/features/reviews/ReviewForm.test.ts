import { describe, expect, it } from 'vitest';
import { validateReview } from './ReviewForm';

describe('validateReview', () => {
  it('needs a rating of 1 to 5', () => {
    expect(validateReview({ rating: 0, comment: 'A perfectly fine comment' }).rating).toBe(
      'Rating must be between 1 and 5',
    );
    expect(validateReview({ rating: 5, comment: 'A perfectly fine comment' })).toEqual({});
  });

  it('needs a comment of 10 to 500 characters after trimming', () => {
    expect(validateReview({ rating: 3, comment: '   ' }).comment).toBe('Please provide a comment');
    expect(validateReview({ rating: 3, comment: '  123456789  ' }).comment).toBe(
      'Comment must be at least 10 characters long',
    );
    expect(validateReview({ rating: 3, comment: ` ${'x'.repeat(10)} ` })).toEqual({});
    expect(validateReview({ rating: 3, comment: 'x'.repeat(501) }).comment).toBe(
      'Comment must be at most 500 characters long',
    );
    expect(validateReview({ rating: 3, comment: 'x'.repeat(500) })).toEqual({});
  });
});
