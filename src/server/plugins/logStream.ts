/**
 * The server log's destination (issue 13): pino writes each line synchronously to stdout by
 * default, two lines per request at LOG_LEVEL=info, so every request paid for write system calls
 * before its reply. Lines are gathered instead and written once per turn of the event loop; what is
 * gathered is written before the process exits.
 */
/** Every open batch, flushed by one exit listener (tests build many apps in one process). */
const pending = new Set<() => void>();
process.once('exit', () => { for (const flush of pending) flush(); });

export function batchedStdout(out: { write: (s: string) => unknown } = process.stdout): { write: (line: string) => void; flush: () => void } {
  let lines: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!lines.length) return;
    const text = lines.join('');
    lines = [];
    out.write(text);
  };
  pending.add(flush);
  return {
    write(line: string) {
      lines.push(line);
      if (!scheduled) { scheduled = true; setImmediate(flush); }
    },
    flush,
  };
}
