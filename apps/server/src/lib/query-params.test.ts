import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { meals } from '../db/schema.js';
import { ordering, queryReader } from './query-params.js';

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

/** Found by the fuzz suite: `?min_price=1e308` or `99999999999` overflowed the int4 price column (500). */
describe('money filters', () => {
  it.each([
    ['1e308', 2_147_483_647],
    ['99999999999', 2_147_483_647],
    ['-1e307', -2_147_483_648],
    ['12.5', 1250],
  ])('%s reads as %i cents', (value, cents) => {
    const read = queryReader({ min_price: value });
    expect(read.cents('min_price')).toBe(cents);
    expect(() => read.done()).not.toThrow();
  });
});
