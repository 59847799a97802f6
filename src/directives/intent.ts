import type { ClientDirective } from 'astro';
import { INTENT_CHOSEN, INTENT_READY } from './ready';
import { hydrateIsland, INTENT_WAKE, intentOptions, needsIslandNow } from './rules';

/**
 * `client:intent`: the island's pre-rendered HTML stays as it is, and its code (React with it) loads on
 * the shopper's first sign of intent inside it: a pointer over it or pressed on it, a touch, keyboard
 * focus (Tab into it, so keyboard and screen-reader users are served too), a key, a value change.
 * A click that arrives before the island is ready (Enter and Space on a button or radio arrive as clicks
 * too) is cancelled in the capture phase and replayed on the same element once the island signals
 * readiness (ready.ts); a value typed or picked in a field is put back and re-announced. So the first
 * tap on a size or on Add to cart is never lost, and a held radio (a colour, a size) shows chosen at once
 * (`data-intent-chosen`, styled like :checked) until its replayed click checks it. Islands of one group hydrate together; rules.ts says
 * when an island hydrates on load instead. `data-intent` on the island tells where it is (waiting,
 * hydrating, ready): tests wait on it rather than on time.
 */
const WAKE = INTENT_WAKE;
const HELD = ['click', 'input', 'change'];
const TRIGGERS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', ...HELD];
/** An island that never signals readiness gets its held taps back this long after hydrating. */
const READY_FALLBACK_MS = 2000;

/** Groups already woken on this page: an island of the group that starts later hydrates at once. */
const woken = new Set<string>();

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Held = { click: EventTarget } | { field: Field; value: string };

/** Fields whose value a replayed click would not restore (radios and checkboxes come back by their click). */
const isField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && target.type !== 'radio' && target.type !== 'checkbox') ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

const intent: ClientDirective = (load, opts, el) => {
  const options = intentOptions(opts.value);
  const held: Held[] = [];
  let woke = false;

  const hold = (event: Event) => {
    if (event.type === 'click') {
      event.preventDefault();
      event.stopImmediatePropagation();
      if (event.target) held.push({ click: event.target });
      showChosen(el, event.target);
    } else if (HELD.includes(event.type) && isField(event.target)) {
      const field = event.target;
      const earlier = held.findIndex((h) => 'field' in h && h.field === field);
      if (earlier >= 0) held.splice(earlier, 1);
      held.push({ field, value: field.value });
    }
    wake();
  };
  const onWake = (event: Event) => {
    if ((event as CustomEvent<string>).detail === options.group) wake();
  };
  const wake = () => {
    if (woke) return;
    woke = true;
    window.removeEventListener(WAKE, onWake);
    el.setAttribute('data-intent', 'hydrating');
    if (options.group) {
      woken.add(options.group);
      window.dispatchEvent(new CustomEvent(WAKE, { detail: options.group }));
    }
    void hydrate();
  };
  const hydrate = async () => {
    const ready = new Promise<void>((resolve) => el.addEventListener(INTENT_READY, () => resolve(), { once: true }));
    try {
      await hydrateIsland(await load(), el);
      await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, READY_FALLBACK_MS))]);
    } catch (error) {
      console.error('[client:intent]', error); // the held taps still go back to the plain HTML below
    }
    for (const type of TRIGGERS) el.removeEventListener(type, hold, true);
    el.setAttribute('data-intent', 'ready');
    await replay(held);
    // The replayed clicks checked what was shown chosen (or the island refused it): :checked says which now.
    for (const radio of el.querySelectorAll('[data-intent-chosen]')) radio.removeAttribute('data-intent-chosen');
  };

  // Passive except click, the one cancelled: a touch or a wheel never waits for this listener.
  for (const type of TRIGGERS) el.addEventListener(type, hold, { capture: true, passive: type !== 'click' });
  el.setAttribute('data-intent', 'waiting');
  if (needsIslandNow(options, location.search, document.cookie) || (options.group && woken.has(options.group))) wake();
  else if (options.group) window.addEventListener(WAKE, onWake);
};

/** A radio whose tap is held shows chosen at once; the last tap in its group wins, as a click would. */
function showChosen(island: HTMLElement, target: EventTarget | null): void {
  const radio = target instanceof HTMLLabelElement ? target.control : target;
  if (!(radio instanceof HTMLInputElement) || radio.type !== 'radio' || radio.matches(':disabled')) return;
  for (const other of island.querySelectorAll<HTMLInputElement>('input[data-intent-chosen]')) {
    if (other.name === radio.name) other.removeAttribute('data-intent-chosen');
  }
  radio.setAttribute('data-intent-chosen', '');
  radio.dispatchEvent(new Event(INTENT_CHOSEN, { bubbles: true }));
}

async function replay(held: Held[]): Promise<void> {
  for (const item of held) {
    if ('click' in item) {
      // A MouseEvent rather than .click(): the target may be an SVG part of a button.
      if (!(item.click instanceof Node) || item.click.isConnected) {
        item.click.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }));
      }
    } else if (item.field.isConnected) {
      // The prototype's setter, so that React's value tracking sees a change and calls onChange.
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(item.field), 'value')?.set;
      if (setter) setter.call(item.field, item.value);
      else item.field.value = item.value;
      for (const type of ['input', 'change']) item.field.dispatchEvent(new Event(type, { bubbles: true }));
    }
    // Let the island render one change before the next (a size, then Add to cart).
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

export default intent;
