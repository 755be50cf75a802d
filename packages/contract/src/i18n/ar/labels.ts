import type { labels as english } from '../en/labels.js';
import type { Translation } from '../translation.js';

/** Arabic names of the API's codes and of stock states. */
export const labels = {
  orderStatus: {
    pending: 'قيد الانتظار',
    confirmed: 'تم التأكيد',
    preparing: 'قيد التحضير',
    ready: 'جاهز للاستلام/التوصيل',
    delivered: 'تم التوصيل',
    cancelled: 'ملغي',
  },
  paymentMethod: { cash: 'الدفع عند الاستلام', credit_card: 'بطاقة ائتمان' },
  cashAtPickup: 'الدفع نقدًا عند الاستلام من المطعم',
  paymentStatus: { pending: 'قيد الانتظار', completed: 'مكتمل', refunded: 'مسترد', cancelled: 'ملغي' },
  allergen: {
    gluten: 'الجلوتين',
    dairy: 'الألبان',
    nuts: 'المكسرات',
    peanuts: 'الفول السوداني',
    shellfish: 'المحار والقشريات',
    fish: 'السمك',
    eggs: 'البيض',
    soy: 'الصويا',
    wheat: 'القمح',
    other: 'مسبب حساسية آخر',
  },
  unit: {
    g: 'جم',
    kg: 'كجم',
    ml: 'مل',
    l: 'لتر',
    oz: 'أونصة',
    lb: 'رطل',
    unit: 'قطعة',
    tsp: 'ملعقة صغيرة',
    tbsp: 'ملعقة كبيرة',
    cup: 'كوب',
  },
  stock: {
    inStock: 'متوفر',
    outOfStock: 'نفد من المخزون',
    available: 'متاح',
    unavailable: 'غير متاح',
    switchedOff: 'موقوف من نموذج الوجبة',
    outOf: 'نفد: {{names}}',
    blocks: 'يوقف: {{meals}}',
    noneLeft: 'لم يتبقَّ شيء',
    ingredientSwitchedOff: 'موقوف',
  },
} satisfies Translation<typeof english>;
