import { loadavg } from 'node:os';

/**
 * A benchmark script's command line and context, read one way by every script in this folder:
 * its arguments, `--name value` options, and the load average printed beside each figure (on a
 * shared machine a figure means little without it).
 */
export const args = process.argv.slice(2);

/** The value after `--name`, or `fallback` when the option is absent or has no value. */
export const opt = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};

/** The server a benchmark talks to: the first http(s) address among the arguments, or `fallback`. */
export const serverArg = (fallback: string): string => args.find((a) => /^https?:\/\//.test(a)) ?? fallback;

/** The 1, 5 and 15 minute load averages, e.g. "1.2 0.9 0.7". */
export const loadAverage = (digits = 1): string => loadavg().map((l) => l.toFixed(digits)).join(' ');
