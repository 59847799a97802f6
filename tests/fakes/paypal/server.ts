import { FaultPlan } from '../faults';
import { serveFake } from '../http';
import { paypalControl } from './control';
import { paypalRouter } from './router';
import { createSigner } from './signing';
import { Tenants } from './state';

/**
 * Starts a PayPal fake on a loopback port (for a vitest globalSetup, a test's beforeAll, or serve.ts).
 * One server holds any number of tenants (one per client id); tests drive it with client.ts.
 */
export async function startFakePaypal(): Promise<{ url: string; close: () => Promise<void> }> {
  const tenants = new Tenants();
  const signer = createSigner();
  const faults = new FaultPlan();
  let url = '';
  const base = () => url;
  const { router, takeFault } = paypalRouter(tenants, signer, faults, base);
  const server = await serveFake(router, paypalControl(tenants, signer, faults, base), takeFault);
  url = server.url;
  return { url, close: server.close };
}
