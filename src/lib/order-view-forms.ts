import type { MessageKey } from '../i18n';
import { isValidEmail } from './contact-form';

/**
 * The track-order form (decisions 14: order number and the order's e-mail) and the recovery form
 * (checkout spec 5: e-mail required and valid). The spec shows no rules for tracking; these follow the
 * API's trackSchema (src/server/orders/schema.ts) with the contact form's messages.
 */
export interface TrackValues {
  orderNumber: string;
  email: string;
}
export type TrackErrors = Partial<Record<keyof TrackValues, MessageKey>>;

/** Order numbers are read off a receipt: spaces dropped, upper-cased ("hl7k q2m9" is not guessed at). */
export function normalizeOrderNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function validateTrackField(field: keyof TrackValues, value: string): MessageKey | null {
  if (field === 'email') return isValidEmail(value) ? null : 'track.emailInvalid';
  const n = normalizeOrderNumber(value);
  return n.length >= 1 && n.length <= 20 ? null : 'track.orderNumberRequired';
}

export function validateTrack(values: TrackValues): TrackErrors {
  const errors: TrackErrors = {};
  for (const field of ['orderNumber', 'email'] as const) {
    const error = validateTrackField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export function trackPayload(values: TrackValues): TrackValues {
  return { orderNumber: normalizeOrderNumber(values.orderNumber), email: values.email.trim() };
}

export function validateRecoverEmail(value: string): MessageKey | null {
  return isValidEmail(value) ? null : 'track.emailInvalid';
}
