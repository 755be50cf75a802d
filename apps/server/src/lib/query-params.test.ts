import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { meals } from '../db/schema.js';
import { ordering } from './query-params.js';

const dialect = new PgDialect();
const text = (parts: ReturnType<typeof ordering>) => parts.map((p) => dialect.sqlToQuery(p).sql);

/** Found by the fuzz suite: `?ordering=__proto__` reached Object.prototype and failed as SQL (500). */
describe('ordering', () => {
  const fields = { name: meals.name, base_price: meals.basePriceCents };
  const fallback = [sql`"meals"."id" desc`];

  it.each(['__proto__', 'constructor', 'toString', '-hasOwnProperty', '__proto__,constructor'])(
    'ignores the inherited name %s like any unknown one',
    (value) => {
      expect(text(ordering(value, fields, fallback, meals.id))).toEqual(text(fallback));
    },
  );

  it('still orders by the known names around them', () => {
    expect(text(ordering('__proto__,-name', fields, fallback, meals.id))).toEqual([
      '"meals"."name" desc',
      '"meals"."id" asc',
    ]);
  });
});
