import { $toasts, dismissToast, showToast, type Toast, type ToastType } from '../state/toasts';

/**
 * Renders $toasts into the regions of Toasts.astro: adds an element for each new toast, removes the
 * element of a dismissed one (the store times them out: 3 s, danger 6 s). Plain DOM, no React, so it
 * costs the home page about a kilobyte. Scripts that do not bundle the store (inline page scripts)
 * can raise a toast with `window.dispatchEvent(new CustomEvent('storefront:toast', { detail: { message, type } }))`.
 */
export const TOAST_EVENT = 'storefront:toast';
const TYPES: readonly ToastType[] = ['danger', 'success', 'info', 'warning'];
const POSITIONS: readonly Toast['position'][] = ['top-right', 'top-center', 'bottom-center'];

/** A toast request from the window event, or null when it is not one (the event is public). */
export function toastRequest(detail: unknown): { message: string; options: Partial<Omit<Toast, 'id' | 'message'>> } | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { message, type, timeout, position } = detail as Record<string, unknown>;
  if (typeof message !== 'string' || message.trim() === '') return null;
  const options: Partial<Omit<Toast, 'id' | 'message'>> = {};
  if (TYPES.includes(type as ToastType)) options.type = type as ToastType;
  if (typeof timeout === 'number' && timeout > 0 && timeout <= 60_000) options.timeout = timeout;
  if (POSITIONS.includes(position as Toast['position'])) options.position = position as Toast['position'];
  return { message: message.slice(0, 500), options };
}

export function startToasts(root: Document = document): void {
  const template = root.querySelector<HTMLTemplateElement>('template[data-toast-template]');
  // The checkout island renders its own titled toasts (Error / Success) from the same store.
  if (!template || root.body?.classList.contains('page-checkout')) return;
  const shown = new Map<number, HTMLElement>();

  $toasts.subscribe((toasts) => {
    const live = new Set(toasts.map((toast) => toast.id));
    for (const [id, element] of shown) {
      if (live.has(id)) continue;
      element.remove();
      shown.delete(id);
    }
    for (const toast of toasts) {
      if (shown.has(toast.id)) continue;
      const region = root.querySelector(`[data-toast-region="${toast.position}"]`) ?? root.querySelector('[data-toast-region]');
      const element = (template.content.firstElementChild as HTMLElement | null)?.cloneNode(true) as HTMLElement | undefined;
      if (!region || !element) continue;
      element.classList.add(`toast--${toast.type}`);
      // Danger interrupts (alert); the others wait their turn (status).
      element.setAttribute('role', toast.type === 'danger' ? 'alert' : 'status');
      element.dataset.toastId = String(toast.id);
      const message = element.querySelector('[data-toast-message]');
      if (message) message.textContent = toast.message;
      element.querySelector('[data-toast-close]')?.addEventListener('click', () => dismissToast(toast.id));
      region.appendChild(element);
      shown.set(toast.id, element);
    }
  });

  window.addEventListener(TOAST_EVENT, (event) => {
    const request = toastRequest((event as CustomEvent<unknown>).detail);
    if (request) showToast(request.message, request.options);
  });
}
