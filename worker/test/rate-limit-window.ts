/**
 * Miniflare's rate limiters count in fixed windows of the clock's minute: a test that fills a
 * limit and then expects a refusal starts early enough in a window to finish inside it.
 */
export async function atStartOfRateLimitWindow(room = 5_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < room) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
