import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, ERROR_TOAST_TIMEOUT_MS, showToast, TOAST_TIMEOUT_MS } from '../../../src/state/toasts';
import { toastRequest } from '../../../src/scripts/toasts';

describe('toasts store (browsing spec 3, 8, 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The store only times toasts out in a browser; give it a window whose timers are the fake ones.
    vi.stubGlobal('window', { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) });
    $toasts.set([]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('defaults to danger, top-right, and danger (error) toasts last 6 s', () => {
    showToast('Something went wrong');
    const [toast] = $toasts.get();
    expect(toast).toMatchObject({ message: 'Something went wrong', type: 'danger', position: 'top-right', timeout: ERROR_TOAST_TIMEOUT_MS });
    expect(ERROR_TOAST_TIMEOUT_MS).toBe(6000);
    vi.advanceTimersByTime(5999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('times other toasts out after 3 s', () => {
    showToast('Saved', { type: 'success' });
    expect($toasts.get()[0]?.timeout).toBe(TOAST_TIMEOUT_MS);
    expect(TOAST_TIMEOUT_MS).toBe(3000);
    vi.advanceTimersByTime(2999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('does not add a toast whose message is already showing', () => {
    showToast('Out of stock');
    showToast('Out of stock', { type: 'info' });
    expect($toasts.get()).toHaveLength(1);
    showToast('Another message');
    expect($toasts.get().map((t) => t.message)).toEqual(['Out of stock', 'Another message']);
  });

  it('adds the same message again once the first is gone', () => {
    showToast('Try again', { type: 'info' });
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS);
    showToast('Try again', { type: 'info' });
    expect($toasts.get()).toHaveLength(1);
  });

  it('closes a toast early, and its timer then does nothing', () => {
    showToast('First', { type: 'info' });
    showToast('Second', { type: 'info' });
    dismissToast($toasts.get()[0]!.id);
    expect($toasts.get().map((t) => t.message)).toEqual(['Second']);
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS);
    expect($toasts.get()).toEqual([]);
  });

  it('keeps a given timeout and position', () => {
    showToast('Hello', { type: 'info', timeout: 1000, position: 'bottom-center' });
    expect($toasts.get()[0]).toMatchObject({ timeout: 1000, position: 'bottom-center' });
  });
});

describe('toast requests from the window event', () => {
  it('accepts a message with known options only', () => {
    expect(toastRequest({ message: 'Hi', type: 'success', position: 'top-center', timeout: 2000 })).toEqual({
      message: 'Hi',
      options: { type: 'success', position: 'top-center', timeout: 2000 },
    });
    expect(toastRequest({ message: 'Hi', type: 'evil', position: 'middle', timeout: -1 })).toEqual({ message: 'Hi', options: {} });
  });

  it('refuses anything that is not a message', () => {
    expect(toastRequest(null)).toBeNull();
    expect(toastRequest('Hi')).toBeNull();
    expect(toastRequest({ message: '  ' })).toBeNull();
    expect(toastRequest({ message: 42 })).toBeNull();
  });

  it('caps a long message', () => {
    expect(toastRequest({ message: 'x'.repeat(2000) })?.message).toHaveLength(500);
  });
});
