import { PREORDER_FIELDS, preorderFieldError, type PreorderField } from '../../lib/preorder';

/**
 * The pre-order form's live validation (browsing spec 5): every change re-checks every field, a field's
 * message shows once the shopper has been in it, and Submit stays disabled until the form is valid.
 * Loaded on the shopper's first touch of the form (preorder-form.ts), and handed that first event.
 */
export function validatePreorderForm(form: HTMLFormElement, submit: HTMLButtonElement, first: Event): void {
  const touched = new Set<string>();
  const check = () => {
    let valid = true;
    for (const name of PREORDER_FIELDS) {
      const input = form.querySelector(`#preorder-${name}`) as HTMLInputElement | HTMLSelectElement | null;
      if (!input) continue;
      const message = preorderFieldError(name as PreorderField, input.value);
      if (message) valid = false;
      const shown = touched.has(name) ? message : null;
      const slot = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
      if (slot) slot.textContent = shown ?? '';
      input.setAttribute('aria-invalid', String(Boolean(shown)));
    }
    submit.disabled = !valid;
  };
  const onEvent = (event: Event) => {
    touched.add(((event.target as HTMLElement | null)?.id ?? '').replace(/^preorder-/, ''));
    check();
  };
  for (const type of ['input', 'change', 'focusout']) form.addEventListener(type, onEvent);
  onEvent(first);
}
