/** the four sidebar groups of spec §2.7 */
export const SIDEBAR_IDS = ['main', 'services', 'prices', 'promotions'] as const;
