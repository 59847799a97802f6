import common from './common';
import localization from './localization';
import site from './site';

/** The nl catalog, one file per feature of src/i18n/en; loaded on demand by loadLocale('nl'). */
export default { ...common, ...localization, ...site };
