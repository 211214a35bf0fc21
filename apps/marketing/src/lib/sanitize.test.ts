import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './sanitize';

describe('sanitizeContentHtml', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<p onclick="alert(1)">Hi</p>', '<p>Hi</p>'],
    ['<img src="/a.png" alt="A" onerror="alert(1)">', '<img src="/a.png" alt="A" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="  javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img />'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example/"></iframe><p>after</p>', '<p>after</p>'],
    ['<style>body{display:none}</style><p>text</p>', '<p>text</p>'],
    ['<form action="/x"><input name="q"><button>Go</button></form>', '<span></span>Go'],
    ['<svg onload="alert(1)"><circle r="1"/></svg>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<p style="position:fixed;top:0">overlay</p>', '<p>overlay</p>'],
    ['<div class="hero" id="x">unwrapped</div>', 'unwrapped'],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example/">', ''],
    ['<base href="https://evil.example/">', ''],
  ])('cleans %s', (dirty, clean) => {
    expect(sanitizeContentHtml(dirty)).toBe(clean);
  });

  it('keeps what Markdown produces: headings with ids, links, lists, code, tables, footnotes', () => {
    const html = [
      '<h2 id="step-1">Step 1</h2>',
      '<p>See <a href="/heat-load" title="Calculator">the calculator</a>, <a href="https://www.ashrae.org/">ASHRAE</a> and <a href="mailto:team@example.com">us</a>.</p>',
      '<ul><li><strong>bold</strong> <em>em</em> <del>old</del> <code>code</code></li></ul>',
      '<ol start="3"><li>three</li></ol>',
      '<pre><code class="language-text">Δp = f · (L / D) · ρV² / 2\n</code></pre>',
      '<blockquote><p>quoted</p></blockquote>',
      '<p>Footnote<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref aria-describedby="footnote-label">1</a></sup></p>',
      '<section data-footnotes><h2 id="footnote-label">Footnotes</h2><ol><li id="user-content-fn-1"><p>Note <a href="#user-content-fnref-1" data-footnote-backref aria-label="Back to reference 1">↩</a></p></li></ol></section>',
      '<img src="/_astro/chart.abc123.webp" alt="Chart" width="800" height="450" loading="lazy" decoding="async" />',
    ].join('');
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('keeps the inline HTML useful in engineering prose', () => {
    const html =
      '<p><kbd>Ctrl</kbd> H<sub>2</sub>O m<sup>2</sup> <abbr title="apparatus dew point">ADP</abbr> <mark>note</mark></p><details><summary>Working</summary><p>Shown.</p></details>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('wraps each table in a labelled, focusable region that scrolls on narrow screens', () => {
    expect(
      sanitizeContentHtml(
        '<table><tr><th style="text-align:right">a</th><td style="color:red">1</td></tr></table>',
      ),
    ).toBe(
      '<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table><tr><th style="text-align:right">a</th><td>1</td></tr></table></div>',
    );
  });

  it('turns task-list checkboxes into ballot boxes, leaving no unlabelled form control', () => {
    expect(
      sanitizeContentHtml(
        '<ul><li><input type="checkbox" disabled /> open</li><li><input type="checkbox" checked disabled /> done</li></ul>',
      ),
    ).toBe('<ul><li><span>☐</span> open</li><li><span>☑</span> done</li></ul>');
  });

  it('demotes an h1 in a body to h2: the page title is the only h1', () => {
    expect(sanitizeContentHtml('<h1 id="x">Title</h1>')).toBe('<h2 id="x">Title</h2>');
  });

  it('escapes text, so no markup can be smuggled through entities', () => {
    expect(sanitizeContentHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });
});
