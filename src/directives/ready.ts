/**
 * The island's side of `client:intent`: once hydrated and its effects have run (its stores started,
 * the address read), the island dispatches this event from any element it rendered, and the directive
 * replays the taps it held back. Until then a tap would reach handlers that are not ready yet.
 */
export const INTENT_READY = 'intent:ready';

export function signalIntentReady(node: Element | null | undefined): void {
  node?.dispatchEvent(new Event(INTENT_READY, { bubbles: true }));
}

/**
 * A radio tapped before its island is ready: the directive holds the tap, marks the radio
 * `data-intent-chosen` (CSS shows it chosen at once) and dispatches this event from it, so a page script
 * can show what the choice will show (the listing's photo of that colour) before React arrives.
 */
export const INTENT_CHOSEN = 'intent:chosen';
