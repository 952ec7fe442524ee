import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import { useOrgInfo } from '@/lib/org'
import { applyTheme, resolveMode, saveMode, savedMode, systemPreference, themeColors, type ThemeMode } from '@/lib/theme'

interface ThemeCtx {
  mode: ThemeMode
  setMode: (m: ThemeMode) => void
  toggle: () => void
}

const Ctx = createContext<ThemeCtx | null>(null)

export function ThemeProvider({ children }: { children: ReactNode }) {
  const { data: org } = useOrgInfo()
  const [mode, setModeState] = useState<ThemeMode>(() => resolveMode(savedMode(), systemPreference()))

  // Follow the system while the user has not chosen (spec §4: saved choice wins).
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const mq = window.matchMedia('(prefers-color-scheme: dark)')
    const onChange = () => {
      if (!savedMode()) setModeState(resolveMode(null, systemPreference()))
    }
    mq.addEventListener?.('change', onChange)
    return () => mq.removeEventListener?.('change', onChange)
  }, [])

  useLayoutEffect(() => {
    applyTheme(mode, themeColors(org?.colorThemes, mode))
  }, [mode, org?.colorThemes])

  const setMode = useCallback((m: ThemeMode) => {
    saveMode(m)
    setModeState(m)
  }, [])
  const toggle = useCallback(() => setMode(mode === 'darkMode' ? 'lightMode' : 'darkMode'), [mode, setMode])
  const value = useMemo(() => ({ mode, setMode, toggle }), [mode, setMode, toggle])
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>
}

export function useTheme(): ThemeCtx {
  const c = useContext(Ctx)
  if (!c) throw new Error('useTheme outside ThemeProvider')
  return c
}
