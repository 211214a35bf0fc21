/** Site-wide facts the layout, header and footer share. */
export const SITE_NAME = 'HVAC Workbench';

export interface SiteLink {
  /** Same-origin path or on-page anchor. */
  href: string;
  label: string;
}

/** The header's navigation. Anchors are absolute (`/#...`) so they work from every marketing page. */
export const headerLinks: readonly SiteLink[] = [
  { href: '/#calculators', label: 'Calculators' },
  { href: '/#accuracy', label: 'Accuracy' },
  { href: '/heat-load', label: 'Heat-load calculator' },
];

export interface FooterGroup {
  heading: string;
  links: readonly SiteLink[];
}

/** The footer's link groups: every public marketing route and the app's public entry points. */
export const footerGroups: readonly FooterGroup[] = [
  {
    heading: 'Product',
    links: [
      { href: '/heat-load', label: 'Heat-load calculator' },
      { href: '/#calculators', label: 'All calculators' },
      { href: '/login', label: 'Sign in' },
      { href: '/dashboard', label: 'Dashboard' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { href: '/about', label: 'About' },
      { href: '/blog', label: 'Blog' },
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
