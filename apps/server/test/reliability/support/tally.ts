/** How many replies came back with each status, e.g. `{ 200: 1, 409: 19 }`. */
export const tally = (replies: { status: number }[]): Record<number, number> =>
  replies.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
