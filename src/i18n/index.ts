import en from './en';

/**
 * One message catalog for every user-visible string (issue 7). Keys are namespaced by feature
 * (`cart.title`); values are the spec's English wording with `{name}` placeholders. Other locales are
 * loaded on demand (`setMessages`) and fall back to English key by key.
 */
export type MessageKey = keyof typeof en;
export type Messages = Partial<Record<MessageKey, string>>;

let active: Messages = {};

export function setMessages(messages: Messages): void {
  active = messages;
}

export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const template: string = active[key] ?? en[key] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export { en };
