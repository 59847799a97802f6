// English messages of the cart feature: the spec's wording is the source; other locales translate these keys.
export default {
} as const;
