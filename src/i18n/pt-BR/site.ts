import type en from '../en/site';
import type { Translation } from '../types';

// Brazilian Portuguese (você) messages of the site feature, translated from src/i18n/en/site.ts.
export default {
  'site.header.menu': 'Menu',
  'site.header.mainNav': 'Menu principal',
  'site.header.search': 'Pesquisar',
  'site.header.cart': 'Carrinho',
  'site.header.about': 'Sobre',
  'site.footer.nav': 'Rodapé',
  'site.footer.support': 'Suporte',
  'site.footer.track': 'Rastrear pedido',
  'site.footer.contact': 'Fale conosco',
  'site.footer.refund': 'Política de reembolso',
  'site.footer.terms': 'Termos de uso',
  'site.footer.privacy': 'Política de privacidade',
  'site.footer.about': 'Sobre {name}',
  'site.footer.readMore': 'Leia mais',
  'site.footer.preferences': 'Região de entrega e moeda:',
  'site.footer.rights': '© {year} {name}. Todos os direitos reservados.',
  'site.footer.poweredBy': 'Com a tecnologia da nossa plataforma de impressão sob demanda',
  'site.hero.body': 'Boas-vindas à nossa loja!',
  'site.hero.cta': 'Comprar roupas',
  'site.categories': 'Comprar por categoria',
  'site.social': 'Redes sociais',
  'site.notFound.title': '404! Página não encontrada',
  'site.notFound.text': 'De alguma forma, você chegou a uma página que não existe.',
  'site.notFound.home': 'Ir para a página inicial',
  'site.listingNotFound.title': 'Produto não encontrado',
  'site.listingNotFound.text': 'Este produto não existe ou não está mais disponível.',
  'site.about.title': 'Sobre {name}',
  'site.about.latest': 'Produtos mais recentes',
} satisfies Translation<typeof en>;
