import { and, asc, count, eq, inArray, isNull, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders, passwordResets, profiles, restaurants, users } from '../../db/schema.js';
import { ordering } from '../../lib/query-params.js';
import { lower, searchCondition } from '../../lib/search.js';

const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  phoneNumber: users.phoneNumber,
  address: users.address,
  profilePicture: users.profilePicture,
  dateJoined: users.dateJoined,
  language: users.language,
  profileId: profiles.id,
  bio: profiles.bio,
  favoriteCuisine: profiles.favoriteCuisine,
};

export type UserRow = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: string;
  phoneNumber: string;
  address: string;
  profilePicture: string | null;
  dateJoined: Date;
  language: string | null;
  profileId: number;
  bio: string;
  favoriteCuisine: string;
};

const withProfile = (db: Executor) =>
  db.select(userColumns).from(users).innerJoin(profiles, eq(profiles.userId, users.id));

export async function findUser(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await withProfile(db).where(eq(users.id, id));
  return row;
}

export interface UserFilter {
  /** Non-admins see only themselves. */
  onlyId?: number;
  userTypes?: string[];
  search?: string;
  ordering?: string;
}

function userWhere(filter: UserFilter): SQL | undefined {
  return and(
    filter.onlyId !== undefined ? eq(users.id, filter.onlyId) : undefined,
    filter.userTypes ? inArray(users.userType, filter.userTypes) : undefined,
    searchCondition(filter.search, [users.username, users.email, users.firstName, users.lastName]),
  );
}

export async function listUsers(
  db: Executor,
  filter: UserFilter,
  page?: { limit: number; offset: number },
): Promise<UserRow[]> {
  const order = ordering(
    filter.ordering,
    { username: lower(users.username), date_joined: users.dateJoined },
    [asc(users.id)],
    users.id,
  );
  const query = withProfile(db)
    .where(userWhere(filter))
    .orderBy(...order);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countUsers(db: Executor, filter: UserFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(userWhere(filter));
  return row?.n ?? 0;
}

export async function findPasswordHash(db: Executor, id: number) {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
  return row?.passwordHash;
}

/** Which of username / e-mail (ignoring case) another user already holds. */
export async function findTaken(
  db: Executor,
  username: string | undefined,
  email: string | undefined,
  exceptId?: number,
) {
  const conditions: SQL[] = [];
  if (username) conditions.push(sql`lower(${users.username}) = lower(${username})`);
  if (email) conditions.push(sql`lower(${users.email}) = lower(${email})`);
  if (!conditions.length) return { username: false, email: false };
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(and(sql`(${sql.join(conditions, sql` or `)})`, exceptId ? ne(users.id, exceptId) : undefined));
  return {
    username: !!username && rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: !!email && rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('insert returned nothing');
  await db.insert(profiles).values({ userId: row.id });
  return row.id;
}

export async function updateUser(db: Executor, id: number, values: Partial<typeof users.$inferInsert>) {
  if (Object.keys(values).length) await db.update(users).set(values).where(eq(users.id, id));
}

export async function updateProfileOf(db: Executor, userId: number, values: Partial<typeof profiles.$inferInsert>) {
  if (Object.keys(values).length) await db.update(profiles).set(values).where(eq(profiles.userId, userId));
}

export async function findProfile(db: Executor, id: number) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

export async function updateProfile(db: Executor, id: number, values: Partial<typeof profiles.$inferInsert>) {
  // A partial update may send neither field (API.md §1.3): there is nothing to write.
  if (!Object.keys(values).length) return findProfile(db, id);
  const [row] = await db.update(profiles).set(values).where(eq(profiles.id, id)).returning();
  return row;
}

export async function deleteUser(db: Executor, id: number) {
  await db.delete(users).where(eq(users.id, id));
}

export async function restaurantOf(db: Executor, ownerId: number) {
  const [row] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.ownerId, ownerId));
  return row;
}

export async function ordersInProgress(db: Executor, restaurantId: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), notInArray(orders.status, ['delivered', 'cancelled'])))
    .orderBy(asc(orders.id));
  return rows.map((r) => r.id);
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function invalidateResets(db: Executor, userId: number, at: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function insertReset(db: Executor, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

export async function findReset(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash));
  return row;
}

export async function userExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return !!row;
}
