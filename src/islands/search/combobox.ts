import { t, registerEnglish } from '../../i18n';
import searchMessages from '../../i18n/en/search';
import { moveActive } from '../../lib/search-page';

registerEnglish(searchMessages);

/**
 * The search box as an ARIA combobox with a listbox of suggestions (WAI-ARIA APG "combobox with
 * listbox popup"): focus stays in the input, aria-activedescendant names the highlighted option.
 * Down and Up move through the suggestions (wrapping), Enter on a highlighted suggestion opens it
 * (decisions: the suggestion is a product, so Enter goes to its listing), Escape closes the list
 * and, when it is already closed, clears the term.
 */
export interface Suggestion {
  label: string;
  detail: string;
  href: string;
  /** A small picture of the product and its price, as the tile shows them. */
  image?: string;
  price?: string;
}

export interface Combobox {
  /** New suggestions; they open only while the box has focus and `open` is not false (after a submit). */
  show(suggestions: Suggestion[], options?: { open?: boolean }): void;
  close(): void;
}

export function combobox(input: HTMLInputElement, listbox: HTMLElement, handlers: { onOpen(s: Suggestion, index: number): void; onClear(): void }): Combobox {
  let items: Suggestion[] = [];
  let active = -1;
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listbox.id);
  listbox.setAttribute('role', 'listbox');
  // Its label is the page's (data-i18n-label): the page localizer words it in the shopper's locale.
  if (!listbox.hasAttribute('aria-label')) listbox.setAttribute('aria-label', t('search.suggestions'));

  const options = () => Array.from(listbox.children) as HTMLElement[];
  const setActive = (index: number) => {
    active = index;
    options().forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
    const current = options()[index];
    if (current) {
      input.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const isOpen = () => !listbox.hidden;
  const open = () => {
    if (items.length === 0) return;
    listbox.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  };
  const close = () => {
    setActive(-1);
    listbox.hidden = true;
    input.setAttribute('aria-expanded', 'false');
  };

  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      if (!isOpen()) open();
      setActive(moveActive(active, items.length, event.key));
    } else if (event.key === 'Enter') {
      const chosen = isOpen() ? items[active] : undefined;
      if (!chosen) return; // the form's submit: the results are on the page already
      event.preventDefault();
      handlers.onOpen(chosen, active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (isOpen()) close();
      else handlers.onClear();
    }
  });
  input.addEventListener('focus', open);
  input.addEventListener('blur', close);
  // Keep focus in the input while a suggestion is clicked.
  listbox.addEventListener('mousedown', (event) => event.preventDefault());
  listbox.addEventListener('click', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    const index = option ? options().indexOf(option) : -1;
    if (items[index]) handlers.onOpen(items[index], index);
  });

  return {
    show(suggestions, { open: mayOpen = true } = {}) {
      items = suggestions;
      listbox.replaceChildren(
        ...suggestions.map((s, i) => {
          const option = document.createElement('li');
          option.id = `${listbox.id}-${i}`;
          option.setAttribute('role', 'option');
          option.setAttribute('aria-selected', 'false');
          option.className = 'search-suggestion';
          const label = document.createElement('span');
          label.className = 'search-suggestion__name';
          label.textContent = s.label;
          const text = document.createElement('span');
          text.className = 'search-suggestion__text';
          text.replaceChildren(label);
          if (s.detail) {
            const detail = document.createElement('span');
            detail.className = 'search-suggestion__type';
            detail.textContent = s.detail;
            text.replaceChildren(label, ' ', detail); // (append is typed as HTMLRewriter's by workers-types)
          }
          const parts: Node[] = [];
          if (s.image) {
            const image = document.createElement('img');
            image.className = 'search-suggestion__image';
            image.src = s.image;
            image.alt = '';
            image.width = 40;
            image.height = 40;
            image.loading = 'lazy';
            parts.push(image);
          }
          parts.push(text);
          if (s.price) {
            const price = document.createElement('span');
            price.className = 'search-suggestion__price';
            price.textContent = s.price;
            parts.push(price);
          }
          option.replaceChildren(...parts);
          return option;
        }),
      );
      setActive(-1);
      if (suggestions.length === 0) close();
      else if (mayOpen && document.activeElement === input) open();
    },
    close,
  };
}
