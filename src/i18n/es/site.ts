import type en from '../en/site';
import type { Translation } from '../types';

// Spanish (informal tú) messages of the site feature, translated from src/i18n/en/site.ts.
export default {
  'site.header.menu': 'Menú',
  'site.header.mainNav': 'Menú principal',
  'site.header.search': 'Buscar',
  'site.header.cart': 'Carrito',
  'site.header.about': 'Acerca de',
  'site.footer.nav': 'Pie de página',
  'site.footer.support': 'Ayuda',
  'site.footer.track': 'Seguir pedido',
  'site.footer.contact': 'Contáctanos',
  'site.footer.refund': 'Política de reembolso',
  'site.footer.terms': 'Términos de uso',
  'site.footer.privacy': 'Política de privacidad',
  'site.footer.about': 'Acerca de {name}',
  'site.footer.readMore': 'Leer más',
  'site.footer.preferences': 'Región de envío y moneda:',
  'site.footer.rights': '© {year} {name}. Todos los derechos reservados.',
  'site.footer.poweredBy': 'Con la tecnología de nuestra plataforma de impresión bajo demanda',
  'site.hero.body': '¡Te damos la bienvenida a nuestra tienda!',
  'site.hero.cta': 'Comprar ropa',
  'site.categories': 'Comprar por categoría',
  'site.social': 'Redes sociales',
  'site.notFound.title': '¡404! Página no encontrada',
  'site.notFound.text': 'De alguna manera has llegado a una página que no existe.',
  'site.notFound.home': 'Ir a la página de inicio',
  'site.listingNotFound.title': 'Artículo no encontrado',
  'site.listingNotFound.text': 'Este artículo no existe o ya no está disponible.',
  'site.about.title': 'Acerca de {name}',
  'site.about.latest': 'Últimos productos',
} satisfies Translation<typeof en>;
