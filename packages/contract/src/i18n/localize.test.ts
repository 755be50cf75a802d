import { describe, expect, it } from 'vitest';
import { fieldMessages, DEFAULT_MESSAGES as D, FIELD_NAMES, HTTP_MESSAGES } from '../messages.js';
import { INGREDIENT_MESSAGES } from '../ingredients.js';
import { ORDER_MESSAGES } from '../orders.js';
import { localizeBody, localizeMessage } from './localize.js';

describe('localizeMessage', () => {
  it('keeps English exactly as the API has always sent it', () => {
    expect(D.maxChars(255)).toBe('Must be at most 255 characters.');
    expect(D.choice('x', ['cash', 'credit_card'])).toBe('"x" is not a valid choice. Use one of: cash, credit_card.');
    expect(HTTP_MESSAGES.throttled(1)).toBe('Request was throttled. Expected available in 1 seconds.');
    expect(fieldMessages('Username').min(3)).toBe('Username must be at least 3 characters');
    expect(INGREDIENT_MESSAGES.inUse(1, 0)).toBe(
      'This ingredient is used by 1 meal. Remove it from it, or switch it off with is_available instead.',
    );
    expect(INGREDIENT_MESSAGES.inUse(2, 1)).toBe(
      'This ingredient is used by 2 meals and 1 custom meal. Remove it from them, or switch it off with is_available instead.',
    );
    expect(localizeMessage(HTTP_MESSAGES.notFound, 'en')).toBe('Not found.');
  });

  it('renders a catalogue message in Arabic', () => {
    expect(localizeMessage(HTTP_MESSAGES.notFound, 'ar')).toBe('غير موجود.');
    expect(localizeMessage(D.required, 'ar')).toBe('هذا الحقل مطلوب.');
  });

  it('carries the quoted values over, with numbers as they were', () => {
    expect(localizeMessage(D.maxChars(255), 'ar')).toBe('يجب ألا يزيد عن 255 حرفًا.');
    expect(localizeMessage(ORDER_MESSAGES.closed('Abou Tarek'), 'ar')).toBe('Abou Tarek مغلق الآن.');
  });

  it('localizes a quoted field name, object name or status too', () => {
    expect(localizeMessage(fieldMessages(FIELD_NAMES.username).required, 'ar')).toBe('حقل اسم المستخدم مطلوب');
    expect(localizeMessage(D.doesNotExist('Meal', 12), 'ar')).toBe('لم يُعثر على الوجبة رقم 12.');
    expect(localizeMessage(ORDER_MESSAGES.invalidTransition('delivered', 'pending'), 'ar')).toBe(
      'لا يمكن تغيير حالة الطلب من تم التوصيل إلى قيد الانتظار.',
    );
  });

  it("chooses Arabic's plural form from the count the English quotes", () => {
    expect(localizeMessage(HTTP_MESSAGES.throttled(2), 'ar')).toBe('طلبات كثيرة جدًا. حاول مرة أخرى بعد ثانيتين.');
    expect(localizeMessage(HTTP_MESSAGES.throttled(5), 'ar')).toBe('طلبات كثيرة جدًا. حاول مرة أخرى بعد 5 ثوانٍ.');
    expect(localizeMessage(INGREDIENT_MESSAGES.inUse(2, 1), 'ar')).toBe(
      'هذا المكوّن مستخدم في وجبتين ووجبة مخصصة واحدة. احذفه منها، أو أوقفه باستخدام is_available بدلًا من ذلك.',
    );
  });

  it('prefers the most specific template', () => {
    // "{{label}} is required" would match too; the message with its own key wins.
    expect(localizeMessage('Category name is required', 'ar')).toBe('اسم التصنيف مطلوب');
  });

  it('localizes a message of several lines line by line', () => {
    const text = [ORDER_MESSAGES.unavailableHeading, ORDER_MESSAGES.mealUnavailable('Koshary')].join('\n');
    expect(localizeMessage(text, 'ar')).toBe('لا يمكن تنفيذ هذا الطلب الآن:\n- Koshary غير متاحة حاليًا.');
  });

  it('returns a text no template matches unchanged, and a name only inside a message', () => {
    expect(localizeMessage('Something else entirely.', 'ar')).toBe('Something else entirely.');
    expect(localizeMessage('Meal', 'ar')).toBe('Meal');
  });
});

describe('localizeBody', () => {
  it('changes the messages of a DRF body, never its keys, codes or data', () => {
    const body = {
      detail: ORDER_MESSAGES.unavailable,
      code: 'unavailable',
      status: 'pending',
      allowed: ['cancelled'],
      unavailable_ingredients: [{ name: 'Not found.', unit: 'g' }],
      items: [{}, { meal: [D.required] }],
      non_field_errors: [HTTP_MESSAGES.forbidden],
    };
    expect(localizeBody(body, 'ar')).toEqual({
      detail: 'بعض الأصناف غير متاحة الآن.',
      code: 'unavailable',
      status: 'pending',
      allowed: ['cancelled'],
      unavailable_ingredients: [{ name: 'Not found.', unit: 'g' }],
      items: [{}, { meal: ['هذا الحقل مطلوب.'] }],
      non_field_errors: ['ليست لديك صلاحية للقيام بهذا الإجراء.'],
    });
    expect(localizeBody(body, 'en')).toBe(body);
  });
});
