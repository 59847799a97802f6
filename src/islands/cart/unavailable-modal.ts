import { t } from '../../i18n';
import { unavailableLabel, type UnavailableLine } from '../../lib/cart-view';
import { h } from './dom';

/**
 * The cart-unavailable-items modal (browsing spec 2, 4, 8): the spec's message and the removed lines'
 * titles (or slugs), product types, colours and sizes; a line whose colour has another size in stock
 * offers it (`onSwap` puts it in the cart, the line then says so). The same native <dialog> as src/islands/shared/Dialog.tsx, without
 * React: showModal() makes the background inert and moves focus in; it demands a choice (decisions 16),
 * so Escape does nothing and only OK closes it; focus then returns to where it was. Chrome lets a second
 * Escape through a cancelled one and closes the dialog itself: until OK (`close()`), it opens again.
 */
export function unavailableModal(host: HTMLElement, onOk: (lines: UnavailableLine[]) => void, onSwap: (line: UnavailableLine) => boolean) {
  let dialog: HTMLDialogElement | null = null;
  let opener: Element | null = null;
  let shown: UnavailableLine[] = [];
  /** Open until the page closes it (OK): a close by the browser alone opens it again. */
  let wanted = false;
  const title = h('h2', { id: 'cart-unavailable-title', class: 'modal__title' });
  const message = h('p');
  const list = h('ul', { class: 'cart-unavailable__list' });
  const ok = h('button', { type: 'button', class: 'button', onclick: () => onOk(shown) });

  const lineItem = (line: UnavailableLine): HTMLLIElement => {
    const swap = line.swap;
    if (!swap) return h('li', {}, unavailableLabel(line));
    const note = h('span', { class: 'cart-unavailable__swapped', role: 'status' });
    const button = h('button', { type: 'button', class: 'button button--outline cart-unavailable__swap' }, t('cart.swapSize', { size: swap.label }));
    button.addEventListener('click', () => {
      if (!onSwap(line)) return;
      button.remove();
      note.textContent = t('cart.swapped', { size: swap.label });
      ok.focus();
    });
    return h('li', {}, h('span', {}, unavailableLabel(line)), ' ', button, note);
  };

  const build = (): HTMLDialogElement => {
    const built = h('dialog', { class: 'modal', 'aria-labelledby': title.id, 'data-modal': 'cart-unavailable-items' }, h('div', { class: 'modal__body' }, title, message, list, h('div', { class: 'modal__actions' }, ok)));
    built.addEventListener('cancel', (event) => event.preventDefault());
    built.addEventListener('close', () => {
      if (wanted) {
        if (built.isConnected && !built.open) built.showModal();
        return;
      }
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
      list.replaceChildren(...lines.map((line) => lineItem(line)));
      ok.textContent = t('common.ok');
      wanted = true;
      if (dialog.open) return;
      opener = document.activeElement;
      dialog.showModal();
    },
    close() {
      wanted = false;
      if (dialog?.open) dialog.close();
    },
  };
}
