import type en from '../en/quickAdd';
import type { Translation } from '../types';

// Brazilian Portuguese (você) messages of the quickAdd feature, translated from src/i18n/en/quickAdd.ts.
export default {
  'quickAdd.button': 'Adição rápida',
  'quickAdd.options': 'Adição rápida: {name}',
  'quickAdd.close': 'Fechar adição rápida',
  'quickAdd.colour': 'Cor',
  'quickAdd.size': 'Tamanho',
  'quickAdd.chooseSize': 'Escolha um tamanho',
  'quickAdd.add': 'Adicionar ao carrinho',
  'quickAdd.preorder': 'Compre na pré-venda pela página do produto',
  'quickAdd.previewDisabled': 'Adicionar ao carrinho está desativado no modo de visualização.',
  'quickAdd.privateDisabled': 'Este item é privado e não pode ser comprado.',
  'quickAdd.cartFull': 'Seu carrinho está cheio. Remova um item para adicionar outro.',
  'quickAdd.allInCart.one': 'Só resta {count} em estoque, e ele está no seu carrinho.',
  'quickAdd.allInCart.many': 'Só restam {count} em estoque, e todos estão no seu carrinho.',
  'quickAdd.allInCart.other': 'Só restam {count} em estoque, e todos estão no seu carrinho.',
  'quickAdd.lineMax': 'Você tem {count} unidades deste item no carrinho, o máximo por pedido.',
  'quickAdd.added': 'Adicionado ao carrinho',
  'quickAdd.viewCart': 'Ver carrinho',
  'quickAdd.continue': 'Continuar comprando',
  'quickAdd.outOfStockTitle': 'Esgotado',
  'quickAdd.outOfStock': 'Este produto está esgotado.',
  'quickAdd.loadFailed': 'Não foi possível carregar os produtos',
} satisfies Translation<typeof en>;
