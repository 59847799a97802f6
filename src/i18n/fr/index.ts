import common from './common';
import localization from './localization';
import site from './site';

/** The fr catalog, one file per feature of src/i18n/en; loaded on demand by loadLocale('fr'). */
export default { ...common, ...localization, ...site };
