/** English texts of the `cart` namespace: the source catalogue (ADR 023). */
export const cart = {} as const;
