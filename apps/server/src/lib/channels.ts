/** PostgreSQL NOTIFY channels that fan events out to every server instance. */
export const CHANNELS = {
  /** payload: `{"ids": [n, …]}` of notifications just committed; each instance loads and pushes them */
  notification: 'dishcraft_notification',
  /** payload: `{"userId": n, "tokenId": n | null}`; null means every token of the user */
  tokensRevoked: 'dishcraft_tokens_revoked',
} as const;
