// Spec §4/§9 colour scheme: saved choice wins, else the system preference, else dark.
import type { ColorTheme } from './org'
import { STORAGE_KEYS, readString, writeString } from './storage'

export type ThemeMode = 'lightMode' | 'darkMode'

export const DEFAULT_COLORS: Record<ThemeMode, Required<ColorTheme>> = {
  lightMode: { primary: '#304FFF', secondary: '#F59E0B' },
  darkMode: { primary: '#4c0808', secondary: '#F59E0B' },
}

/** Sidebar background opacity (spec §9). */
export const SIDEBAR_OPACITY: Record<ThemeMode, number> = { lightMode: 0.28, darkMode: 0.92 }

export function isThemeMode(v: unknown): v is ThemeMode {
  return v === 'lightMode' || v === 'darkMode'
}

export type SystemPreference = 'light' | 'dark' | null

export function resolveMode(saved: string | null | undefined, system: SystemPreference): ThemeMode {
  if (isThemeMode(saved)) return saved
  if (system === 'light') return 'lightMode'
  if (system === 'dark') return 'darkMode'
  return 'darkMode'
}

export function systemPreference(): SystemPreference {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null
  if (window.matchMedia('(prefers-color-scheme: dark)').matches) return 'dark'
  if (window.matchMedia('(prefers-color-scheme: light)').matches) return 'light'
  return null
}

export function savedMode(): ThemeMode | null {
  const v = readString(STORAGE_KEYS.currentTheme)
  return isThemeMode(v) ? v : null
}

export function saveMode(mode: ThemeMode): void {
  writeString(STORAGE_KEYS.currentTheme, mode)
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** Organisation colours: index 0 light, index 1 dark; defaults where missing or malformed. */
export function themeColors(themes: ColorTheme[] | null | undefined, mode: ThemeMode): Required<ColorTheme> {
  const t = themes?.[mode === 'lightMode' ? 0 : 1]
  const d = DEFAULT_COLORS[mode]
  return {
    primary: t?.primary && HEX.test(t.primary) ? t.primary : d.primary,
    secondary: t?.secondary && HEX.test(t.secondary) ? t.secondary : d.secondary,
  }
}

/** Writes the mode and colours as CSS variables on <html>, so a change applies at once. */
export function applyTheme(mode: ThemeMode, colors: Required<ColorTheme>, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', mode === 'darkMode')
  root.dataset.theme = mode
  root.style.colorScheme = mode === 'darkMode' ? 'dark' : 'light'
  root.style.setProperty('--brand-primary', colors.primary)
  root.style.setProperty('--brand-secondary', colors.secondary)
  root.style.setProperty('--sidebar-opacity', String(SIDEBAR_OPACITY[mode]))
  const meta = document.querySelector('meta[name="theme-color"]')
  if (meta) meta.setAttribute('content', colors.primary)
}
