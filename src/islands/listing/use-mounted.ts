import { useEffect, useState } from 'react';

/**
 * False while React hydrates the pre-rendered HTML, true after: islands render the build's default
 * (store currency, plain choice) until then, so the first client render matches the HTML exactly.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
