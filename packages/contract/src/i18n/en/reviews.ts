/** English texts of the `reviews` namespace: the source catalogue (ADR 023). */
export const reviews = {} as const;
