/** Calls `run` once the page has loaded and the main thread is idle: third parties and beacons never compete with the first paint. */
export function afterInteractive(run: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => run(), { timeout: 2000 }) : setTimeout(run, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
