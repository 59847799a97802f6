import type en from './en';
import type { PluralBase, PluralCategory } from './plural';

/** Every message's key: the English catalog's (src/i18n/en/), the source of every locale. */
export type MessageKey = keyof typeof en;
/** One locale's catalog: any of the keys (a missing one falls back to English key by key). */
export type Messages = Partial<Record<MessageKey, string>>;
/** A counted message: the base of a `<base>.one` / `<base>.other` family (src/i18n/plural.ts). */
export type PluralKey = PluralBase<MessageKey>;

/**
 * A locale's translation of one English feature file: every key of it, nothing else (the type check
 * catches a missing or misspelt key in a file that exists; tests/unit/i18n catches a missing file).
 * A counted message may add the forms its locale needs beyond English's `one` and `other` (`many`).
 */
export type Translation<T> = { [K in keyof T]: string } & { [K in `${PluralBase<keyof T & string>}.${Exclude<PluralCategory, 'one' | 'other'>}`]?: string };
