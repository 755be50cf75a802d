/** English texts of the `orders` namespace: the source catalogue (ADR 023). */
export const orders = {} as const;
