/** Runs at most `n` of the given tasks at a time (two cores: three browser pages at once is plenty). */
export function slots(n: number) {
  let free = n;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try { return await task(); } finally {
      const next = waiting.shift();
      if (next) next(); else free += 1;
    }
  };
}
