import { describe, expect, it } from 'vitest';
import { imageUploadProblem, PASSWORD_RULES } from './form-rules.js';

describe('form rules', () => {
  it('refuses a file over the upload limit, then a file of another type', () => {
    expect(imageUploadProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Images must be 5 MB or smaller.',
    );
    expect(imageUploadProblem({ type: 'text/plain', size: 10 })).toBe(
      'Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).',
    );
    expect(imageUploadProblem({ type: 'image/webp', size: 10 })).toBeNull();
  });

  it('names every password rule a value breaks', () => {
    const broken = (v: string) => PASSWORD_RULES.filter((r) => !r.test(v)).map((r) => r.label);
    expect(broken('abc')).toEqual(['At least 8 characters', 'At least one number', 'At least one uppercase letter']);
    expect(broken('abcdefgh1')).toEqual(['At least one uppercase letter']);
    expect(broken('Abcdefg1')).toEqual([]);
  });
});
