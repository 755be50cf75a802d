import { createHash, randomBytes } from 'node:crypto';

/** 160 random bits as 40 lowercase hex characters (API.md §1.2). */
export const newApiToken = (): string => randomBytes(20).toString('hex');
/** 32 random bytes as 43 base64url characters, for password-reset links. */
export const newResetToken = (): string => randomBytes(32).toString('base64url');
/** Only this hash is stored, so a database leak reveals no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const API_TOKEN = /^[0-9a-f]{40}$/;
