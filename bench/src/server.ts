/** Polls /api/ready/ until the server answers (two minutes at most: migrations and seeding come first). */
export async function waitUntilReady(base: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/ready/`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
}
