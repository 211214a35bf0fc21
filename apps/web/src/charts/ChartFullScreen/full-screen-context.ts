import { createContext } from 'react';

/**
 * The screen's height in CSS pixels inside the full-screen view; null in the page. The view measures
 * the screen once for all its charts: a chart in the page reads no window size, which would force
 * the browser to lay the page out as it opens and draw the chart a second time.
 */
export const FullScreenContext = createContext<number | null>(null);
