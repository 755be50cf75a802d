import type { UserType } from '@dishcraft/contract';
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
