import { useEffect, useState, type ReactNode } from 'react';

// Parts the after-purchase and contact forms share; their fields are src/islands/shared/Field.tsx.

/** The page's one banner for a whole-form outcome (the server's error, or success). */
export function Banner({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`banner banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/**
 * False in the pre-rendered HTML and until React has hydrated the form: its submit button stays disabled
 * until then, so an early click or Enter can never send the form natively (a GET that would put the
 * shopper's e-mail in the address).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The named fields' current values, read from the form itself (the inputs are uncontrolled). */
export function formValues<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;
}
