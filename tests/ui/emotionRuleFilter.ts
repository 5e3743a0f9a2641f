/*
 * The rule filter of jsdomStyles.ts: an emotion rule cut to its display and visibility
 * declarations (selectors, conditional groups, order and priority kept). Pure, so a unit test
 * checks it against generated rules.
 */

const KEPT = /^(display|visibility)$/i;

/** Splits CSS text into its top-level blocks (`prelude{body}`), braces inside quotes ignored. */
function blocks(css: string): Array<{ prelude: string; body: string }> {
  const out: Array<{ prelude: string; body: string }> = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) { if (c === '\\') i++; else if (c === quote) quote = null; continue; }
    if (c === '"' || c === "'") quote = c;
    else if (c === '{') { if (depth++ === 0) open = i; } else if (c === '}' && --depth === 0) {
      out.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
      start = i + 1;
    }
  }
  return out;
}

/** A declaration list's display and visibility declarations (`;` inside quotes or brackets kept). */
function keptDeclarations(body: string): string[] {
  const out: string[] = [];
  let quote: string | null = null;
  let parens = 0;
  let start = 0;
  const take = (end: number) => {
    const decl = body.slice(start, end).trim();
    const colon = decl.indexOf(':');
    if (colon > 0 && KEPT.test(decl.slice(0, colon).trim())) out.push(decl);
    start = end + 1;
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quote) { if (c === '\\') i++; else if (c === quote) quote = null; continue; }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(') parens++;
    else if (c === ')') parens--;
    else if (c === ';' && parens === 0) take(i);
  }
  take(body.length);
  return out;
}

/** The rule as jsdom gets it: only display and visibility; null when nothing is left. */
export function ruleForJsdom(rule: string): string | null {
  const kept = blocks(rule).flatMap(({ prelude, body }) => {
    if (prelude.startsWith('@')) {
      // Conditional groups hold rules; anything else (keyframes, font faces) sets neither property.
      if (!/^@(media|supports|container|layer)\b/i.test(prelude)) return [];
      const inner = ruleForJsdom(body);
      return inner ? [`${prelude}{${inner}}`] : [];
    }
    const declarations = keptDeclarations(body);
    return declarations.length ? [`${prelude}{${declarations.join(';')};}`] : [];
  });
  return kept.length ? kept.join('') : null;
}
