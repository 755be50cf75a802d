/** PostgreSQL NOTIFY channels that fan events out to every server instance. */
export const CHANNELS = {
  /** payload: NotificationOut JSON of a newly created notification */
  notification: 'dishcraft_notification',
  /** payload: `{"userId": n, "tokenId": n | null}`; null means every token of the user */
  tokensRevoked: 'dishcraft_tokens_revoked',
} as const;
