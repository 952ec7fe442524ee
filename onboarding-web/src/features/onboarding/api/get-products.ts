import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Product } from './types'

export const getProducts = (signal?: AbortSignal) => api.get<Product[]>('/api/onboarding/products', signal).then((e) => e.data)

export const productsQuery = () => queryOptions({ queryKey: ['onboarding', 'products'], queryFn: ({ signal }) => getProducts(signal), staleTime: 5 * 60_000 })

export function useProducts() {
  return useQuery(productsQuery())
}
