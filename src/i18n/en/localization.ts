// English messages of the localization feature: the spec's wording is the source; other locales translate these keys.
export default {
} as const;
