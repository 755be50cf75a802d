import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers.js';

/**
 * What a refused request may legitimately change, left out of the digest:
 * - `rate_limit_hits`: a refused login counts as a failed attempt, and every limited endpoint
 *   counts hits before validating (API.md §1.7); recording refusals is the table's purpose.
 *   (The fuzz app runs with RATE_LIMITS=off, so it stays empty, but the rule must hold with limits on.)
 * - `auth_tokens.last_used_at`: the sliding idle expiry records a token's use on any authenticated
 *   request, refused or not (at most hourly, API.md §1.2). The rest of the row is digested, so a
 *   refused request that revokes or creates a token is still caught.
 * Everything else in the public schema is covered, including tables added later: the list is read
 * from the catalogue when the digest is prepared.
 */
export const EXCLUDED_TABLES = ['rate_limit_hits'];
export const EXCLUDED_COLUMNS: Record<string, string[]> = { auth_tokens: ['last_used_at'] };

export type Digest = Record<string, string>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * One statement that reads every application table once: per table the row count and the sum of
 * `hashtext` over each row's text, so it needs no sort and costs little on the small fuzz world
 * (a few milliseconds), cheap enough to run around every single request.
 */
export async function prepareDigest(t: TestApp): Promise<() => Promise<Digest>> {
  const result = await t.db.execute(
    sql`select c.table_name, string_agg(c.column_name, ',' order by c.ordinal_position) as columns
        from information_schema.columns c join information_schema.tables tb
          on tb.table_schema = c.table_schema and tb.table_name = c.table_name
        where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
        group by c.table_name order by c.table_name`,
  );
  const rows = (result as unknown as { rows: { table_name: string; columns: string }[] }).rows;
  const parts = rows
    .filter((r) => !EXCLUDED_TABLES.includes(r.table_name))
    .map((r) => {
      const skip = EXCLUDED_COLUMNS[r.table_name] ?? [];
      const columns = r.columns.split(',').filter((c) => !skip.includes(c));
      const row = skip.length ? `row(${columns.map((c) => `t.${quote(c)}`).join(', ')})` : 't';
      return `(select count(*) || ':' || coalesce(sum(hashtext(${row}::text)::bigint), 0) from ${quote(r.table_name)} t) as ${quote(r.table_name)}`;
    });
  if (parts.length < 20) throw new Error(`the digest found only ${parts.length} tables`);
  // A PL/pgSQL function keeps its plan for the session, so the 20-odd sub-selects are planned once.
  await t.db.execute(
    sql.raw(`create or replace function fuzz_digest() returns json language plpgsql as $$
      begin return (select row_to_json(d) from (select ${parts.join(', ')}) d); end $$`),
  );
  return async () => {
    const out = await t.db.execute(sql`select fuzz_digest() as digest`);
    const digest = (out as unknown as { rows: { digest: Digest | string }[] }).rows[0]?.digest;
    return typeof digest === 'string' ? (JSON.parse(digest) as Digest) : (digest as Digest);
  };
}

/** The tables whose digest differs, for the failure message. */
export function changedTables(before: Digest, after: Digest): string[] {
  return Object.keys(before).filter((name) => before[name] !== after[name]);
}
