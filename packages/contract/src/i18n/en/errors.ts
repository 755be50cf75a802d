/** English texts of the `errors` namespace: the source catalogue (ADR 023). */
export const errors = {} as const;
