import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { multipart } from '../media/multipart.js';

/** Found by the fuzz suite: a PUT/PATCH of a profile without bio or favorite_cuisine was a 500. */
describe('a profile update that sends no profile field', () => {
  let t: TestApp;
  let user: TestUser;
  let profileId: number;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t, 'customer');
    const me = await call(t, 'GET', '/api/users/me/', { token: user.token });
    profileId = me.body.profile.id;
    await call(t, 'PATCH', `/api/profiles/${profileId}/`, { token: user.token, body: { bio: 'Bakes bread' } });
  });
  afterAll(async () => t.close());

  it.each(['PATCH', 'PUT'] as const)('%s {} answers the profile unchanged', async (method) => {
    const reply = await call(t, method, `/api/profiles/${profileId}/`, { token: user.token, body: {} });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: profileId, bio: 'Bakes bread', favorite_cuisine: '' });
  });

  it('an empty multipart body or only unknown fields do the same', async () => {
    const empty = multipart({});
    const first = await call(t, 'PATCH', `/api/profiles/${profileId}/`, { token: user.token, ...empty });
    const second = await call(t, 'PATCH', `/api/profiles/${profileId}/`, { token: user.token, body: { user: 9 } });
    expect([first.status, first.body.bio, second.status, second.body.bio]).toEqual([
      200,
      'Bakes bread',
      200,
      'Bakes bread',
    ]);
  });
});
