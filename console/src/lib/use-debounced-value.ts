import { useEffect, useState } from 'react'

/** The value, once it has stopped changing for `ms` (search boxes, filters). */
export function useDebouncedValue<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value)
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms)
    return () => clearTimeout(t)
  }, [value, ms])
  return v
}
