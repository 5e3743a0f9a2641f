import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ORDER_STATUSES } from '@shared/orders/statuses';
import { StatusChip } from '../../../src/console/orders/StatusChip';
import { StatusTag } from '../../../src/console/orders/StatusTag';
import { renderPage } from '../workflows/harness';

/**
 * An order row's status tag (a plain element, styled by the row's container) says and colours each
 * status as the StatusChip of the order's other screens does: every status, and one the spec does not name.
 */
describe('the status tag of an order row', () => {
  it('words and colours every status as the status chip does', async () => {
    const statuses = [...ORDER_STATUSES, 99];
    renderPage(
      <div>
        {statuses.map((s) => (
          <div key={s} data-testid={`status-${s}`}><StatusChip status={s} /><StatusTag status={s} /></div>
        ))}
      </div>,
      { path: '/app/x', api: () => undefined },
    );
    await screen.findByTestId(`status-${statuses[0]}`);
    for (const s of statuses) {
      const box = screen.getByTestId(`status-${s}`);
      const chip = box.querySelector('.MuiChip-root')!;
      const tag = box.querySelector('.rx-tag')!;
      expect(tag.textContent, `status ${s}`).toBe(chip.textContent);
      expect(tag.textContent, `status ${s}`).not.toBe('');
      const chipColor = /MuiChip-color(\w+)/.exec(chip.className)?.[1]?.toLowerCase() ?? 'default';
      expect(tag.className, `status ${s}`).toContain(`rx-tag-${chipColor}`);
    }
  });
});
