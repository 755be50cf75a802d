/** English texts of the `auth` namespace: the source catalogue (ADR 023). */
export const auth = {} as const;
