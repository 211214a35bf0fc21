import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * `useMergeRefs` of @floating-ui/react, on Mantine's own hook. Mantine's ScrollArea (in every Table,
 * so on /heat-load) imports only this from @floating-ui/react, whose one module would otherwise come
 * whole with it (12 KB gzipped of positioning code a page without popovers never runs);
 * vite.config.ts points that one import here.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): (node: T | null) => void {
  return useMergedRef<T>(...refs);
}
