import { useMutation } from '@tanstack/react-query'
import type { ApiBody, ApiData } from '@/api'
import { api } from '@/lib/api-client'
import type { ProposalInput } from './submit-proposal'

/** Spec §9: the four brochure roles. */
export const ROLES = ['Pastor', 'Ministry Leader', 'Member', 'Other'] as const
export type Role = (typeof ROLES)[number]

/** Spec §3 "Brochure form": the proposal fields plus role and ip (the server takes the real ip). */
export type BrochureInput = Omit<ApiBody<'/api/onboarding/brochures'>, keyof ProposalInput | 'role'> & ProposalInput & { role: Role }

export const submitBrochure = (input: BrochureInput) => api.post<ApiData<'/api/onboarding/brochures'>>('/api/onboarding/brochures', input)

export function useSubmitBrochure() {
  return useMutation({ mutationFn: submitBrochure })
}
