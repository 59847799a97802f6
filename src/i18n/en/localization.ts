// English messages of the localization feature: the spec's wording is the source; other locales translate these keys.
export default {
  'localization.title': 'Preferences',
  'localization.intro': 'Choose your language, currency and shipping region.',
  'localization.locale': 'Language',
  'localization.currency': 'Currency',
  'localization.region': 'Shipping region',
  'localization.fulfilledFrom': 'Fulfilled from: {place}',
  'localization.submit': 'Submit',
  'localization.loadFailed': 'Preferences could not be opened. Please try again.',
  'localization.region.USA': 'USA',
  'localization.region.EU': 'EU',
  'localization.region.Canada': 'Canada',
  'localization.region.Australia': 'Australia',
  'localization.region.rest': 'Rest of the world',
  'localization.fulfilment.USA': 'USA',
  'localization.fulfilment.EUR': 'Europe',
} as const;
