import { useEffect } from 'react'
import { pageTitle } from './platform'

export function useTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page)
  }, [page])
}
