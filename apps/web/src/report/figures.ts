/** A chart on the page, as vector graphics for the PDF report. */
export interface ReportFigure {
  /** Caption above the figure. */
  readonly title: string;
  /** Self-contained SVG markup: every colour and size inline, light colours, no CSS needed. */
  readonly svg: string;
  /** The chart's text alternative (its <desc>), printed under it; '' for none. */
  readonly description: string;
}

/** Marks an <svg> that goes into the report; its value is the figure's caption. */
export const REPORT_FIGURE_ATTRIBUTE = 'data-report-figure';
/** Marks an element inside such an <svg> that is for the screen only (pointer layers, crosshairs). */
export const REPORT_EXCLUDE_ATTRIBUTE = 'data-report-exclude';

/** Presentation properties a chart sets through CSS classes, copied inline for the PDF renderer. */
const INLINED_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
] as const;

/** The PDF's font (pdfmake's virtual file system): the SVG's own font stack is unknown there. */
const PDF_FONT = 'Roboto';

/**
 * Runs `read` with the page in its light colour scheme (Mantine's attribute and CSS color-scheme),
 * then puts the user's scheme back. Synchronous, so nothing is painted in between: the report is on
 * white paper whatever the screen shows.
 */
function inLightScheme<T>(read: () => T): T {
  const root = document.documentElement;
  const scheme = root.getAttribute('data-mantine-color-scheme');
  const colorScheme = root.style.colorScheme;
  root.setAttribute('data-mantine-color-scheme', 'light');
  root.style.colorScheme = 'light';
  try {
    return read();
  } finally {
    if (scheme === null) root.removeAttribute('data-mantine-color-scheme');
    else root.setAttribute('data-mantine-color-scheme', scheme);
    root.style.colorScheme = colorScheme;
  }
}

/** Copies the computed presentation of `source` and its descendants onto `target`, a clone of it. */
function inlinePresentation(source: Element, target: Element): void {
  const style = getComputedStyle(source);
  for (const property of INLINED_PROPERTIES) {
    const value = style.getPropertyValue(property);
    if (value && value !== 'normal') target.setAttribute(property, value);
  }
  target.removeAttribute('class');
  target.removeAttribute('style');
  // PDF renderers ignore paint-order: a label's halo (its stroke, painted first on screen) would
  // cover its letters. Draw the halo as a copy underneath, and the label without a stroke.
  if (style.getPropertyValue('paint-order').startsWith('stroke') && target.hasAttribute('stroke')) {
    const halo = target.cloneNode(true) as Element;
    halo.setAttribute('fill', 'none');
    target.setAttribute('stroke', 'none');
    target.parentNode?.insertBefore(halo, target);
  }
  const sourceChildren = [...source.children];
  const targetChildren = [...target.children];
  sourceChildren.forEach((child, index) => {
    const twin = targetChildren[index];
    if (twin) inlinePresentation(child, twin);
  });
}

/** One chart as a self-contained SVG document in light colours, without its screen-only parts. */
export function serializeFigure(svg: SVGSVGElement): ReportFigure {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  inLightScheme(() => inlinePresentation(svg, clone));
  for (const element of clone.querySelectorAll(`[${REPORT_EXCLUDE_ATTRIBUTE}]`)) element.remove();
  for (const attribute of ['role', 'aria-labelledby', 'data-testid', REPORT_FIGURE_ATTRIBUTE]) {
    clone.removeAttribute(attribute);
  }
  const viewBox = svg.viewBox.baseVal;
  if (viewBox && viewBox.width > 0 && viewBox.height > 0) {
    clone.setAttribute('width', String(viewBox.width));
    clone.setAttribute('height', String(viewBox.height));
  }
  // XMLSerializer declares the SVG namespace itself (the element came from the page's SVG).
  clone.setAttribute('font-family', PDF_FONT);
  const description = svg.querySelector('desc')?.textContent?.trim() ?? '';
  return {
    title: svg.getAttribute(REPORT_FIGURE_ATTRIBUTE) ?? '',
    svg: new XMLSerializer().serializeToString(clone),
    description,
  };
}

/** Every chart marked for the report under `root`, in page order. */
export function collectReportFigures(root: ParentNode): ReportFigure[] {
  return [...root.querySelectorAll<SVGSVGElement>(`svg[${REPORT_FIGURE_ATTRIBUTE}]`)].map(
    serializeFigure,
  );
}
