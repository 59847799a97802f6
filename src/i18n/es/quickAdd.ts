import type en from '../en/quickAdd';
import type { Translation } from '../types';

// Spanish (informal tú) messages of the quickAdd feature, translated from src/i18n/en/quickAdd.ts.
export default {
  'quickAdd.button': 'Añadir rápido',
  'quickAdd.options': 'Añadir rápido: {name}',
  'quickAdd.close': 'Cerrar añadir rápido',
  'quickAdd.colour': 'Color',
  'quickAdd.size': 'Talla',
  'quickAdd.chooseSize': 'Elige una talla',
  'quickAdd.add': 'Añadir al carrito',
  'quickAdd.preorder': 'Reservar en la página del producto',
  'quickAdd.previewDisabled': 'Añadir al carrito está desactivado en el modo de vista previa.',
  'quickAdd.privateDisabled': 'Este artículo es privado y no se puede comprar.',
  'quickAdd.cartFull': 'Tu carrito está lleno. Elimina un artículo para añadir otro.',
  'quickAdd.allInCart.one': 'Solo queda {count} en stock y está en tu carrito.',
  'quickAdd.allInCart.many': 'Solo quedan {count} en stock y todos están en tu carrito.',
  'quickAdd.allInCart.other': 'Solo quedan {count} en stock y todos están en tu carrito.',
  'quickAdd.lineMax': 'Tienes {count} unidades de este artículo en tu carrito, el máximo por pedido.',
  'quickAdd.added': 'Añadido al carrito',
  'quickAdd.viewCart': 'Ver carrito',
  'quickAdd.continue': 'Seguir comprando',
  'quickAdd.outOfStockTitle': 'Agotado',
  'quickAdd.outOfStock': 'Este producto está agotado.',
  'quickAdd.loadFailed': 'No se pudieron cargar los productos',
} satisfies Translation<typeof en>;
