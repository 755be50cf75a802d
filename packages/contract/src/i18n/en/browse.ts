/** English texts of the `browse` namespace: the source catalogue (ADR 023). */
export const browse = {} as const;
