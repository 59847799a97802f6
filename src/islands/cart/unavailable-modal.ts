import { t } from '../../i18n';
import { unavailableLabel, type UnavailableLine } from '../../lib/cart-view';
import { h } from './dom';

/**
 * The cart-unavailable-items modal (browsing spec 2, 4, 8): the spec's message and the removed lines'
 * titles (or slugs) and product types. The same native <dialog> as src/islands/shared/Dialog.tsx, without
 * React: showModal() makes the background inert and moves focus in; it demands a choice (decisions 16),
 * so Escape does nothing and only OK closes it; focus then returns to where it was.
 */
export function unavailableModal(host: HTMLElement, onOk: (lines: UnavailableLine[]) => void) {
  let dialog: HTMLDialogElement | null = null;
  let opener: Element | null = null;
  let shown: UnavailableLine[] = [];
  const title = h('h2', { id: 'cart-unavailable-title', class: 'modal__title' });
  const message = h('p');
  const list = h('ul', { class: 'cart-unavailable__list' });
  const ok = h('button', { type: 'button', class: 'button', onclick: () => onOk(shown) });

  const build = (): HTMLDialogElement => {
    const built = h('dialog', { class: 'modal', 'aria-labelledby': title.id, 'data-modal': 'cart-unavailable-items' }, h('div', { class: 'modal__body' }, title, message, list, h('div', { class: 'modal__actions' }, ok)));
    built.addEventListener('cancel', (event) => event.preventDefault());
    built.addEventListener('close', () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    });
    host.appendChild(built);
    return built;
  };

  return {
    get isOpen() {
      return dialog?.open ?? false;
    },
    open(lines: UnavailableLine[]) {
      dialog ??= build();
      shown = lines;
      title.textContent = t('cart.unavailableTitle');
      message.textContent = lines.length > 0 ? t('cart.unavailableList') : t('cart.unavailableSome');
      list.replaceChildren(...lines.map((line) => h('li', {}, unavailableLabel(line))));
      ok.textContent = t('common.ok');
      if (dialog.open) return;
      opener = document.activeElement;
      dialog.showModal();
    },
    close() {
      if (dialog?.open) dialog.close();
    },
  };
}
