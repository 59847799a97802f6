/**
 * What every page runs (the layout's header, footer, promo banner and toasts, attribution, the service
 * worker, the chat widget) as one module from the layout, so a page fetches one script for them, not
 * one per component (issue 21); the libraries it imports are one file, `site` (src/renderer/client-chunks.ts).
 */
import { startPromoBanner } from './promo-banner';
import './cart-pill';
import './header-menu';
// The region and currency button opens Preferences; a stored choice localizes the page (issue 7).
import './localization';
import { startToasts } from './toasts';
import './attribution';
import './service-worker';
import './chat-widget';

startPromoBanner();
startToasts();
