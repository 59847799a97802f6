import type en from './en';

/** Every message's key: the English catalog's (src/i18n/en/), the source of every locale. */
export type MessageKey = keyof typeof en;
/** One locale's catalog: any of the keys (a missing one falls back to English key by key). */
export type Messages = Partial<Record<MessageKey, string>>;

/**
 * A locale's translation of one English feature file: every key of it, nothing else (the type check
 * catches a missing or misspelt key in a file that exists; tests/unit/i18n catches a missing file).
 */
export type Translation<T> = { [K in keyof T]: string };
