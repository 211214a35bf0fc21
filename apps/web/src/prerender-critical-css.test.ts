import { describe, expect, it } from 'vitest';
import { criticalCss, namesInHtml } from './prerender-critical-css';

const used = namesInHtml('<main id="top" class="m_a page"><p class="m_b">x</p></main>');

describe('criticalCss', () => {
  it('keeps the rules whose selectors name only classes and ids the HTML has, in order', () => {
    const css =
      '.m_a{color:red}.m_c{color:blue}#top .m_b{margin:0}#gone{padding:0}p{line-height:1}';
    expect(criticalCss(css, used)).toBe('.m_a{color:red}#top .m_b{margin:0}p{line-height:1}');
  });

  it('keeps a rule when any selector of its list can match', () => {
    expect(criticalCss('.m_c,.page:hover{opacity:1}', used)).toBe('.m_c,.page:hover{opacity:1}');
  });

  it('does not count classes inside parentheses or attribute selectors', () => {
    const css = '.m_a:not(.m_c){top:0}:where(.m_c) .m_b{left:0}[data-x=".m_c"]{right:0}';
    expect(criticalCss(css, used)).toBe(css);
  });

  it('cuts inside @media and @layer, drops an empty block, keeps other at-rules whole', () => {
    const css =
      '@layer mantine;@media (min-width:40em){.m_a{gap:1px}.m_c{gap:2px}}' +
      '@media print{.m_c{display:none}}@keyframes spin{to{rotate:1turn}}:root{--x:"{"}';
    expect(criticalCss(css, used)).toBe(
      '@layer mantine;@media (min-width:40em){.m_a{gap:1px}}@keyframes spin{to{rotate:1turn}}:root{--x:"{"}',
    );
  });

  it('drops comments and keeps a rule with an escaped class name', () => {
    expect(criticalCss('/* a } */.md\\:flex{display:flex}', used)).toBe('.md\\:flex{display:flex}');
  });
});

describe('namesInHtml', () => {
  it('collects the class names and the ids', () => {
    expect([...used.classes]).toEqual(['m_a', 'page', 'm_b']);
    expect([...used.ids]).toEqual(['top']);
  });
});
