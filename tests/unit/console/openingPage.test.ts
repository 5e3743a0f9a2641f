import { describe, expect, it } from 'vitest';
import { keepOpeningPage, takeOpeningPage } from '../../../src/console/data/openingPage';

/* src/console/data/openingPage.ts: the opening page asked for before React rendered, taken once by its own request. */
describe('the opening page kept for the list\'s own first call', () => {
  const query = { stage: 'new_requests', skip: 0, limit: 10, sortBy: 'status_update' };

  it('is taken by the same path and query, once; another GET first (counts, permissions) leaves it be', async () => {
    const answer = Promise.resolve({ items: [1], count: 1 });
    keepOpeningPage('/chats/all-threads', query, answer, 1_000);
    expect(takeOpeningPage('/chats/fetch-chats-counts', { userId: 6 }, 1_100)).toBeUndefined();
    expect(takeOpeningPage('/chats/all-threads', { ...query, skip: 10 }, 1_200)).toBeUndefined();
    expect(takeOpeningPage('/chats/all-threads', { ...query }, 1_300)).toBe(answer);
    expect(takeOpeningPage('/chats/all-threads', { ...query }, 1_400)).toBeUndefined();
  });

  it('is dropped when nobody asks for it in time: a later visit asks the server', () => {
    keepOpeningPage('/orders/admin/get-unassigned-orders-list', { skip: 0, limit: 10 }, Promise.resolve({}), 0);
    expect(takeOpeningPage('/orders/admin/get-unassigned-orders-list', { skip: 0, limit: 10 }, 60_000)).toBeUndefined();
    expect(takeOpeningPage('/orders/admin/get-unassigned-orders-list', { skip: 0, limit: 10 }, 60_001)).toBeUndefined();
  });

  it('a failed answer is the taker\'s to see, and unhandled by nobody meanwhile', async () => {
    const failed = Promise.reject(new Error('502'));
    keepOpeningPage('/chats/ongoing', query, failed, 0);
    await new Promise((r) => setTimeout(r, 5)); // no unhandled rejection while it waits
    await expect(takeOpeningPage('/chats/ongoing', query, 10) as Promise<unknown>).rejects.toThrow('502');
  });
});
