/** Compass orientations of walls and windows; `roof` (surfaces) and `horizontal` (skylights) face up. */
export const BUILDING_ORIENTATIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export const BUILDING_SURFACE_ORIENTATIONS = [...BUILDING_ORIENTATIONS, 'roof'] as const;
export const BUILDING_WINDOW_ORIENTATIONS = [...BUILDING_ORIENTATIONS, 'horizontal'] as const;
export type BuildingSurfaceOrientation = (typeof BUILDING_SURFACE_ORIENTATIONS)[number];
export type BuildingWindowOrientation = (typeof BUILDING_WINDOW_ORIENTATIONS)[number];
