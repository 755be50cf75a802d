/** English texts of the `profile` namespace: the source catalogue (ADR 023). */
export const profile = {} as const;
