import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { multipart } from '../media/multipart.js';
import { makeRestaurant } from '../orders/fixtures.js';
import { notificationCount, notificationsOf, restaurantBody, restaurantRow } from './test-support.js';

const LIST = '/api/restaurants/restaurants/';
const one = (id: number) => `/api/restaurants/restaurants/${id}/`;

describe('restaurant approval (API.md §4.5, §4.6; reference defects 9, 16)', () => {
  let t: TestApp;
  let admin: TestUser;
  let admin2: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, 'admin');
    admin2 = await createUser(t, 'admin');
  });
  afterAll(() => t.close());

  it("an owner's new restaurant notifies every admin, and only them", async () => {
    const owner = await createUser(t, 'restaurant');
    const customer = await createUser(t, 'customer');
    const res = await call(t, 'POST', LIST, { token: owner.token, body: restaurantBody({ name: 'Koshary Corner' }) });
    expect(res.status).toBe(201);
    for (const a of [admin, admin2]) {
      expect(await notificationsOf(t, a.id)).toEqual([
        {
          title: 'Restaurant Awaiting Approval',
          message: `${owner.username} submitted "Koshary Corner" for approval.`,
          type: 'other',
          senderId: owner.id,
          restaurantId: res.body.id,
        },
      ]);
    }
    expect(await notificationsOf(t, owner.id)).toEqual([]);
    expect(await notificationsOf(t, customer.id)).toEqual([]);
  });

  it("an admin's new restaurant notifies its owner that it is approved", async () => {
    const owner = await createUser(t, 'restaurant');
    const res = await call(t, 'POST', LIST, {
      token: admin.token,
      body: restaurantBody({ name: 'Admin Made', owner_id: owner.id }),
    });
    expect(res.status).toBe(201);
    expect(await notificationsOf(t, owner.id)).toEqual([
      {
        title: 'Restaurant Approved',
        message: 'Your restaurant "Admin Made" is approved and visible to customers.',
        type: 'other',
        senderId: admin.id,
        restaurantId: res.body.id,
      },
    ]);
  });

  it('rejecting needs a reason; the refusal changes nothing and notifies no one', async () => {
    const r = await makeRestaurant(t, { isApproved: null });
    const before = await restaurantRow(t, r.id);
    const notes = await notificationCount(t);
    for (const reason of [undefined, null, '', '   ']) {
      const res = await call(t, 'PATCH', one(r.id), {
        token: admin.token,
        body: { is_approved: false, rejection_reason: reason },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ rejection_reason: ['A rejection reason is required when rejecting a restaurant.'] });
    }
    const long = await call(t, 'PATCH', one(r.id), {
      token: admin.token,
      body: { is_approved: false, rejection_reason: 'x'.repeat(1001) },
    });
    expect(long.body).toEqual({ rejection_reason: ['Must be at most 1000 characters.'] });
    const bad = await call(t, 'PATCH', one(r.id), { token: admin.token, body: { is_approved: 'perhaps' } });
    expect(bad.body).toEqual({ is_approved: ['Must be true or false.'] });
    expect(await restaurantRow(t, r.id)).toEqual(before);
    expect(await notificationCount(t)).toBe(notes);
  });

  it('reject → approve → reset: each change notifies the owner; the reason lives only while rejected', async () => {
    const r = await makeRestaurant(t, { name: 'Falafel Hub', isApproved: null, isActive: false });
    const rejected = await call(t, 'PATCH', one(r.id), {
      token: admin.token,
      body: { is_approved: false, rejection_reason: 'Photos missing' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ is_approved: false, rejection_reason: 'Photos missing', is_active: false });

    const approved = await call(t, 'PATCH', one(r.id), {
      token: admin.token,
      body: { is_approved: true, rejection_reason: 'ignored when approving' },
    });
    expect(approved.body).toMatchObject({ is_approved: true, rejection_reason: null, is_active: false });
    expect((await restaurantRow(t, r.id))?.rejectionReason).toBeNull();

    const reset = await call(t, 'PATCH', one(r.id), {
      token: admin.token,
      body: { is_approved: null, rejection_reason: null },
    });
    expect(reset.body).toMatchObject({ is_approved: null, rejection_reason: null });

    expect((await notificationsOf(t, r.owner.id)).map((n) => [n.title, n.message])).toEqual([
      ['Restaurant Rejected', 'Your restaurant "Falafel Hub" was not approved. Reason: Photos missing'],
      ['Restaurant Approved', 'Your restaurant "Falafel Hub" is approved and visible to customers.'],
      ['Restaurant Under Review', 'Your restaurant "Falafel Hub" is pending approval again.'],
    ]);
  });

  it('setting the same approval again, or editing other fields, notifies no one', async () => {
    const r = await makeRestaurant(t, { isApproved: true });
    const again = await call(t, 'PATCH', one(r.id), { token: admin.token, body: { is_approved: true } });
    expect(again.status).toBe(200);
    const edit = await call(t, 'PUT', one(r.id), { token: admin.token, body: { description: 'Edited by admin' } });
    expect(edit.status).toBe(200);
    expect(await notificationsOf(t, r.owner.id)).toEqual([]);
  });

  it('a rejected restaurant keeps its reason when the admin re-sends false without one', async () => {
    const r = await makeRestaurant(t, { isApproved: false, rejectionReason: 'Too dark' });
    const res = await call(t, 'PATCH', one(r.id), { token: admin.token, body: { is_approved: false } });
    expect(res.status).toBe(200);
    expect(res.body.rejection_reason).toBe('Too dark');
  });

  it('multipart approval values are read as booleans and an empty value as pending', async () => {
    const r = await makeRestaurant(t, { isApproved: true });
    const res = await call(t, 'PATCH', one(r.id), {
      token: admin.token,
      ...multipart({ is_approved: 'off', rejection_reason: 'Closed for works' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_approved: false, rejection_reason: 'Closed for works' });
    const reset = await call(t, 'PATCH', one(r.id), { token: admin.token, ...multipart({ is_approved: '' }) });
    expect(reset.body).toMatchObject({ is_approved: null, rejection_reason: null });
  });

  it('an owner can never approve their restaurant, in JSON or multipart', async () => {
    const r = await makeRestaurant(t, { isApproved: false, rejectionReason: 'No menu' });
    await call(t, 'PATCH', one(r.id), { token: r.owner.token, body: { is_approved: true, rejection_reason: null } });
    await call(t, 'PUT', one(r.id), { token: r.owner.token, ...multipart({ is_approved: 'true', name: 'Mine' }) });
    const row = await restaurantRow(t, r.id);
    expect(row).toMatchObject({ name: 'Mine', isApproved: false, rejectionReason: 'No menu' });
    expect(await notificationsOf(t, r.owner.id)).toEqual([]);
  });

  it('an admin reassigns a restaurant only to an owner without one', async () => {
    const r = await makeRestaurant(t);
    const other = await makeRestaurant(t);
    const free = await createUser(t, 'restaurant');
    const customer = await createUser(t, 'customer');
    const taken = await call(t, 'PATCH', one(r.id), { token: admin.token, body: { owner_id: other.owner.id } });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({
      owner_id: ['The selected owner already has a restaurant. Each owner can only have one restaurant.'],
    });
    const notOwner = await call(t, 'PATCH', one(r.id), { token: admin.token, body: { owner_id: customer.id } });
    expect(notOwner.body).toEqual({ owner_id: ['The selected user is not a restaurant owner.'] });
    expect((await restaurantRow(t, r.id))?.ownerId).toBe(r.owner.id);
    const same = await call(t, 'PATCH', one(r.id), { token: admin.token, body: { owner_id: r.owner.id } });
    expect(same.status).toBe(200);
    const moved = await call(t, 'PATCH', one(r.id), { token: admin.token, body: { owner_id: free.id } });
    expect(moved.status).toBe(200);
    expect(moved.body.owner_id).toBe(free.id);
    expect(moved.body.owner_details.username).toBe(free.username);
  });
});
