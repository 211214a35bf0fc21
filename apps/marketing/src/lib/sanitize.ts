import sanitizeHtml from 'sanitize-html';

/**
 * What Markdown written by editors may become in a page. Markdown passes raw HTML through untouched, so
 * every post and page body is rendered first and then cleaned with this allowlist: the elements
 * Markdown itself produces (GitHub-flavoured: tables, task lists, footnotes) plus a few inline HTML
 * elements useful in engineering prose (`kbd`, `sub`, `sup`, `abbr`, `details`). Scripts, styles, frames,
 * forms, event handlers, inline styles (but a table column's
 * alignment) and `javascript:`/`data:` URLs are removed.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'strong',
    'em',
    'b',
    'i',
    'del',
    's',
    'code',
    'pre',
    'kbd',
    'samp',
    'var',
    'sub',
    'sup',
    'abbr',
    'mark',
    'small',
    'br',
    'hr',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
    'details',
    'summary',
    'dl',
    'dt',
    'dd',
    'section',
    'span',
  ],
  // Script, style and the like go with their content; any other unknown element is unwrapped.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'object',
    'template',
  ],
  allowedAttributes: {
    a: [
      'href',
      'title',
      'id',
      'aria-describedby',
      'aria-label',
      'data-footnote-ref',
      'data-footnote-backref',
    ],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'srcset', 'sizes'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
    li: ['id'],
    ol: ['start'],
    th: ['align', 'style', 'scope', 'colspan', 'rowspan'],
    td: ['align', 'style', 'colspan', 'rowspan'],
    abbr: ['title'],
    code: ['class'],
    section: ['data-footnotes'],
  },
  // A table column's alignment (`|--:|` in Markdown) is the one inline style kept.
  allowedStyles: {
    th: { 'text-align': [/^(left|right|center)$/] },
    td: { 'text-align': [/^(left|right|center)$/] },
  },
  allowedClasses: {
    code: [/^language-[\w-]+$/],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // The page's own heading is the only h1: a `# Heading` in a body becomes an h2.
  transformTags: {
    h1: 'h2',
    // A Markdown task list's checkbox becomes a ballot-box character: read-only, and no unlabelled
    // form control on the page.
    input: (_tagName, attribs) => ({
      tagName: 'span',
      attribs: {},
      text: attribs.type === 'checkbox' ? (attribs.checked === undefined ? '☐' : '☑') : '',
    }),
  },
};

/**
 * Cleans the HTML rendered from editors' Markdown down to the allowlist above.
 *
 * @param html - HTML as Astro rendered it from Markdown.
 * @returns HTML safe to place in a page.
 * @example sanitizeContentHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') //=> '<p>Hi</p>'
 */
export function sanitizeContentHtml(html: string): string {
  // A wide table scrolls inside its own region on a narrow screen; as a focusable, labelled region the
  // keyboard can scroll it too. The sanitiser leaves `<table>` without attributes, so the match is exact.
  return sanitizeHtml(html, OPTIONS)
    .replaceAll(
      '<table>',
      '<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table>',
    )
    .replaceAll('</table>', '</table></div>');
}
