/** English texts of the `notifications` namespace: the source catalogue (ADR 023). */
export const notifications = {} as const;
