import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { LIST_SEARCH } from '../../../src/shared/forms/requestFields';

/**
 * A search box's refusal names it as the console does: every free-text search of a list (a query
 * string of at most 100 characters) has its label, and one labelled 'Search' is requestFields'
 * LIST_SEARCH itself, not a twin of it. Found among the routes the server registered
 * (app.routeCatalogue): a list added later is held to it as well.
 */
let t: TestApp;
beforeAll(async () => { t = await buildTestApp({ jobs: false }); });
afterAll(async () => { await t?.close(); });

interface Prop { type?: string; maxLength?: number; enum?: unknown[]; format?: string; pattern?: string; 'x-label'?: string }

describe('list search boxes', () => {
  it('are labelled on every route, and those labelled Search are LIST_SEARCH', () => {
    const searches: string[] = [];
    const twins: string[] = [];
    for (const r of t.app.routeCatalogue) {
      const props = (r.schema?.querystring as { properties?: Record<string, Prop> } | undefined)?.properties ?? {};
      for (const [name, p] of Object.entries(props)) {
        if (p.type !== 'string' || p.maxLength !== LIST_SEARCH.maxLength || p.enum || p.format || p.pattern) continue;
        const where = `${r.method} ${r.url} ?${name}`;
        searches.push(where);
        if (!p['x-label'] || (p['x-label'] === LIST_SEARCH['x-label'] && JSON.stringify(p) !== JSON.stringify(LIST_SEARCH))) twins.push(`${where}: ${JSON.stringify(p)}`);
      }
    }
    // Orders, chats, PO, GRN, documents, dispatch runs, offline customers, reports and more.
    expect(searches.length).toBeGreaterThan(10);
    expect(twins).toEqual([]);
  });
});
