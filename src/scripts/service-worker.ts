/**
 * The app shell unregisters any service worker (checkout spec 1): an earlier storefront on this domain
 * may have installed one that would keep serving stale pages. This site installs none.
 */
export async function unregisterServiceWorkers(container: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined): Promise<number> {
  if (!container?.getRegistrations) return 0;
  try {
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister().catch(() => false)));
    return registrations.length;
  } catch {
    return 0;
  }
}

if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) void unregisterServiceWorkers(navigator.serviceWorker);
