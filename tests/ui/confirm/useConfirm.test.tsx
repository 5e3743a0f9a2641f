import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { useConfirm } from '../../../src/console/confirm/useConfirm';

function Harness({ destructive }: { destructive?: boolean }) {
  const [confirm, confirmDialog] = useConfirm();
  const [answers, setAnswers] = useState<boolean[]>([]);
  const ask = async () => {
    const yes = await confirm({ title: 'Reset trip?', body: 'The recorded payment is voided.', confirmLabel: 'Reset trip', destructive });
    setAnswers((a) => [...a, yes]);
  };
  return <><button onClick={() => void ask()}>ask</button><output>{answers.join(',')}</output>{confirmDialog}</>;
}

describe('the shared in-app confirmation', () => {
  it('says what will happen and answers with the button pressed (any sequence of answers)', async () => {
    await fc.assert(fc.asyncProperty(fc.array(fc.constantFrom('yes', 'no', 'escape'), { minLength: 1, maxLength: 4 }), fc.boolean(), async (plan, destructive) => {
      const { unmount, container } = render(<Harness destructive={destructive} />);
      for (const step of plan) {
        fireEvent.click(screen.getByText('ask'));
        const dialog = await screen.findByRole('dialog', { name: 'Reset trip?' });
        expect(dialog.textContent).toContain('The recorded payment is voided.');
        const go = screen.getByRole('button', { name: 'Reset trip' });
        expect(go.className.includes('Error')).toBe(destructive);
        if (step === 'yes') fireEvent.click(go);
        else if (step === 'no') fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
        else fireEvent.keyDown(dialog, { key: 'Escape' });
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      }
      expect(container.querySelector('output')!.textContent).toBe(plan.map((s) => String(s === 'yes')).join(','));
      unmount();
    }), { numRuns: 8 });
  });
});

function Acting({ answers }: { answers: Array<string | null> }) {
  const [confirm, confirmDialog] = useConfirm();
  const [result, setResult] = useState('');
  const ask = async () => setResult(String(await confirm({ title: 'Submit PO?', confirmLabel: 'Submit', act: async () => answers.shift() ?? null })));
  return <><button onClick={() => void ask()}>ask</button><output>{result}</output>{confirmDialog}</>;
}

describe('the shared confirmation running the action', () => {
  it('keeps a refusal in the dialog to try again, and answers yes only once the action is done', async () => {
    const { container } = render(<Acting answers={['The PO has no lines', null]} />);
    fireEvent.click(screen.getByText('ask'));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The PO has no lines')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(container.querySelector('output')!.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(container.querySelector('output')!.textContent).toBe('true');
  });
});
