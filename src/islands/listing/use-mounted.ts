import { useEffect, useState, type RefObject } from 'react';
import { signalIntentReady } from '../../directives/ready';

/**
 * False while React hydrates the pre-rendered HTML, true after: islands render the build's default
 * (store currency, plain choice) until then, so the first client render matches the HTML exactly.
 * With `root` (an element the island rendered), the island then tells `client:intent` it is ready, after
 * its first effects (the choice store started) and the mounted render: held taps replay on that state.
 */
export function useMounted(root?: RefObject<Element | null>): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (mounted) signalIntentReady(root?.current);
  }, [mounted]);
  return mounted;
}
