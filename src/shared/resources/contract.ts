import type { ResourceConfig } from './defineResource';

/**
 * The /api/v1 contract: the spec's calls (docs/contract/api-paths.txt, a copy of
 * shared/spec/api-paths.txt) plus the calls resource configs declare. A config whose paths are not
 * in the spec adds them as RxDesk additions: nothing to write by hand. What stays an error is what
 * is surely a mistake: a spec path called with the other method, a near-miss of a spec path (a
 * typo), or two configs declaring one call.
 */
export const parseContract = (text: string): Set<string> =>
  new Set(text.split('\n').filter((l) => /^\+?(GET|POST) /.test(l)).map((l) => l.replace(/^\+/, '').trim()));

/** Edits (insert, delete, replace one character) between two short strings. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/** Each call a config declares as "METHOD /path". */
export const callsOf = (config: ResourceConfig): string[] => Object.values(config.api).map((c) => `${c!.method} ${c!.path}`);

/** Problems of the configs' calls against the spec's contract, as sentences (empty: all good). */
export function contractProblems(configs: ResourceConfig[], contract: Set<string>): string[] {
  const problems: string[] = [];
  const specPaths = [...contract].map((c) => c.split(' ')[1]);
  const seen = new Map<string, string>();
  for (const config of configs) {
    for (const call of callsOf(config)) {
      const [method, path] = call.split(' ');
      const other = seen.get(call);
      if (other && other !== config.name) problems.push(`${config.name}: ${call} is also declared by ${other}`);
      seen.set(call, config.name);
      if (contract.has(call)) continue;
      if (specPaths.includes(path)) { problems.push(`${config.name}: the contract calls ${path} with ${method === 'GET' ? 'POST' : 'GET'}, not ${method}`); continue; }
      const near = specPaths.find((p) => distance(p, path) <= 2);
      if (near) problems.push(`${config.name}: ${call} is one typo away from the contract's ${near} (use the contract's path, or a clearly different one)`);
    }
  }
  return problems;
}

/** The whole contract the server answers: the spec's calls and every config's additions. */
export const fullContract = (configs: ResourceConfig[], contract: Set<string>): Set<string> =>
  new Set([...contract, ...configs.flatMap(callsOf)]);
