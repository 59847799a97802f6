import common from './common';
import localization from './localization';
import site from './site';

/** The pt-BR catalog, one file per feature of src/i18n/en; loaded on demand by loadLocale('pt-BR'). */
export default { ...common, ...localization, ...site };
