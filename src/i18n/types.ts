/**
 * A locale's translation of one English feature file: every key of it, nothing else (the type check
 * catches a missing or misspelt key in a file that exists; tests/unit/i18n catches a missing file).
 */
export type Translation<T> = { [K in keyof T]: string };
