import { describe, expect, it } from 'vitest';
import { orderMails, orderNotifications } from './orders.js';
import { restaurantNotifications } from './restaurants.js';

const egp = (amount: string) => `EGP\u00a0${amount}`;
const arabicPounds = (amount: string) => `\u200f${amount}\u00a0ج.م.\u200f`;

describe("order notifications and e-mails (API.md §4.5), in the reader's language and the shop's currency", () => {
  it('writes amounts in the currency, as each language writes money', () => {
    expect(orderNotifications('en', 'EGP').newOrder(7, 'mona', 2, 125_000).message).toBe(
      `You have a new order #7 from mona: 2 items, total ${egp('1,250.00')}.`,
    );
    expect(orderNotifications('ar', 'EGP').newOrder(7, 'mona', 2, 1250).message).toBe(
      `لديك طلب جديد رقم 7 من mona: صنفان، الإجمالي ${arabicPounds('12.50')}.`,
    );
    expect(orderNotifications('en', 'USD').cancelledByStaff(7, 'Koshary', 'Closed early', 1250).message).toBe(
      'Koshary cancelled your order #7. Reason: Closed early Your card payment of $12.50 will be refunded.',
    );
    expect(orderNotifications('en', 'EGP').cancelledByStaff(7, 'Koshary', 'Closed early', null).message).toBe(
      'Koshary cancelled your order #7. Reason: Closed early',
    );
    const mails = orderMails('en', 'EGP');
    expect(
      mails.confirmation.text(7, 'Koshary', [mails.line({ quantity: 2, name: 'Bread', options: [] }, 800)], 1600),
    ).toBe(`Thank you for your order #7 at Koshary.\n\n2 × Bread (${egp('8.00')})\n\nTotal: ${egp('16.00')}\n`);
    const arabic = orderMails('ar', 'EGP');
    expect(arabic.newOrder.text(7, 'mona', [arabic.line({ quantity: 2, name: 'عيش', options: [] }, 800)], 1600)).toBe(
      `أرسل mona الطلب رقم 7.\n\n2 × عيش (${arabicPounds('8.00')})\n\nالإجمالي: ${arabicPounds('16.00')}\n`,
    );
  });

  it("lists the chosen options after a line's name, and the owner's notice lists the lines when any has options", () => {
    const mails = orderMails('en', 'EGP');
    const kofta = { quantity: 2, name: 'Kofta', options: ['Large', 'Extra halloumi'] };
    expect(mails.line(kofta, 2500)).toBe(`2 × Kofta (Large · Extra halloumi) (${egp('25.00')})`);
    const arabic = orderMails('ar', 'EGP');
    expect(arabic.line({ quantity: 1, name: 'كفتة', options: ['كبير'] }, 800)).toBe(
      `1 × كفتة (كبير) (${arabicPounds('8.00')})`,
    );
    const bread = { quantity: 1, name: 'Bread', options: [] };
    expect(orderNotifications('en', 'EGP').newOrder(7, 'mona', 3, 5800, undefined, [kofta, bread]).message).toBe(
      `You have a new order #7 from mona: 3 items, total ${egp('58.00')}. Items: 2 × Kofta (Large · Extra halloumi); 1 × Bread.`,
    );
    expect(
      orderNotifications('ar', 'EGP').newOrder(7, 'mona', 2, 1600, undefined, [
        { ...kofta, name: 'كفتة', options: ['كبير'] },
      ]).message,
    ).toBe(`لديك طلب جديد رقم 7 من mona: صنفان، الإجمالي ${arabicPounds('16.00')}. الأصناف: 2 × كفتة (كبير).`);
    // Without options the notice stays one sentence, however many lines.
    expect(orderNotifications('en', 'EGP').newOrder(7, 'mona', 1, 800, undefined, [bread]).message).toBe(
      `You have a new order #7 from mona: 1 item, total ${egp('8.00')}.`,
    );
  });

  it("counts items with each language's plural forms", () => {
    const en = orderNotifications('en', 'EGP');
    expect(en.newOrder(7, 'mona', 1, 800).message).toBe(
      `You have a new order #7 from mona: 1 item, total ${egp('8.00')}.`,
    );
    const ar = orderNotifications('ar', 'EGP');
    const items = (count: number) => ar.newOrder(7, 'mona', count, 800).message.split(': ')[1]?.split('،')[0];
    expect([1, 2, 3, 10, 11, 99, 100, 102].map(items)).toEqual([
      'صنف واحد',
      'صنفان',
      '3 أصناف',
      '10 أصناف',
      '11 صنفًا',
      '99 صنفًا',
      '100 صنف',
      '102 صنف',
    ]);
  });

  it('prints an order status as its label in the language', () => {
    expect(orderNotifications('en', 'EGP').byAdmin(7, 'ready').message).toBe(
      'An administrator set order #7 to Ready for Pickup/Delivery.',
    );
    expect(orderNotifications('ar', 'EGP').byAdmin(7, 'ready').message).not.toContain('ready');
  });

  it('words approval notifications in the language', () => {
    expect(restaurantNotifications('en').approved('Koshary')).toEqual({
      title: 'Restaurant Approved',
      message: 'Your restaurant "Koshary" is approved and visible to customers.',
    });
    expect(restaurantNotifications('ar').rejected('كشري', 'غير نظيف')).toEqual({
      title: 'تم رفض المطعم',
      message: 'لم تتم الموافقة على مطعمك "كشري". السبب: غير نظيف',
    });
  });
});
