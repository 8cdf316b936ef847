/** Icon names a content block may ask for; the app maps each to an inline SVG of its own. */
export const ICON_NAMES = [
  'brain',
  'child',
  'stethoscope',
  'syringe',
  'pill',
  'microscope',
  'dna',
  'heart',
  'activity',
  'shield',
  'hand',
  'calendar',
  'document',
  'phone',
  'map-pin',
  'star',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
