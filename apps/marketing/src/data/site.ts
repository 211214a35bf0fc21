/** Site-wide facts the layout, header and footer share. */
export const SITE_NAME = 'HVAC Workbench';

/** The title feed readers show for the blog's RSS feed (`/rss.xml`). */
export const BLOG_FEED_TITLE = `${SITE_NAME} blog`;

/** Posts per page of the blog index (`/blog`, then `/blog/page/2`, ...). */
export const BLOG_PAGE_SIZE = 10;

/** The card shown when a page is shared and it has no image of its own (`public/social-card.png`). */
export const DEFAULT_SOCIAL_IMAGE = {
  src: '/social-card.png',
  alt: `${SITE_NAME}: HVAC engineering calculators with every formula cited`,
  width: 1200,
  height: 630,
} as const;

export interface SiteLink {
  /** Same-origin path or on-page anchor. */
  href: string;
  label: string;
}

/** The header's navigation. Anchors are absolute (`/#...`) so they work from every marketing page. */
export const headerLinks: readonly SiteLink[] = [
  { href: '/#calculators', label: 'Calculators' },
  { href: '/#accuracy', label: 'Accuracy' },
  { href: '/blog', label: 'Blog' },
  { href: '/heat-load', label: 'Heat-load calculator' },
];

export interface FooterGroup {
  heading: string;
  links: readonly SiteLink[];
}

/**
 * The footer's link groups: every public marketing route and the app's public entry points. The
 * feature pages' group is added by SiteFooter from the feature content, so a renamed feature shows there.
 */
export const footerGroups: readonly FooterGroup[] = [
  {
    heading: 'Product',
    links: [
      { href: '/heat-load', label: 'Heat-load calculator' },
      { href: '/#calculators', label: 'All calculators' },
      { href: '/validation', label: 'Validation' },
      { href: '/login', label: 'Sign in' },
      { href: '/dashboard', label: 'Dashboard' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { href: '/about', label: 'About' },
      { href: '/blog', label: 'Blog' },
      { href: '/rss.xml', label: 'RSS feed' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { href: '/privacy-policy', label: 'Privacy policy' },
      { href: '/terms-of-service', label: 'Terms of service' },
    ],
  },
];
