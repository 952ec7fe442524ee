// The onboarding host's pages (spec §2 "Onboarding host pages").
export const PATHS = {
  wizard: '/',
  proposal: '/mobile-app-proposal',
  proposalSuccess: '/mobile-app-proposal/success',
  brochure: '/global-giving-ebrochure',
  brochureSuccess: '/global-giving-ebrochure/success',
} as const
