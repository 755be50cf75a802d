/**
 * Reviews, logs and notifications must never fail the way the reference product did: one describe
 * per rule 37–43 of docs/reference-defects.md (reviews, secrets in logs and debug routes,
 * notifications), titled by the behaviour it protects.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { insertNotifications, insertOrder, insertRestaurant } from '../../src/modules/notifications/fixtures.js';
import { cashOrder, makeCustomMeal, makeMenu, orderTableCounts } from '../../src/modules/orders/fixtures.js';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../helpers.js';
import { captureLogs } from '../logs.js';
import { countRows, failInserts } from './fixtures-orders.js';

const COMMENT = 'Lovely food, would order again.';
const NOTES = '/api/notifications/notifications/';

/** One app for the file, logging everything to memory, with a mailer that can be made to fail. */
let t: TestApp;
const logs = captureLogs('trace');
const mailer = {
  failing: false,
  sent: [] as { to: string; subject: string; text: string }[],
  async send(message: { to: string; subject: string; text: string }) {
    if (this.failing) throw new Error('SMTP connection refused');
    this.sent.push(message);
  },
};
beforeAll(async () => {
  t = await createTestApp({ logger: logs.logger, mailer });
});
afterAll(() => t.close());

describe('reviews (reference defects 37, 38)', () => {
  let author: TestUser;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  let bowl: number;
  let otherBowl: number;
  beforeAll(async () => {
    author = await createUser(t, 'customer');
    const creator = await createUser(t, 'customer');
    menu = await makeMenu(t);
    const lines = [{ ingredientId: menu.ingredient, quantity: 1 }];
    bowl = await makeCustomMeal(t, creator.id, menu.restaurant.id, lines, { isPublic: true });
    otherBowl = await makeCustomMeal(t, creator.id, menu.restaurant.id, lines, { isPublic: true });
  });

  const collections = () =>
    [
      {
        path: '/api/reviews/restaurant-reviews/',
        field: 'restaurant',
        target: menu.restaurant.id,
        table: 'restaurant_reviews',
      },
      { path: '/api/reviews/meal-reviews/', field: 'meal', target: menu.meal, table: 'meal_reviews' },
      { path: '/api/reviews/custom-meal-reviews/', field: 'custom_meal', target: bowl, table: 'custom_meal_reviews' },
    ] as const;

  describe('a duplicate review answers 400 with the uniqueness message, never 500 (reference defect 37)', () => {
    it('a second review of the same target, one after the other or at once, is 400 and saves nothing', async () => {
      for (const c of collections()) {
        const body = { [c.field]: c.target, rating: 4, comment: COMMENT };
        expect((await call(t, 'POST', c.path, { token: author.token, body })).status).toBe(201);
        const rows = await countRows(t, c.table);
        const message = { non_field_errors: [`The fields user, ${c.field} must make a unique set.`] };
        const again = await call(t, 'POST', c.path, { token: author.token, body: { ...body, rating: 2 } });
        expect(again.status).toBe(400);
        expect(again.body).toEqual(message);
        const racing = await Promise.all([1, 2, 3].map(() => call(t, 'POST', c.path, { token: author.token, body })));
        for (const res of racing)
          expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: message });
        expect(await countRows(t, c.table)).toBe(rows);
      }
    });
  });

  describe("a review's target cannot change by editing, and comments need at least 10 characters (reference defect 38)", () => {
    it('PUT and PATCH with another target are refused and move nothing; the current target may be resent', async () => {
      const other = await makeMenu(t);
      const otherTarget = { restaurant: other.restaurant.id, meal: other.meal, custom_meal: otherBowl };
      const reviewer = await createUser(t, 'customer');
      for (const c of collections()) {
        const created = await call(t, 'POST', c.path, {
          token: reviewer.token,
          body: { [c.field]: c.target, rating: 3, comment: COMMENT },
        });
        expect(created.status).toBe(201);
        const one = `${c.path}${created.body.id}/`;
        for (const method of ['PUT', 'PATCH'] as const) {
          const res = await call(t, method, one, {
            token: reviewer.token,
            body: { [c.field]: otherTarget[c.field], rating: 5, comment: COMMENT },
          });
          expect(res.status).toBe(400);
          expect(res.body).toEqual({ [c.field]: ['The reviewed item cannot be changed.'] });
        }
        const same = await call(t, 'PATCH', one, {
          token: reviewer.token,
          body: { [c.field]: c.target, rating: 5 },
        });
        expect(same.status).toBe(200);
        expect(same.body).toMatchObject({ [c.field]: c.target, rating: 5 });
      }
    });

    it('a comment under 10 characters after trimming is refused on create and on edit', async () => {
      const reviewer = await createUser(t, 'customer');
      const tooShort = { comment: ['Comment must be at least 10 characters long'] };
      for (const c of collections()) {
        const rows = await countRows(t, c.table);
        for (const comment of ['Too short', '   Nine 9 c   ', '         x']) {
          const res = await call(t, 'POST', c.path, {
            token: reviewer.token,
            body: { [c.field]: c.target, rating: 4, comment },
          });
          expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: tooShort });
        }
        expect(await countRows(t, c.table)).toBe(rows);
        const ok = await call(t, 'POST', c.path, {
          token: reviewer.token,
          body: { [c.field]: c.target, rating: 4, comment: ' Ten chars! ' },
        });
        expect(ok.status).toBe(201);
        expect(ok.body.comment).toBe('Ten chars!');
        const edit = await call(t, 'PATCH', `${c.path}${ok.body.id}/`, {
          token: reviewer.token,
          body: { comment: 'Meh.' },
        });
        expect({ status: edit.status, body: edit.body }).toEqual({ status: 400, body: tooShort });
        const read = await call(t, 'GET', `${c.path}${ok.body.id}/`);
        expect(read.body.comment).toBe('Ten chars!');
      }
    });
  });
});

describe('no debug endpoint exists, and no secret or token is ever logged (reference defect 39)', () => {
  it('common debug, environment and settings paths answer 404', async () => {
    const admin = await createUser(t, 'admin');
    const paths = [
      '/api/debug',
      '/api/debug/',
      '/api/_debug/',
      '/__debug__/',
      '/api/__debug__/',
      '/api/env/',
      '/api/config/',
      '/api/settings/',
      '/api/reviews/debug-meal-review/',
      '/debug/',
      '/debug/vars',
      '/debug/pprof/',
      '/.env',
      '/api/.env',
      '/admin/',
      '/api/admin/',
      '/api/metrics/',
      '/api/status/',
      '/api/info/',
      '/api/health/details/',
    ];
    for (const path of paths)
      for (const token of [undefined, admin.token]) {
        const res = await call(t, 'GET', path, { token });
        expect(res.status, path).toBe(404);
        expect(res.text).not.toMatch(/DATABASE_URL|DATA_DIR|NODE_ENV|password/i);
      }
  });

  it('sign-in, a signed-in request, a password change, a reset and sign-out log no password or token', async () => {
    const password = 'Orig1nalPass';
    const changed = 'Chang3dPass';
    const reset = 'Res3tPassword';
    const registered = await call(t, 'POST', '/api/users/register/', {
      body: {
        username: 'loggeduser',
        email: 'logged@example.com',
        password,
        password2: password,
        first_name: 'Log',
        last_name: 'Ged',
      },
    });
    expect(registered.status).toBe(201);
    const login = await call(t, 'POST', '/api/token/', { body: { username: 'loggeduser', password } });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    expect((await call(t, 'GET', '/api/users/me/', { token })).status).toBe(200);
    const change = await call(t, 'POST', '/api/users/update-profile/', {
      token,
      body: { current_password: password, password: changed, password2: changed },
    });
    expect(change.status).toBe(200);
    const wrong = await call(t, 'POST', '/api/token/', { body: { username: 'loggeduser', password: 'Wr0ngSecret' } });
    expect(wrong.status).toBe(400);

    expect(
      (await call(t, 'POST', '/api/users/password-reset/', { body: { email: 'logged@example.com' } })).status,
    ).toBe(200);
    await waitFor(() => mailer.sent.some((m) => m.to === 'logged@example.com'));
    const mail = mailer.sent.find((m) => m.to === 'logged@example.com');
    const link = /\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    const [, uid, resetToken] = link as RegExpExecArray;
    const confirm = await call(t, 'POST', '/api/users/password-reset-confirm/', {
      body: { uid, token: resetToken, new_password: reset, confirm_password: reset },
    });
    expect(confirm.status).toBe(200);
    const again = await call(t, 'POST', '/api/token/', { body: { username: 'loggeduser', password: reset } });
    expect((await call(t, 'POST', '/api/token/revoke/', { token: again.body.token })).status).toBe(204);

    const text = logs.text();
    // The capture works: every request above was logged at this level.
    expect(text).toContain('/api/users/password-reset-confirm/');
    expect(text).toContain('/api/token/revoke/');
    for (const secret of [password, changed, reset, 'Wr0ngSecret', token, again.body.token, resetToken])
      expect(text, 'a secret reached the log').not.toContain(secret);
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users);
    expect(text).not.toContain(row?.hash);
  });
});

/** Polls until `check` holds (after-commit work runs on the next turn of the event loop). */
async function waitFor(check: () => boolean, ms = 3000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('notifications (reference defects 40–42)', () => {
  let customer: TestUser;
  let owner: TestUser;
  let admin: TestUser;
  let restaurant: number;
  beforeAll(async () => {
    [customer, owner, admin] = await Promise.all([
      createUser(t, 'customer'),
      createUser(t, 'restaurant'),
      createUser(t, 'admin'),
    ]);
    restaurant = await insertRestaurant(t, owner.id);
  });

  const unreadOf = async (user: TestUser) =>
    (await call(t, 'GET', `${NOTES}unread/`, { token: user.token })).body.length as number;

  describe('notifications are seen and marked read by their recipient only (reference defect 40)', () => {
    it('the owner of the restaurant never sees or marks the customer’s notification about its order', async () => {
      const order = await insertOrder(t, { userId: customer.id, restaurantId: restaurant });
      const [mine] = await insertNotifications(t, customer.id, 1, { orderId: order, restaurantId: restaurant });
      for (const other of [owner, admin]) {
        const list = await call(t, 'GET', NOTES, { token: other.token });
        expect(list.body.map((n: { id: number }) => n.id)).not.toContain(mine);
        expect((await call(t, 'GET', `${NOTES}${mine}/`, { token: other.token })).status).toBe(404);
        const mark = await call(t, 'POST', `${NOTES}${mine}/mark_as_read/`, { token: other.token });
        expect(mark.status).toBe(404);
      }
      const read = await call(t, 'GET', `${NOTES}${mine}/`, { token: customer.token });
      expect(read.body).toMatchObject({ id: mine, recipient: customer.id, is_read: false });
    });

    it('an admin’s mark_all_as_read changes only the admin’s own notifications', async () => {
      await insertNotifications(t, customer.id, 3);
      await insertNotifications(t, owner.id, 2);
      await insertNotifications(t, admin.id, 4);
      const customerUnread = await unreadOf(customer);
      const ownerUnread = await unreadOf(owner);
      const res = await call(t, 'POST', `${NOTES}mark_all_as_read/`, { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'All notifications marked as read', updated: 4 });
      expect(await unreadOf(admin)).toBe(0);
      expect(await unreadOf(customer)).toBe(customerUnread);
      expect(await unreadOf(owner)).toBe(ownerUnread);
      const ownerRes = await call(t, 'POST', `${NOTES}mark_all_as_read/`, { token: owner.token });
      expect(ownerRes.body.updated).toBe(ownerUnread);
      expect(await unreadOf(customer)).toBe(customerUnread);
    });
  });

  describe('nobody creates, edits or re-addresses a notification through the API (reference defect 41)', () => {
    it('POST, PUT, PATCH and DELETE answer 405 for every role and change nothing', async () => {
      const [id] = await insertNotifications(t, customer.id, 1, { title: 'Original' });
      const rows = await countRows(t, 'notifications');
      const forged = { recipient: owner.id, title: 'Forged', message: 'Pay here', is_read: true };
      for (const user of [customer, owner, admin]) {
        for (const [method, path] of [
          ['POST', NOTES],
          ['PUT', `${NOTES}${id}/`],
          ['PATCH', `${NOTES}${id}/`],
          ['DELETE', `${NOTES}${id}/`],
          ['PUT', NOTES],
          ['DELETE', NOTES],
        ] as const) {
          const res = await call(t, method, path, { token: user.token, body: forged });
          expect(res.status, `${method} ${path} by ${user.userType}`).toBe(405);
        }
      }
      expect(await countRows(t, 'notifications')).toBe(rows);
      const read = await call(t, 'GET', `${NOTES}${id}/`, { token: customer.token });
      expect(read.body).toMatchObject({ recipient: customer.id, title: 'Original', is_read: false });
    });

    it('mark_as_read ignores any body: it cannot re-address or rewrite a notification', async () => {
      const [id] = await insertNotifications(t, customer.id, 1, { title: 'Keep me' });
      const res = await call(t, 'POST', `${NOTES}${id}/mark_as_read/`, {
        token: customer.token,
        body: { recipient: owner.id, title: 'Changed', message: 'Changed' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ recipient: customer.id, title: 'Keep me', is_read: true });
    });
  });

  describe("notification payloads carry no other user's personal data (reference defect 42)", () => {
    it('order notifications name the other party by id and username only, never e-mail, phone, address or name', async () => {
      const buyer = await createUser(t, 'customer', { firstName: 'Zeinab', lastName: 'Qasim' });
      await t.db
        .update(users)
        .set({ phoneNumber: '01012345678', address: '99 Secret Lane' })
        .where(eq(users.id, buyer.id));
      const menu = await makeMenu(t);
      await t.db
        .update(users)
        .set({ phoneNumber: '01198765432', address: '7 Owner Court', firstName: 'Omarina', lastName: 'Farid' })
        .where(eq(users.id, menu.restaurant.owner.id));
      const placed = await call(t, 'POST', '/api/orders/orders/', {
        token: buyer.token,
        body: cashOrder(menu.restaurant.id, [{ meal: menu.meal }]),
      });
      expect(placed.status).toBe(201);
      const confirmed = await call(t, 'POST', `/api/orders/orders/${placed.body.id}/update_status/`, {
        token: menu.restaurant.owner.token,
        body: { status: 'confirmed' },
      });
      expect(confirmed.status).toBe(200);

      const ownerView = await call(t, 'GET', NOTES, { token: menu.restaurant.owner.token });
      const buyerView = await call(t, 'GET', NOTES, { token: buyer.token });
      expect(ownerView.body).toHaveLength(1);
      expect(buyerView.body).toHaveLength(1);
      expect(ownerView.body[0].sender_details).toEqual({ id: buyer.id, username: buyer.username });
      expect(buyerView.body[0].sender_details).toEqual({
        id: menu.restaurant.owner.id,
        username: menu.restaurant.owner.username,
      });
      for (const text of [ownerView.text, buyerView.text])
        for (const secret of [
          buyer.email,
          menu.restaurant.owner.email,
          '01012345678',
          '01198765432',
          '99 Secret Lane',
          '7 Owner Court',
          'Zeinab',
          'Qasim',
          'Omarina',
          'Farid',
          '12 Nile St',
          'password',
        ])
          expect(text).not.toContain(secret);
      expect(Object.keys(ownerView.body[0].order_details).sort()).toEqual(['id', 'status', 'total_price']);
      expect(Object.keys(ownerView.body[0].restaurant_details).sort()).toEqual(['id', 'name']);
    });
  });
});

describe('a failure to notify is logged as an error, and notifications commit with their change (reference defect 43)', () => {
  let customer: TestUser;
  beforeAll(async () => {
    customer = await createUser(t, 'customer');
  });

  it('a mail that cannot be sent is logged as an error with its cause; the order stands', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const errors = logs.errors().length;
    mailer.failing = true;
    try {
      const res = await call(t, 'POST', '/api/orders/orders/', {
        token: customer.token,
        body: cashOrder(restaurant.id, [{ meal }]),
      });
      expect(res.status).toBe(201);
      await waitFor(() => logs.errors().length >= errors + 2);
    } finally {
      mailer.failing = false;
    }
    const messages = logs
      .errors()
      .slice(errors)
      .map((e) => `${e.msg} ${e.err?.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'order confirmation e-mail failed SMTP connection refused',
        'new order e-mail failed SMTP connection refused',
      ]),
    );
  });

  it('a notification that cannot be written fails its change: the order is not placed and the error is logged', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const before = await orderTableCounts(t);
    const errors = logs.errors().length;
    const restore = await failInserts(t, 'notifications');
    try {
      const res = await call(t, 'POST', '/api/orders/orders/', {
        token: customer.token,
        body: cashOrder(restaurant.id, [{ meal }]),
      });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ detail: 'A server error occurred.', request_id: expect.any(String) });
    } finally {
      await restore();
    }
    expect(await orderTableCounts(t)).toEqual(before);
    const logged = logs.errors().slice(errors);
    expect(logged.map((e) => e.msg)).toContain('unhandled error');
    expect(logs.text()).toContain('injected failure in notifications');
  });

  it('a status change whose notification fails is rolled back whole', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const placed = await call(t, 'POST', '/api/orders/orders/', {
      token: customer.token,
      body: cashOrder(restaurant.id, [{ meal }]),
    });
    const notes = await countRows(t, 'notifications');
    const restore = await failInserts(t, 'notifications');
    try {
      const res = await call(t, 'POST', `/api/orders/orders/${placed.body.id}/update_status/`, {
        token: restaurant.owner.token,
        body: { status: 'confirmed' },
      });
      expect(res.status).toBe(500);
    } finally {
      await restore();
    }
    const order = await call(t, 'GET', `/api/orders/orders/${placed.body.id}/`, { token: customer.token });
    expect(order.body.status).toBe('pending');
    expect(await countRows(t, 'notifications')).toBe(notes);
  });

  it('a change that fails at commit leaves no notification, and nothing is mailed for it', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const before = await orderTableCounts(t);
    const mails = mailer.sent.length;
    const restore = await failInserts(t, 'orders', 'at commit');
    try {
      const res = await call(t, 'POST', '/api/orders/orders/', {
        token: customer.token,
        body: cashOrder(restaurant.id, [{ meal }]),
      });
      expect(res.status).toBe(500);
    } finally {
      await restore();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await orderTableCounts(t)).toEqual(before);
    expect(mailer.sent.length).toBe(mails);
    const ok = await call(t, 'POST', '/api/orders/orders/', {
      token: customer.token,
      body: cashOrder(restaurant.id, [{ meal }]),
    });
    expect(ok.status).toBe(201);
    await waitFor(() => mailer.sent.length === mails + 2);
    expect(await countRows(t, 'notifications')).toBe(Number(before?.notifications) + 1);
  });
});
