import { describe, expect, it } from 'vitest';
import { arabicTwinField } from '../arabic-twins.js';
import { localized } from './content.js';

describe('localized content (issue #20)', () => {
  const koshari = { name: 'Koshari', name_ar: 'كشري' };

  it('shows the Arabic twin in Arabic and the main field in English', () => {
    expect(localized(koshari, 'name', 'ar')).toBe('كشري');
    expect(localized(koshari, 'name', 'en')).toBe('Koshari');
  });

  it('falls back to the main field in Arabic when the twin is null, blank or absent', () => {
    expect(localized({ name: 'Koshari', name_ar: null }, 'name', 'ar')).toBe('Koshari');
    expect(localized({ name: 'Koshari', name_ar: '  ' }, 'name', 'ar')).toBe('Koshari');
    expect(localized({ name: 'Koshari' }, 'name', 'ar')).toBe('Koshari');
  });

  it('falls back to the Arabic twin in English when the main field is empty', () => {
    expect(localized({ description: '', description_ar: 'أرز وعدس ومكرونة' }, 'description', 'en')).toBe(
      'أرز وعدس ومكرونة',
    );
  });

  it('reads any field with a twin, and gives "" when neither is there', () => {
    expect(localized({ restaurant_name: 'Abou Tarek', restaurant_name_ar: 'أبو طارق' }, 'restaurant_name', 'ar')).toBe(
      'أبو طارق',
    );
    expect(localized({ description: '', description_ar: null }, 'description', 'ar')).toBe('');
  });
});

describe('an Arabic twin in a body', () => {
  const field = arabicTwinField(10);

  it('keeps trimmed text and stores blank, null and missing as null', () => {
    expect(field.parse('  كشري ')).toBe('كشري');
    expect(field.parse('')).toBeNull();
    expect(field.parse(null)).toBeNull();
    expect(field.parse(undefined)).toBeNull();
  });

  it("refuses text longer than the main field's limit", () => {
    const result = field.safeParse('ا'.repeat(11));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Must be at most 10 characters.');
  });
});
