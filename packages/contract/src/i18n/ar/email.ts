import type { email as english } from '../en/email.js';
import type { Translation } from '../translation.js';

/** Arabic texts of the `email` namespace: every English key, with Arabic's plural forms where a count varies. */
export const email = {
  passwordReset: {
    subject: 'إعادة تعيين كلمة مرور Dishcraft',
    greeting: 'مرحبًا {{username}}،',
    intro: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك على Dishcraft. لاختيار كلمة مرور جديدة، افتح هذا الرابط:',
    expiry: 'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ساعة.',
    ignore: 'إذا لم تطلب ذلك، تجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
    signature: '— فريق Dishcraft',
  },
  order: {
    newOrderTitle: 'وصلك طلب جديد',
    newOrder_zero: 'لديك طلب جديد رقم {{id}} من {{customer}} بدون أصناف، الإجمالي {{total}}.',
    newOrder_one: 'لديك طلب جديد رقم {{id}} من {{customer}}: صنف واحد، الإجمالي {{total}}.',
    newOrder_two: 'لديك طلب جديد رقم {{id}} من {{customer}}: صنفان، الإجمالي {{total}}.',
    newOrder_few: 'لديك طلب جديد رقم {{id}} من {{customer}}: {{count}} أصناف، الإجمالي {{total}}.',
    newOrder_many: 'لديك طلب جديد رقم {{id}} من {{customer}}: {{count}} صنفًا، الإجمالي {{total}}.',
    newOrder_other: 'لديك طلب جديد رقم {{id}} من {{customer}}: {{count}} صنف، الإجمالي {{total}}.',
    confirmedTitle: 'تم قبول الطلب',
    confirmed: 'قبل {{restaurant}} طلبك رقم {{id}}.',
    preparingTitle: 'جارٍ تحضير الطلب',
    preparing: 'يحضّر {{restaurant}} طلبك رقم {{id}} الآن.',
    readyTitle: 'الطلب جاهز',
    ready: 'طلبك رقم {{id}} من {{restaurant}} جاهز للاستلام أو التوصيل.',
    deliveredTitle: 'تم توصيل الطلب',
    delivered: 'تم توصيل طلبك رقم {{id}} من {{restaurant}}. بالهنا والشفا!',
    cancelledByStaffTitle: 'تم إلغاء الطلب',
    cancelledByStaff: 'ألغى {{restaurant}} طلبك رقم {{id}}. السبب: {{reason}}',
    cancelledByStaffRefund:
      'ألغى {{restaurant}} طلبك رقم {{id}}. السبب: {{reason}} سيتم رد مبلغ {{refund}} المدفوع بالبطاقة.',
    cancelledByCustomerTitle: 'ألغى العميل الطلب',
    cancelledByCustomer: 'ألغى {{customer}} الطلب رقم {{id}}. السبب: {{reason}}',
    byAdminTitle: 'عدّل المسؤول الطلب',
    byAdmin: 'غيّر أحد المسؤولين حالة الطلب رقم {{id}} إلى {{status}}.',
    confirmationSubject: 'طلبك رقم {{id}} من Dishcraft',
    confirmationText: 'شكرًا لطلبك رقم {{id}} من {{restaurant}}.\n\n{{lines}}\n\nالإجمالي: {{total}}\n',
    newOrderSubject: 'طلب جديد رقم {{id}}',
    newOrderText: 'أرسل {{customer}} الطلب رقم {{id}}.\n\n{{lines}}\n\nالإجمالي: {{total}}\n',
    line: '{{quantity}} × {{name}} ({{price}})',
  },
  restaurant: {
    awaitingApprovalTitle: 'مطعم بانتظار الموافقة',
    awaitingApproval: 'أرسل {{owner}} مطعم "{{name}}" للموافقة.',
    approvedTitle: 'تمت الموافقة على المطعم',
    approved: 'تمت الموافقة على مطعمك "{{name}}" وأصبح ظاهرًا للعملاء.',
    rejectedTitle: 'تم رفض المطعم',
    rejected: 'لم تتم الموافقة على مطعمك "{{name}}". السبب: {{reason}}',
    underReviewTitle: 'المطعم قيد المراجعة',
    underReview: 'مطعمك "{{name}}" بانتظار الموافقة من جديد.',
  },
} satisfies Translation<typeof english>;
