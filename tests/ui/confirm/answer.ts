import { expect, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** The browser's confirm() is not the console's: a page that calls it fails the test. */
export function forbidBrowserConfirm() {
  return vi.spyOn(window, 'confirm').mockImplementation(() => { throw new Error('window.confirm() used instead of the in-app dialog'); });
}

/** Answers the in-app confirmation with its go-ahead button; returns the dialog's text (what it said would happen). */
export async function confirmInApp(title?: RegExp | string): Promise<string> {
  const dialog = await screen.findByRole('dialog', title ? { name: title } : undefined);
  const text = dialog.textContent ?? '';
  fireEvent.click(within(dialog).getByTestId('confirm-yes'));
  await waitFor(() => expect(screen.queryByTestId('confirm-yes')).toBeNull());
  return text;
}
