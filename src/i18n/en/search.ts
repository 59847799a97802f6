// English messages of the search feature: the spec's wording is the source; other locales translate these keys.
export default {
} as const;
