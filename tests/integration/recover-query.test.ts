import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

// POST /api/v1/orders/recover mapped every validation issue to "Please enter a valid email" at /email,
// so a recovery link with a tracking parameter (utm_source) was refused as a bad address although the
// address was valid. Query keys other than email and slug are ignored now; a JSON body stays strict and
// each issue is answered as the validator answers it.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.dispose());
type Body = { success?: boolean; errors?: { code: string; detail: string; source?: { pointer: string } }[] };
let nextClient = 0;
const recover = (query: string, init: RequestInit = {}) =>
  h.request(`/api/v1/orders/recover?${query}`, { method: 'POST', ...init, headers: { 'cf-connecting-ip': `198.18.11.${++nextClient}`, ...init.headers } });

describe('order recovery request', () => {
  it('ignores tracking parameters in the query', async () => {
    const res = await recover('email=a@b.co&slug=harbor&utm_source=x&utm_campaign=y');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Body).success).toBe(true);
  });

  it('still refuses a bad address at /email', async () => {
    const res = await recover('email=nope&slug=harbor&utm_source=x');
    expect(res.status).toBe(422);
    expect(((await res.json()) as Body).errors).toEqual([{ status: '422', code: 'invalid_field', detail: 'Please enter a valid email', source: { pointer: '/email' } }]);
  });

  it('answers an unknown body key as unknown_field, not as a bad address', async () => {
    const res = await recover('', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'a@b.co', slug: 'harbor', extra: 1 }) });
    expect(res.status).toBe(422);
    const errors = ((await res.json()) as Body).errors ?? [];
    expect(errors.map((e) => e.code)).toEqual(['unknown_field']);
    expect(errors[0]?.detail).not.toBe('Please enter a valid email');
  });

  it('answers a bad slug at /slug', async () => {
    const res = await recover(`email=a@b.co&slug=${'x'.repeat(101)}`);
    expect(res.status).toBe(422);
    expect(((await res.json()) as Body).errors?.map((e) => [e.code, e.source?.pointer])).toEqual([['invalid_field', '/slug']]);
  });
});
