/** English texts of the `email` namespace: the source catalogue (ADR 023). */
export const email = {} as const;
