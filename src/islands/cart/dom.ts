/**
 * A few lines in place of a UI library: the cart page is built with plain DOM calls, so it costs a few
 * KB instead of React's 60 (issue 11). `h` creates an element with attributes, listeners (`onclick`) and
 * children; false, null and undefined attributes or children are skipped. (appendChild and
 * replaceChildren rather than append: the Workers types give the global Element HTMLRewriter's append.)
 */
type Attribute = string | number | boolean | null | undefined | ((event: Event) => void);
type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, Attribute> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value != null) element.setAttribute(name, String(value));
  }
  element.replaceChildren(...children.filter((child): child is Node | string => !!child));
  return element;
}

/** Sets a text only when it changed (no needless mutation for the page's localization observer). */
export function setText(element: Node, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}
