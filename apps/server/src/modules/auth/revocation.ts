/**
 * A revocation as every instance hears it on CHANNELS.tokensRevoked: one token (`tokenId`), or every token of the
 * user but `keepTokenId` (`tokenId` null).
 */
export interface Revocation {
  userId: number;
  tokenId: number | null;
  keepTokenId: number | null;
}

export const revocationPayload = (revocation: Revocation): string => JSON.stringify(revocation);

/** The revocation a payload carries, or null for one that is not (nothing then counts as revoked). */
export function parseRevocation(payload: string): Revocation | null {
  try {
    const value = JSON.parse(payload) as { userId?: unknown; tokenId?: unknown; keepTokenId?: unknown };
    if (!Number.isInteger(value.userId)) return null;
    const idOrNull = (v: unknown) => (Number.isInteger(v) ? (v as number) : null);
    return {
      userId: value.userId as number,
      tokenId: idOrNull(value.tokenId),
      keepTokenId: idOrNull(value.keepTokenId),
    };
  } catch {
    return null;
  }
}

/** Whether `revocation` ends token `tokenId` of user `userId`. */
export const revokes = (revocation: Revocation, userId: number, tokenId: number): boolean =>
  revocation.userId === userId &&
  (revocation.tokenId !== null ? revocation.tokenId === tokenId : revocation.keepTokenId !== tokenId);
