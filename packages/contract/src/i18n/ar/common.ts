import type { common as english } from '../en/common.js';
import type { Translation } from '../translation.js';

/** Arabic texts of the app's shell and of what every screen shares. */
export const common = {
  openAllDay: 'مفتوح 24 ساعة',
  hours: '{{open}} – {{close}}',
  hoursPastMidnight: '{{open}} – {{close}} (اليوم التالي)',
  language: 'اللغة',
} satisfies Translation<typeof english>;
