/** English texts of the `home` namespace: the source catalogue (ADR 023). */
export const home = {} as const;
