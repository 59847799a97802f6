import { atom } from 'nanostores';

/**
 * Toasts (browsing spec 3 and 9): default type danger, top-right, 3 s; error toasts 6 s. A toast whose
 * message is already showing is not added again.
 */
export type ToastType = 'danger' | 'success' | 'info' | 'warning';
export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  timeout: number;
  position: 'top-right' | 'top-center' | 'bottom-center';
}

export const TOAST_TIMEOUT_MS = 3_000;
export const ERROR_TOAST_TIMEOUT_MS = 6_000;

export const $toasts = atom<Toast[]>([]);
let nextId = 1;

export function showToast(message: string, options: Partial<Omit<Toast, 'id' | 'message'>> = {}): void {
  if ($toasts.get().some((t) => t.message === message)) return;
  const type = options.type ?? 'danger';
  const timeout = options.timeout ?? (type === 'danger' ? ERROR_TOAST_TIMEOUT_MS : TOAST_TIMEOUT_MS);
  const toast: Toast = { id: nextId++, message, type, timeout, position: options.position ?? 'top-right' };
  $toasts.set([...$toasts.get(), toast]);
  if (typeof window !== 'undefined') window.setTimeout(() => dismissToast(toast.id), timeout);
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}
