import subdivisions from './data/us-subdivisions.json';

/** US states, DC, territories and military codes, with the ZIP prefixes each uses (see data/*.LICENSE). */
const SUBDIVISIONS = subdivisions as Record<string, { name: string; zip: string }>;
const PATTERNS = Object.fromEntries(Object.entries(SUBDIVISIONS).map(([code, s]) => [code, new RegExp(`^(?:${s.zip})`)]));

export const US_ZIP = /^\d{5}(?:-\d{4})?$/;

export function usStateCodes(): string[] {
  return Object.keys(SUBDIVISIONS);
}

/** A state given by code ("CA") or name ("California"), as its code. */
export function usStateCode(value: string): string | null {
  const text = value.trim();
  const upper = text.toUpperCase();
  if (Object.hasOwn(SUBDIVISIONS, upper)) return upper;
  const byName = Object.entries(SUBDIVISIONS).find(([, s]) => s.name.toLowerCase() === text.toLowerCase());
  return byName ? byName[0] : null;
}

export function usStateName(code: string): string | null {
  return SUBDIVISIONS[code]?.name ?? null;
}

/** The subdivisions whose ZIP prefixes match a ZIP code. */
export function statesForZip(zip: string): string[] {
  return Object.entries(PATTERNS)
    .filter(([, pattern]) => pattern.test(zip))
    .map(([code]) => code);
}

export interface AddressCheck {
  isValid: boolean;
  status: 'valid' | 'invalid' | 'suggestion';
  error: string | null;
  /** Field the error is about, for the error's source pointer. */
  field: 'zip' | 'state' | null;
  suggestions: { state: string; stateCode: string }[];
}

/**
 * A US address's state must match its ZIP code. When the ZIP belongs to another state, that state is
 * suggested (the checkout's "Verify your address" modal); a ZIP of no state is invalid.
 */
export function checkUsStateZip(stateCode: string, zip: string): AddressCheck {
  const zipText = zip.trim();
  if (!US_ZIP.test(zipText)) return { isValid: false, status: 'invalid', error: 'Please enter your zipcode', field: 'zip', suggestions: [] };
  if (!Object.hasOwn(SUBDIVISIONS, stateCode)) return { isValid: false, status: 'invalid', error: 'Please select your state', field: 'state', suggestions: [] };
  const matching = statesForZip(zipText);
  if (matching.includes(stateCode)) return { isValid: true, status: 'valid', error: null, field: null, suggestions: [] };
  if (matching.length === 0) return { isValid: false, status: 'invalid', error: 'Please enter your zipcode', field: 'zip', suggestions: [] };
  return {
    isValid: false,
    status: 'suggestion',
    error: `The ZIP code ${zipText} is not in ${SUBDIVISIONS[stateCode]?.name ?? stateCode}.`,
    field: 'state',
    suggestions: matching.map((code) => ({ state: SUBDIVISIONS[code]?.name ?? code, stateCode: code })),
  };
}
