import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

const dialect = new PgDialect();

/**
 * A statement whose SQL text never changes, built once and run by name on whatever handle it is given:
 * the database or a running transaction. PostgreSQL parses it once per connection and keeps its plan,
 * where Drizzle's `.prepare()` binds a statement to the one handle it was built on and so cannot serve
 * transactions (ADR 009). Values go in through `sql.placeholder`s; rows come back as PostgreSQL names them.
 */
export function namedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return async (ex: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    const result = await ex._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}

/** A value of a named statement, filled in at each run from the values given by name. */
export const param = (name: string) => sql.placeholder(name);
