/**
 * The age gate's controls (AgeGate.astro opens it): Proceed only with both boxes ticked, stores
 * isVerified=true; Exit leaves for the exit address (a neutral external page, replacing this one in
 * the history so Back does not return to the gate). The dialog demands a choice (decisions 16):
 * Escape is refused, and if the browser closes it anyway (Chrome lets a second Escape through a
 * cancelled one) it opens again until the shopper has chosen.
 */
export const AGE_GATE_KEY = 'isVerified';

export function isVerified(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(AGE_GATE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function startAgeGate(): void {
  const gate = document.querySelector<HTMLDialogElement>('dialog[data-age-gate]');
  const form = gate?.querySelector<HTMLFormElement>('[data-age-gate-form]');
  const proceed = gate?.querySelector<HTMLButtonElement>('[data-age-gate-proceed]');
  if (!gate || !form || !proceed) return;
  const checks = [...gate.querySelectorAll<HTMLInputElement>('[data-age-gate-check]')];
  let chosen = false;

  const update = () => (proceed.disabled = !checks.every((check) => check.checked));
  checks.forEach((check) => check.addEventListener('change', update));
  update();

  gate.addEventListener('cancel', (event) => event.preventDefault());
  gate.addEventListener('close', () => {
    if (!chosen && !isVerified(window.localStorage)) gate.showModal();
  });
  form.addEventListener('submit', (event) => {
    if (!checks.every((check) => check.checked)) {
      event.preventDefault();
      return;
    }
    chosen = true;
    try {
      window.localStorage.setItem(AGE_GATE_KEY, 'true');
    } catch {
      // Storage blocked: the shopper passes for this page and is asked again on the next.
    }
  });
  gate.querySelector('[data-age-gate-exit]')?.addEventListener('click', () => {
    chosen = true;
    window.location.replace(gate.dataset.exitUrl || 'https://www.google.com/');
  });
}
