import { useEffect, useRef, type ReactNode } from 'react';
import { t } from '../../i18n';

/**
 * Every modal is a native <dialog> opened with showModal(): the browser makes the background inert,
 * moves focus inside and traps it. On close, focus returns to the element that had it when the dialog
 * opened. Escape and a backdrop click close it unless `demandsChoice` (decisions 16: age gate,
 * unavailable items, verify address), where the shopper must press one of its buttons. Escape is
 * refused by cancelling its `cancel` event, but Chrome lets a second Escape through a cancelled one
 * (no user activation in between) and closes the dialog itself: while the caller still says `open`,
 * it opens again at once (as the age gate does), focus inside it. A dialog without `demandsChoice`
 * that the browser closes on its own tells the caller through `onClose`, so `open` follows it.
 */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name (its visible heading). */
  title: string;
  /** Hide the heading visually (still the accessible name). */
  hideTitle?: boolean;
  demandsChoice?: boolean;
  className?: string;
  /** A test and styling hook, e.g. "cart-confirmation" (the spec's modal names). */
  name?: string;
  children: ReactNode;
}

export function Dialog({ open, onClose, title, hideTitle, demandsChoice, className, name, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useRef(`dialog-${Math.random().toString(36).slice(2, 9)}`).current;
  /** What the caller says now, read by the close event (which the browser fires a task later). */
  const wanted = useRef(open);

  useEffect(() => {
    const dialog = ref.current;
    wanted.current = open;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault(); // we close through state, so React stays the source of truth
      if (!demandsChoice) onClose();
    };
    const onDialogClose = () => {
      if (wanted.current) {
        // Closed by the browser, not by the caller: a dialog that demands a choice stays.
        if (demandsChoice) {
          if (dialog.isConnected && !dialog.open) dialog.showModal();
          return;
        }
        onClose();
      }
      const target = opener.current;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onDialogClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onDialogClose);
    };
  }, [demandsChoice, onClose]);

  const onBackdrop = (event: React.MouseEvent<HTMLDialogElement>) => {
    if (!demandsChoice && event.target === ref.current) onClose();
  };

  return (
    // A click on the backdrop closes it; the keyboard has Escape (the dialog's own cancel event).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog ref={ref} className={`modal ${className ?? ''}`} aria-labelledby={titleId} data-modal={name} onClick={onBackdrop}>
      <div className="modal__body">
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>{title}</h2>
        {!demandsChoice && (
          <button type="button" className="modal__close" onClick={onClose} aria-label={t('common.close')}>
            <span aria-hidden="true">×</span>
          </button>
        )}
        {children}
      </div>
    </dialog>
  );
}
