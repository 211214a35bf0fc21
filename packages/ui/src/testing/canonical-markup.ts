/**
 * An element as a comparable text, for tests that hold a hand-written component to the markup of the
 * Mantine component it stands in for (`UnitInput`, the web app's plain table fields): tag,
 * attributes sorted (style declarations and class names too, whose order means nothing), an input's
 * value, then the children. Test code only; no page imports it.
 */
export function canonicalMarkup(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes].map(({ name, value }) => canonicalAttribute(name, value));
  attributes.sort();
  const inner = [...node.childNodes].map(canonicalMarkup).join('');
  const value = node instanceof HTMLInputElement ? ` value=${node.value}` : '';
  return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}${value}>${inner}</>`;
}

function canonicalAttribute(name: string, value: string): string {
  if (name === 'style') {
    const declarations = value
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean);
    return `style=${declarations.sort().join(';')}`;
  }
  if (name === 'class') return `class=${value.split(/\s+/).filter(Boolean).sort().join(' ')}`;
  return `${name}=${value}`;
}
