import { useQuery } from '@tanstack/react-query'
import type { Operator } from '@/api'
import { opsApi } from './ops-api'

export const ME_KEY = ['me'] as const

/** The signed-in operator (null while loading); a 401 has already sent the page to /sign-in. */
export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: opsApi.me, staleTime: 60_000, retry: false, meta: { errorToast: false } })
}

/** Whether the operator may write (role operator); support reads only. */
export function canWrite(me: Operator | null | undefined): boolean {
  return me?.role === 'operator'
}

/** canWrite of the signed-in operator. */
export function useCanWrite(): boolean {
  return canWrite(useMe().data)
}
