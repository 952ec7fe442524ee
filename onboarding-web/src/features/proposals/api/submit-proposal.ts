import { useMutation } from '@tanstack/react-query'
import type { ApiBody, ApiData, Sent } from '@/api'
import { api } from '@/lib/api-client'

/** Spec §3 "Proposal form". */
export type ProposalInput = Sent<ApiBody<'/api/onboarding/proposals'>, 'first_name' | 'last_name' | 'email' | 'church_name' | 'phone_number' | 'church_website'>

export const submitProposal = (input: ProposalInput) => api.post<ApiData<'/api/onboarding/proposals'>>('/api/onboarding/proposals', input)

export function useSubmitProposal() {
  return useMutation({ mutationFn: submitProposal })
}
