import type { ApiData } from '@/api'
import { api } from '@/lib/api-client'

export type ShortNameCheck = ApiData<'/api/onboarding/short-name-check', 'get'>

/** 200 with data.available; a 400 (rule broken, reserved) carries data.short_name[0] (ApiError.fields). */
export const checkShortName = (shortName: string, signal?: AbortSignal) =>
  api.get<ShortNameCheck>(`/api/onboarding/short-name-check?short_name=${encodeURIComponent(shortName)}`, signal)
