/**
 * Stripe's form encoding as the SDK writes it (`metadata[checkout_id]=x`, `expand[0]=latest_charge`,
 * `shipping[address][line1]=...`), decoded into nested objects and arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function decodeForm(raw: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = /^\d+$/.test(path[i + 1] ?? '');
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, FormValue>;
      if (last) container[slot] = value;
      else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as Record<string, FormValue> | FormValue[];
      }
    });
  }
  return root;
}

export const str = (v: FormValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
export const list = (v: FormValue | undefined): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
export const record = (v: FormValue | undefined): Record<string, string> =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};
