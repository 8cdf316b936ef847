/** the routes of spec §2.1, written out from the spec's table */
export const ROUTES_OF_SPEC = [
  '/',
  '/about',
  '/contacts',
  '/anket',
  '/reviews',
  '/news',
  '/news/nomination-2011',
  '/news/victory-2012',
  '/research',
  '/research/m2-macrophages-cerebral-palsy',
  '/patents',
  '/services',
  '/services/treatment-methods',
  '/services/method-1',
  '/services/method-2',
  '/services/m2-macrophage-therapy',
  '/services/neurometabolic-therapy',
  '/services/cytokine-therapy',
  '/services/complex-cerebral-palsy-treatment',
  '/services/tbi-consequences-treatment',
  '/services/stroke-rehabilitation',
  '/services/epilepsy-treatment',
  '/services/autism-asd-treatment',
  '/prices',
  '/prices/price-list',
  '/promotions',
  '/promotions/special-offers',
  '/accordion-example',
  '/privacy-policy',
] as const;

/** pages beyond spec §2.1, in no sidebar: «Сведения о медицинской организации», linked from the footer; «Согласие на обработку персональных данных», linked from the forms' consent checkbox and the policy; «Согласие на обработку сведений о состоянии здоровья», linked from the policy and, under written-consent, from the anket */
export const ROUTES_BEYOND_SPEC = ['/medical-organization', '/consent', '/consent-health'] as const;

/** every route the content has */
export const ALL_ROUTES = [...ROUTES_OF_SPEC, ...ROUTES_BEYOND_SPEC] as const;
