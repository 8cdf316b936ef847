// The pages the app's own frame links to on every page — the logo, «Заполнить анкету», the
// footer's policy and legal information, the consent text beside each form's checkbox — so the
// content check knows they are reached without a link in the content (pipeline/check/reachable-pages.ts).

export const SHELL_ROUTES = {
  home: '/',
  anket: '/anket',
  privacyPolicy: '/privacy-policy',
  medicalOrganization: '/medical-organization',
  consent: '/consent',
  /** the anket's separate consent to the health data, when the clinic's healthDataBasis asks for it */
  healthConsent: '/consent-health',
} as const;
