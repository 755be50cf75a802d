/** English texts of the `customMeals` namespace: the source catalogue (ADR 023). */
export const customMeals = {} as const;
