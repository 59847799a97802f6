// English messages of the listing feature: the spec's wording is the source; other locales translate these keys.
export default {
} as const;
