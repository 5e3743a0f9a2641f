/**
 * A list's first page asked for by the entry script before React renders (routing/
 * prefetchOpeningPage.ts), kept until the console's own GET of that very path and query asks for
 * it (httpClient.ts callApi): that call gets the answer already on its way, once. A GET of anything
 * else leaves it be (the shell's counts and permissions go first); unclaimed for a while (the page
 * never asked: another role's screen, a redirect) it is dropped, so a later visit asks the server.
 */
const KEEP_MS = 15_000;

let opening: { key: string; answer: Promise<unknown>; until: number } | null = null;

const keyOf = (path: string, query: Record<string, unknown> | undefined): string => `${path} ${JSON.stringify(query ?? {})}`;

/** Keeps `answer` as the opening page of GET `path` with `query`. */
export function keepOpeningPage(path: string, query: Record<string, unknown>, answer: Promise<unknown>, now = Date.now()): void {
  answer.catch(() => undefined); // a failure is the taker's to show; untaken, it is nobody's
  opening = { key: keyOf(path, query), answer, until: now + KEEP_MS };
}

/** The kept answer when GET `path` with `query` is the opening page's request (spent by taking), else undefined. */
export function takeOpeningPage(path: string, query: Record<string, unknown> | undefined, now = Date.now()): Promise<unknown> | undefined {
  if (!opening) return undefined;
  if (now > opening.until) { opening = null; return undefined; }
  if (opening.key !== keyOf(path, query)) return undefined;
  const { answer } = opening;
  opening = null;
  return answer;
}
