import type { ReactNode } from 'react';

/** A labelled control with its error below it, tied together for screen readers. */
export function Field({ id, label, error, children, className }: { id: string; label: string; error?: string | null | undefined; children: ReactNode; className?: string }) {
  return (
    <div className={`field ${className ?? ''} ${error ? 'field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The attributes an input needs to point at its error. */
export const invalidProps = (id: string, error: string | null | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
