import { describe, expect, it } from 'vitest';
import { isExternalHref, safeCssValue, safeHref, sanitizeCss, sanitizeHtml, sanitizeInlineHtml } from '../../src/lib/sanitize';

describe('theme sanitising', () => {
  it('drops script, event handlers and javascript: links from theme HTML', () => {
    const html = sanitizeInlineHtml('<b>Sale</b><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="/tees" onclick="x()">Tees</a>');
    expect(html).not.toMatch(/script|onerror|onclick|javascript/i);
    expect(html).toContain('<b>Sale</b>');
    expect(html).toContain('<a href="/tees">Tees</a>');
    expect(sanitizeHtml('<p style="x" onmouseover="y">Hi <a href=" JaVaScRiPt:alert(1)">a</a></p>')).toBe('<p>Hi <a>a</a></p>');
  });

  it('only lets safe addresses through', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' java\tscript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<script>')).toBeNull();
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHref('/tees')).toBe('/tees');
    expect(safeHref('#featured-products')).toBe('#featured-products');
    expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c');
  });

  it('reads a backslash as browsers do: `/\\evil.com` is another site, not a path of this one', () => {
    for (const trick of ['/\\evil.com/x', '\\\\evil.com/x', '\\/evil.com/x', '/\t\\evil.com/x', '/\n/evil.com/x']) {
      const href = safeHref(trick);
      expect(href).toBe('https://evil.com/x');
      expect(isExternalHref(href ?? '')).toBe(true);
    }
    expect(sanitizeHtml('<a href="/\\evil.com">x</a>')).toBe('<a href="https://evil.com">x</a>');
  });

  it('keeps custom CSS inside its style element and on the site', () => {
    const css = sanitizeCss('</style><script>alert(1)</script>@import url(https://evil.example/x.css); body{background:url(https://evil.example/a.png);width:expression(alert(1))} .a{background:url(/images/a.png)} .b{x:url(javascript:alert(1))}');
    expect(css).not.toMatch(/<|@import|expression\(|javascript:|evil\.example/i);
    expect(css).toContain('url(/images/a.png)');
    expect(sanitizeCss('a{b:u\\72l(https://evil.example)}')).not.toMatch(/url\(/i);
  });

  it('accepts colours and refuses anything else as a CSS value', () => {
    expect(safeCssValue('#0B2545')).toBe('#0B2545');
    expect(safeCssValue('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(safeCssValue('red;}body{x:y')).toBeNull();
    expect(safeCssValue('url(https://x)')).toBeNull();
  });
});
