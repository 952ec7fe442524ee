import { useMutation } from '@tanstack/react-query'
import type { ApiData } from '@/api'
import { api } from '@/lib/api-client'

// Spec §3: the generated password is read from responseData.generatedPassword and the envelope id
// from responseData.envelopeId.
export const generatePassword = async () => (await api.post<ApiData<'/api/people/generate-password'>>('/api/people/generate-password', {})).responseData.generatedPassword
export const generateEnvelopeId = async () => (await api.post<ApiData<'/api/people/generate-envelope-id'>>('/api/people/generate-envelope-id', {})).responseData.envelopeId

export function useGeneratePassword() {
  return useMutation({ mutationFn: generatePassword })
}

export function useGenerateEnvelopeId() {
  return useMutation({ mutationFn: generateEnvelopeId })
}
