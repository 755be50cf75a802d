/** English texts of the `owner` namespace: the source catalogue (ADR 023). */
export const owner = {} as const;
