import { type CollectionEntry, getCollection } from 'astro:content';
import type { Feature, FeaturePage } from '../lib/content-schemas';
import { FEATURE_SLUGS } from './calculator-groups';
import type { SiteLink } from './site';

/** A feature page, from the feature table or from its own Markdown file. */
export type FeatureView =
  | { kind: 'table'; slug: string; data: Feature }
  | { kind: 'page'; slug: string; data: FeaturePage; entry: CollectionEntry<'featurePages'> };

/**
 * Every feature page, in the spec's order: the eight of the feature table, then the pages that have
 * their own Markdown file (`/features/pipe-sizer`).
 */
export async function getFeatures(): Promise<FeatureView[]> {
  const table = (await getCollection('features')).sort(
    (a, b) => FEATURE_SLUGS.indexOf(a.data.id) - FEATURE_SLUGS.indexOf(b.data.id),
  );
  const pages = (await getCollection('featurePages')).sort((a, b) => a.id.localeCompare(b.id));
  return [
    ...table.map((entry): FeatureView => ({ kind: 'table', slug: entry.id, data: entry.data })),
    ...pages.map((entry): FeatureView => ({
      kind: 'page',
      slug: entry.id,
      data: entry.data,
      entry,
    })),
  ];
}

/** Path of a feature page. */
export function featurePath(slug: string): string {
  return `/features/${slug}`;
}

/** Links to every feature page, labelled with the feature's title, for the footer. */
export async function getFeatureLinks(): Promise<SiteLink[]> {
  return (await getFeatures()).map((feature) => ({
    href: featurePath(feature.slug),
    label: feature.data.title,
  }));
}
