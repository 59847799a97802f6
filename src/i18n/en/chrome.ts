// English messages of the chrome feature: the spec's wording is the source; other locales translate these keys.
// Chrome is what every page carries around its content: skip link, preview bar, announcement,
// promo banner, toasts and the age gate (src/layouts/Base.astro and src/components/).
export default {
  'chrome.skipLink': 'Skip to content',
  'chrome.announcement': 'Announcement',
  'chrome.preview.bar': 'Preview mode: this store is not published as shown, and checkout is disabled.',
  'chrome.preview.themeApplied': 'Showing the theme from the preview link.',
  'chrome.preview.themeReset': 'Show the saved theme',
  'chrome.promo.label': 'Promo codes',
  'chrome.promo.percentage': 'Use code {code} for {percent}% off',
  'chrome.promo.fixedValue': 'Use code {code} for {amount} off',
  'chrome.promo.freeShipping': 'Use code {code} for free shipping',
  'chrome.promo.copyHint': 'Click to copy',
  // Browsing spec 4: the banner shows Copied! for 3 seconds after a click.
  'chrome.promo.copied': 'Copied!',
  'chrome.toasts.label': 'Notifications',
  'chrome.toasts.close': 'Close',
  // Browsing spec 1, 4 and 6: the age gate excludes Louisiana and Utah residents; both boxes before Proceed.
  'chrome.ageGate.title': 'Age verification',
  'chrome.ageGate.intro': 'You must confirm both statements to enter this store.',
  'chrome.ageGate.adult': 'I am 18 years of age or older',
  'chrome.ageGate.notResident': 'I am not a resident of Louisiana or Utah',
  'chrome.ageGate.proceed': 'Proceed',
  'chrome.ageGate.exit': 'Exit',
} as const;
