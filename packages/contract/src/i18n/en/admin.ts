/** English texts of the `admin` namespace: the source catalogue (ADR 023). */
export const admin = {} as const;
