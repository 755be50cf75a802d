import type { UserType } from '@dishcraft/contract';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { customMeals, restaurants } from '../db/schema.js';
import type { Actor, UserActor } from './actor.js';
import { forbidden, unauthorized } from './errors.js';

/**
 * The one place that decides who may do what (API.md §4.7, §5). Routes declare the role they
 * need through these guards; object ownership is enforced by the queries that load the object,
 * with the scopes below.
 */
export function requireUser(actor: Actor): UserActor {
  if (actor.kind !== 'user') throw unauthorized();
  return actor;
}

export function requireRole(actor: Actor, roles: readonly UserType[], message?: string): UserActor {
  const user = requireUser(actor);
  if (!roles.includes(user.userType)) throw forbidden(message);
  return user;
}

export const isAdmin = (actor: Actor): boolean => actor.kind === 'user' && actor.userType === 'admin';
export const isOwner = (actor: Actor): boolean => actor.kind === 'user' && actor.userType === 'restaurant';
export const isCustomer = (actor: Actor): boolean => actor.kind === 'user' && actor.userType === 'customer';
export const actorId = (actor: Actor): number | null => (actor.kind === 'user' ? actor.id : null);

/**
 * Visibility scopes (API.md §4.7) as SQL conditions, for the queries that load objects. A row
 * outside the scope answers exactly like a missing one (404 / "does not exist").
 * Queries using them must join `restaurants` (and `custom_meals` for the custom-meal scope).
 */
export function restaurantVisible(actor: Actor): SQL | undefined {
  if (isAdmin(actor)) return undefined;
  if (actor.kind === 'user' && actor.userType === 'restaurant')
    return or(eq(restaurants.isApproved, true), eq(restaurants.ownerId, actor.id));
  return eq(restaurants.isApproved, true);
}

/**
 * `restaurantVisible` for prepared statements, which are built once for every caller: the caller
 * becomes the statement's `viewerId` and `viewerIsAdmin` parameters (values from `viewerParams`).
 */
export const restaurantVisibleToViewer: SQL = sql`(${restaurants.isApproved} or ${restaurants.ownerId} = ${sql.placeholder('viewerId')} or ${sql.placeholder('viewerIsAdmin')})`;

/** The parameters of `restaurantVisibleToViewer`: only an owner's own unapproved restaurant counts as theirs. */
export const viewerParams = (actor: Actor) => ({
  viewerId: isOwner(actor) ? actorId(actor) : null,
  viewerIsAdmin: isAdmin(actor),
});

/** The restaurant list (API.md §3.3): approved restaurants for everyone but admins, who see all. */
export function restaurantListed(actor: Actor): SQL | undefined {
  return isAdmin(actor) ? undefined : eq(restaurants.isApproved, true);
}

/** Restaurants whose rows (ingredients, meals, orders) the actor may change: their own, or any for admins. */
export function restaurantManaged(actor: Actor): SQL {
  if (isAdmin(actor)) return sql`true`;
  if (actor.kind === 'user' && actor.userType === 'restaurant') return eq(restaurants.ownerId, actor.id);
  return sql`false`;
}

/** Public custom meals of approved restaurants, the caller's own in any state, everything for admins. */
export function customMealVisible(actor: Actor): SQL | undefined {
  if (isAdmin(actor)) return undefined;
  const published = and(eq(customMeals.isPublic, true), eq(restaurants.isApproved, true));
  return actor.kind === 'user' ? or(published, eq(customMeals.userId, actor.id)) : published;
}
