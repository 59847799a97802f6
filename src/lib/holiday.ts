import type { HolidayWindow } from '../catalog/settings';

/**
 * Holiday delivery messages are data (decisions 20): the windows of the store settings. A message
 * applies on the days from..to inclusive, to physical or digital items.
 */
export function holidayMessage(windows: readonly HolidayWindow[], day: string, deliveryType: 'physical' | 'digital'): string | null {
  const window = windows.find((w) => w.appliesTo === deliveryType && w.from <= day && day <= w.to);
  return window?.message ?? null;
}

/** A date as YYYY-MM-DD in the shopper's (or the build's) local time. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
