import { describe, expect, it } from 'vitest';
import { call, createUser, freshDatabase } from '../../../test/helpers.js';
import { type Database, openDatabase } from '../../db/client.js';
import { buildInstance, listen, notify, openStream } from './fixtures.js';

// Two server processes' worth of app on one PostgreSQL: runs in the postgres project only
// (*.pg.test.ts), since PGlite lives inside one process.
const auth = (token: string) => ({ authorization: `Token ${token}` });

describe('stream across server instances (PostgreSQL)', () => {
  it('a notification created through instance A reaches an SSE client of instance B within 1 s', async () => {
    const fresh = await freshDatabase();
    const second: Database = await openDatabase({ databaseUrl: fresh.url });
    const a = await buildInstance(fresh.database);
    const b = await buildInstance(second);
    try {
      const user = await createUser(a, 'customer');
      const baseB = await listen(b);
      const client = await openStream(baseB, auth(user.token));
      await client.waitFor((c) => c.text().includes('connected'));
      const started = Date.now();
      const [id] = await notify(a, [{ recipientId: user.id, title: 'From A' }]);
      await client.waitFor((c) => c.notifications().length === 1, 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(client.notifications()[0]).toMatchObject({ id, data: { id, recipient: user.id, title: 'From A' } });

      // Revoking the token on A closes the stream held by B.
      await call(a, 'POST', '/api/token/revoke/', { token: user.token });
      await client.waitFor((c) => c.isEnded(), 1000);
    } finally {
      await b.close();
      await a.close();
      await second.close();
      await fresh.database.close();
      await fresh.drop();
    }
  });
});
