import { firstMessage } from '../contract/field';
import { normalizeOrderNumber, recoverSchema, trackSchema, type TrackInput } from '../contract/orders';
import type { MessageKey } from '../i18n';

/**
 * The track-order form (decisions 14: order number and the order's e-mail) and the recovery form
 * (checkout spec 5: e-mail required and valid). The spec shows no rules for tracking; these are the
 * API's trackSchema and recoverSchema (src/contract/orders.ts) with the contact form's messages.
 */
export type TrackValues = TrackInput;
export type TrackErrors = Partial<Record<keyof TrackValues, MessageKey>>;

const KEYS: Record<keyof TrackValues, MessageKey> = { orderNumber: 'track.orderNumberRequired', email: 'track.emailInvalid' };

export function validateTrackField(field: keyof TrackValues, value: string): MessageKey | null {
  return firstMessage(trackSchema.shape[field], value) === null ? null : KEYS[field];
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
  return firstMessage(recoverSchema.shape.email, value) === null ? null : 'track.emailInvalid';
}
