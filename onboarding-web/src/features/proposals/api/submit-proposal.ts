import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Spec §3 "Proposal form". */
export interface ProposalInput {
  first_name: string
  last_name: string
  email: string
  church_name: string
  phone_number: string
  church_website: string
}

export const submitProposal = (input: ProposalInput) => api.post<{ proposalUrl: string }>('/api/onboarding/proposals', input)

export function useSubmitProposal() {
  return useMutation({ mutationFn: submitProposal })
}
