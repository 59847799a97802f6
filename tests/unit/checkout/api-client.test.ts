import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, TIMEOUT_MS } from '../../../src/islands/shared/api';

// The one client's policies (src/islands/shared/api.ts), as a caller sees them.
const answer = (status: number, body: unknown) => ({ status, json: async () => body });

describe('the API client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('location', { pathname: '/track/', search: '?x=1', assign: vi.fn() });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('retries an idempotent call twice on a 5xx and hands back the data', async () => {
    const send = vi.fn().mockResolvedValueOnce(answer(503, {})).mockResolvedValueOnce(answer(502, {})).mockResolvedValueOnce(answer(200, { data: { id: 'a' } }));
    const result = call<{ id: string }>(send);
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ ok: true, status: 200, data: { id: 'a' } });
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls[0]![0].init.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends a call that must not repeat once, without a timeout, and keeps the server message', async () => {
    const send = vi.fn().mockResolvedValue(answer(500, { errors: [{ code: 'boom', detail: 'The server says no.' }] }));
    const result = await call(send, { retry: false });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toEqual({});
    expect(result).toEqual({ ok: false, status: 500, errors: [{ code: 'boom', detail: 'The server says no.' }] });
  });

  it('does not retry a 4xx, and sends a 401 to /login once with the way back', async () => {
    const send = vi.fn().mockResolvedValue(answer(401, { errors: [{ code: 'access_code_required' }] }));
    await call(send);
    await call(send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(location.assign).toHaveBeenCalledWith('/login/?returnTo=%2Ftrack%2F%3Fx%3D1');
  });

  it('still sends a retryable call, with a timeout, where AbortSignal.timeout is missing (Safari 15)', async () => {
    const timeout = Object.getOwnPropertyDescriptor(AbortSignal, 'timeout')!;
    delete (AbortSignal as { timeout?: unknown }).timeout;
    try {
      expect('timeout' in AbortSignal).toBe(false);
      const send = vi.fn().mockResolvedValue(answer(200, { data: { id: 'a' } }));
      expect(await call<{ id: string }>(send)).toEqual({ ok: true, status: 200, data: { id: 'a' } });
      expect(send).toHaveBeenCalledTimes(1);
      const signal = send.mock.calls[0]![0].init.signal as AbortSignal;
      expect(signal).toBeInstanceOf(AbortSignal);
      expect(signal.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
      expect(signal.aborted).toBe(true);
      expect((signal.reason as DOMException).name).toBe('TimeoutError');
    } finally {
      Object.defineProperty(AbortSignal, 'timeout', timeout);
    }
  });

  it('leaves a login page where it is on a 401', async () => {
    // A fresh client: the one above has already left for /login once.
    vi.resetModules();
    vi.stubGlobal('location', { origin: 'http://localhost', pathname: '/login/', search: '?returnTo=%2F', assign: vi.fn() });
    const fresh = await import('../../../src/islands/shared/api');
    await fresh.call(vi.fn().mockResolvedValue(answer(401, { errors: [{ code: 'access_code_required' }] })));
    expect(location.assign).not.toHaveBeenCalled();
  });
});
