import { useEffect } from 'react'

/** The document title: "<page> | Congregate operators". */
export function useTitle(page: string) {
  useEffect(() => {
    document.title = `${page} | Congregate operators`
  }, [page])
}
