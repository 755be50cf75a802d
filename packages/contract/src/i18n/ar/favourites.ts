import type { favourites as english } from '../en/favourites.js';
import type { Translation } from '../translation.js';

/** Arabic texts of the `favourites` namespace: the restaurants and meals a customer hearts (issue #23). */
export const favourites = {
  tab: 'المفضلة',
  save: 'أضف {{name}} إلى المفضلة',
  signIn: 'سجّل الدخول لتضيف {{name}} إلى المفضلة',
  saveFailed: 'تعذّرت إضافة {{name}} إلى المفضلة.',
  removeFailed: 'تعذّرت إزالة {{name}} من المفضلة.',
  failed: 'تعذّر تحميل مفضلتك.',
  emptyTitle: 'لا مفضلات بعد',
  emptyHint: 'اضغط على القلب في أي مطعم أو وجبة، وستجده هنا.',
  browse: 'تصفّح المطاعم',
  restaurants: 'المطاعم',
  meals: 'الوجبات',
} satisfies Translation<typeof english>;
