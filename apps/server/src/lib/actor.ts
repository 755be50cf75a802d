import type { UserType } from '@dishcraft/contract';

/** Who is calling: every handler receives one (ARCHITECTURE.md, Auth). */
export type Actor =
  { kind: 'anonymous' } | { kind: 'user'; id: number; userType: UserType; username: string; tokenId: number };

export type UserActor = Extract<Actor, { kind: 'user' }>;

export const ANONYMOUS: Actor = { kind: 'anonymous' };
