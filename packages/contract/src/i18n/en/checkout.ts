/** English texts of the `checkout` namespace: the source catalogue (ADR 023). */
export const checkout = {} as const;
