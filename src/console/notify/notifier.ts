/**
 * The one global notifier (spec 8): every toast of the console goes through here, whether it comes
 * from a failed request, from react-admin's notify() or from a page. At most MAX_TOASTS are shown;
 * each clears itself after its duration. The same text is never shown twice at once.
 *
 * A failure belongs to its moment: a success clears the failures before it, the same call
 * succeeding clears its own failure (`key`), and a page change or a sign-in clears failures that
 * did not cause it (NavigationBridge).
 */
export type ToastType = 'error' | 'warning' | 'info' | 'success';

export interface ToastAction { label: string; onClick: () => void }

export interface Toast {
  id: number;
  text: string;
  type: ToastType;
  actions?: ToastAction[];
  /** What the toast is about (e.g. "POST /agent/auth/login"): that call succeeding clears it. */
  key?: string;
}

export interface ToastOptions { actions?: ToastAction[]; durationMs?: number | null; key?: string }

export const MAX_TOASTS = 3;
export const DEFAULT_DURATION_MS = 5000;

type Listener = () => void;
let toasts: Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<Listener>();

const emit = () => listeners.forEach((l) => l());

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const before = toasts.length;
  toasts = toasts.filter((t) => t.id !== id);
  if (toasts.length !== before) emit();
}

export function showToast(text: string, type: ToastType = 'info', options: ToastOptions = {}): number {
  const same = toasts.find((t) => t.text === text && t.type === type);
  if (same) dismissToast(same.id);
  // Good news ends the trouble before it: a save that worked clears "The form is not valid".
  if (type === 'success') toasts.filter(isFailure).forEach((t) => dismissToast(t.id));
  const toast: Toast = { id: nextId++, text, type, actions: options.actions, key: options.key };
  toasts = [...toasts, toast];
  // Oldest go first when more than MAX_TOASTS are waiting.
  while (toasts.length > MAX_TOASTS) dismissToast(toasts[0].id);
  const duration = options.durationMs === undefined ? DEFAULT_DURATION_MS : options.durationMs;
  if (duration !== null) timers.set(toast.id, setTimeout(() => dismissToast(toast.id), duration));
  emit();
  return toast.id;
}

export const notifyError = (text: string, key?: string): number => showToast(text, 'error', { key });

const isFailure = (t: Toast) => t.type === 'error' || t.type === 'warning';

/** A call that failed before has now succeeded: its failure toast goes. */
export function clearFailureOf(key: string): void {
  toasts.filter((t) => isFailure(t) && t.key === key).forEach((t) => dismissToast(t.id));
}

/** Clears failure toasts (a page change inside /app, a sign-in). */
export function clearFailures(): void {
  toasts.filter(isFailure).forEach((t) => dismissToast(t.id));
}

export const getToasts = (): Toast[] => toasts;

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Clears every toast (sign-out, tests). */
export function clearToasts(): void {
  timers.forEach((t) => clearTimeout(t));
  timers.clear();
  toasts = [];
  emit();
}
