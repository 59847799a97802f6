import { generate, parse, type CssNode, type List } from 'css-tree';

/**
 * A seller's custom CSS as an allow-list over css-tree's syntax tree (issue 17), not patterns over the
 * text: what the parser does not understand is dropped, and so is every at-rule, property or function
 * not listed here. What the allow-list stops: leaving the <style> element, loading anything from a host
 * that is not the theme's own (url() to other hosts, @import, image-set(), src(), cross-fade(),
 * element()), script-like bindings (expression(), -moz-binding, behavior) and escapes that spell any of
 * these. docs/security.md, "Theme injection". Build time only: css-tree never reaches the browser.
 */

const AT_RULES = new Set(['media', 'supports', 'keyframes', '-webkit-keyframes', 'font-face', 'layer', 'container']);
const BANNED_PROPERTIES = new Set(['behavior', '-moz-binding', 'binding']);
const FUNCTIONS = new Set([
  'rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix', 'light-dark',
  'calc', 'min', 'max', 'clamp', 'var', 'env', 'round', 'mod', 'rem', 'abs', 'sign',
  'linear-gradient', 'radial-gradient', 'conic-gradient', 'repeating-linear-gradient', 'repeating-radial-gradient', 'repeating-conic-gradient',
  'translate', 'translatex', 'translatey', 'translatez', 'translate3d', 'rotate', 'rotatex', 'rotatey', 'rotatez', 'rotate3d',
  'scale', 'scalex', 'scaley', 'scalez', 'scale3d', 'skew', 'skewx', 'skewy', 'matrix', 'matrix3d', 'perspective',
  'cubic-bezier', 'steps', 'linear', 'minmax', 'repeat', 'fit-content',
  'blur', 'brightness', 'contrast', 'drop-shadow', 'grayscale', 'hue-rotate', 'invert', 'opacity', 'saturate', 'sepia',
  'circle', 'ellipse', 'inset', 'polygon', 'rect', 'xywh', 'counter', 'counters', 'format', 'local', 'tech',
  // Selectors' own functions (:not(), :nth-child(), ...) are pseudo-classes, checked apart.
]);
/** Inline images only: they load nothing. SVG is left out (an SVG document can reference other files). */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;

export interface CssPolicy {
  /** Origins (https://assets.example) the theme's own assets come from: url() may point there. */
  assetOrigins?: readonly string[];
}

function urlAllowed(value: string, policy: CssPolicy): boolean {
  const target = value.trim();
  if (DATA_IMAGE.test(target)) return true;
  // A path on the store itself, in plain characters (no escapes, controls or a second slash to leave the host).
  if (/^\/(?![/\\])[\w\-./%~+=&?#:@!$'*,;]*$/.test(target)) return true;
  try {
    const url = new URL(target);
    return url.protocol === 'https:' && (policy.assetOrigins ?? []).includes(url.origin);
  } catch {
    return false;
  }
}

/** Every node below `node` passes: no unparsed text, no escapes, only listed functions, only allowed url()s. */
function valueAllowed(node: CssNode, policy: CssPolicy): boolean {
  let ok = true;
  const visit = (n: CssNode): void => {
    if (!ok) return;
    switch (n.type) {
      case 'Raw':
        ok = false;
        return;
      case 'Url':
        ok = urlAllowed(n.value, policy);
        return;
      case 'Function':
        ok = !n.name.includes('\\') && FUNCTIONS.has(n.name.toLowerCase());
        break;
      case 'Identifier':
        ok = !n.name.includes('\\');
        return;
      default:
        break;
    }
    const children = (n as { children?: List<CssNode> | null }).children;
    children?.forEach(visit);
    const inner = (n as { value?: unknown }).value;
    if (inner && typeof inner === 'object' && 'type' in inner) visit(inner as CssNode);
  };
  visit(node);
  return ok;
}

function declarationAllowed(node: CssNode, policy: CssPolicy): boolean {
  if (node.type !== 'Declaration') return false;
  const property = node.property.toLowerCase();
  if (property.includes('\\') || BANNED_PROPERTIES.has(property)) return false;
  return valueAllowed(node.value, policy);
}

/** A rule's selector must have parsed and hold no url(), raw text or escapes either. */
function preludeAllowed(prelude: CssNode | null, policy: CssPolicy): boolean {
  return prelude === null || (prelude.type !== 'Raw' && valueAllowed(prelude, policy) && !generate(prelude).includes('\\'));
}

function keepBlock(children: List<CssNode>, policy: CssPolicy): void {
  children.forEach((child, item, list) => {
    const keep = child.type === 'Declaration' ? declarationAllowed(child, policy) : child.type === 'Rule' ? keepRule(child, policy) : false;
    if (!keep) list.remove(item);
  });
}

function keepRule(node: CssNode, policy: CssPolicy): boolean {
  if (node.type !== 'Rule' || !preludeAllowed(node.prelude, policy)) return false;
  keepBlock(node.block.children, policy);
  return true;
}

function keepTopLevel(node: CssNode, policy: CssPolicy): boolean {
  if (node.type === 'Rule') return keepRule(node, policy);
  if (node.type !== 'Atrule' || !AT_RULES.has(node.name.toLowerCase()) || !preludeAllowed(node.prelude, policy)) return false;
  if (!node.block) return node.name.toLowerCase() === 'layer';
  const name = node.name.toLowerCase();
  if (name === 'font-face') keepBlock(node.block.children, policy);
  else node.block.children.forEach((child, item, list) => {
    const keep = name.endsWith('keyframes') ? keepRule(child, policy) : keepTopLevel(child, policy);
    if (!keep) list.remove(item);
  });
  return true;
}

/** The seller's CSS with everything outside the allow-list removed, safe inside a <style> element. */
export function sanitizeCss(css: string | null | undefined, policy: CssPolicy = {}): string {
  if (!css) return '';
  const ast = parse(css.replace(/\u0000/g, ''), { context: 'stylesheet', parseValue: true, parseCustomProperty: true, parseAtrulePrelude: true, parseRulePrelude: true, onParseError: () => {} });
  if (ast.type !== 'StyleSheet') return '';
  ast.children.forEach((child, item, list) => {
    if (!keepTopLevel(child, policy)) list.remove(item);
  });
  // "<" can only be left inside strings; as an escape it means the same and cannot close the element.
  return generate(ast).replace(/</g, '\\3c ');
}

/** One CSS value from theme data (a colour, a size): it must parse, with listed functions and no url() at all. */
export function cssValueAllowed(value: string): boolean {
  let failed = false;
  const ast = parse(value, { context: 'value', onParseError: () => (failed = true) });
  let hasUrl = false;
  const find = (n: CssNode): void => {
    if (n.type === 'Url') hasUrl = true;
    (n as { children?: List<CssNode> | null }).children?.forEach(find);
  };
  find(ast);
  return !failed && !hasUrl && valueAllowed(ast, {});
}
