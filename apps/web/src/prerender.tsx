import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { createAppRouter } from './router';

export { criticalCss, namesInHtml } from './prerender-critical-css';
export { NOT_FOUND_PAGE, PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES } from './prerender-pages';

/**
 * The build-time render of one public page (scripts/prerender.ts): the app at `path`, as a visitor's
 * browser first renders it (no session, no stored draft, the default unit system), to HTML.
 * Mantine's styles are plain CSS files (the build's stylesheet), so the markup needs nothing more.
 */
export async function renderPage(path: string): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return renderToString(<App router={router} />);
}
