import { $choice, chooseSize, chooseVariation } from './choice-store';

/**
 * The pre-order form's enhancement (PreorderForm.astro renders it; it posts natively, form-encoded, so it
 * works without JavaScript, and the API answers 303 back to the listing with ?preorder=received, or
 * ?preorder=failed when it refused the request: page-load.ts shows its message).
 * Loaded by the buy box on pre-order listings only:
 * - Submit is disabled until the form is valid; the rules (preorder-checks.ts) load on the shopper's
 *   first touch of the form, as nothing needs them before (the page's JS budget counts the first load);
 * - its colour and size follow the buy box's choice, and choosing here moves the buy box and gallery;
 *   the sku posted is itemGroupId_variationId_sizeId of that colour and size.
 */
export function startPreorderForm(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('[data-preorder-form]')) {
    const submit = form.querySelector<HTMLButtonElement>('[data-preorder-submit]');
    if (!submit || submit.disabled) continue;
    followChoice(form);
    submit.disabled = true; // an empty form is not valid
    const start = (event: Event) => {
      for (const type of ['focusin', 'input', 'change']) form.removeEventListener(type, start);
      void import('./preorder-checks').then(({ validatePreorderForm }) => validatePreorderForm(form, submit, event));
    };
    for (const type of ['focusin', 'input', 'change']) form.addEventListener(type, start);
  }
}

function followChoice(form: HTMLFormElement): void {
  const sku = form.querySelector<HTMLInputElement>('[data-preorder-sku]');
  const colour = form.querySelector('[data-preorder-colour]') as HTMLSelectElement | null;
  const size = form.querySelector('[data-preorder-size]') as HTMLSelectElement | null;
  if (!sku || !colour || !size) return;
  const syncSku = () => (sku.value = `${form.dataset.itemGroup}_${colour.value}_${size.value}`);
  const set = (select: HTMLSelectElement, value: number | null) => {
    if (value !== null && [...select.options].some((o) => o.value === String(value))) select.value = String(value);
  };
  $choice.subscribe((choice) => {
    if (!choice) return;
    set(colour, choice.variationId);
    set(size, choice.sizeId);
    syncSku();
  });
  colour.addEventListener('change', () => {
    chooseVariation(Number(colour.value));
    syncSku();
  });
  size.addEventListener('change', () => {
    chooseSize(Number(size.value));
    syncSku();
  });
}
