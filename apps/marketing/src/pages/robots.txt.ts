import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/robots';

/** Built to `dist/robots.txt`: a real file, so Hosting serves it rather than the web app. */
export const GET: APIRoute = ({ site }) => {
  if (!site)
    throw new Error('astro.config.mjs must set `site`: robots.txt names the sitemap by its URL.');
  return new Response(robotsTxt(site), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
