// The organisation's colours (spec §3 colorThemes: index 0 light, 1 dark; §9 defaults) as the
// colours page edits them, with the API's rules (docs/organization-api.md "colors/update").
import type { ColorTheme } from '@/lib/org'

export type ModeKey = 'light' | 'dark'
export type ColorRole = 'primary' | 'secondary'
export type ColorDraft = Record<ModeKey, Record<ColorRole, string>>

/** The API's reset values: spec §9 light primary #304FFF, dark primary #4C0808. */
export const DEFAULT_THEMES: ColorDraft = {
  light: { primary: '#304FFF', secondary: '#00B8D9' },
  dark: { primary: '#4C0808', secondary: '#E0A800' },
}

const MODE_LABEL: Record<ModeKey, string> = { light: 'Light', dark: 'Dark' }

/** `#3af`, `3AF`, `#33aaff` → `#33AAFF`; anything else → null. */
export function normalizeHex(input: string): string | null {
  const s = input.trim().replace(/^#/, '')
  if (/^[0-9a-f]{3}$/i.test(s)) return `#${[...s].map((c) => c + c).join('')}`.toUpperCase()
  if (/^[0-9a-f]{6}$/i.test(s)) return `#${s}`.toUpperCase()
  return null
}

/** The API's message, e.g. "Light primary colour must be a colour like #304FFF". */
export function colorMessage(mode: ModeKey, role: ColorRole): string {
  return `${MODE_LABEL[mode]} ${role} colour must be a colour like #304FFF`
}

export function draftFromThemes(themes: ColorTheme[] | null | undefined): ColorDraft {
  const pick = (i: number, mode: ModeKey, role: ColorRole) => normalizeHex(themes?.[i]?.[role] ?? '') ?? DEFAULT_THEMES[mode][role]
  return {
    light: { primary: pick(0, 'light', 'primary'), secondary: pick(0, 'light', 'secondary') },
    dark: { primary: pick(1, 'dark', 'primary'), secondary: pick(1, 'dark', 'secondary') },
  }
}

/** The colors/update body; call only on a draft without errors (validation.ts colorsSchema). */
export function colorsPayload(d: ColorDraft): { colorThemes: [ColorTheme, ColorTheme] } {
  const n = (s: string) => normalizeHex(s) ?? s
  return {
    colorThemes: [
      { primary: n(d.light.primary), secondary: n(d.light.secondary) },
      { primary: n(d.dark.primary), secondary: n(d.dark.secondary) },
    ],
  }
}

export function sameDraft(a: ColorDraft, b: ColorDraft): boolean {
  return (['light', 'dark'] as const).every((m) => (['primary', 'secondary'] as const).every((r) => normalizeHex(a[m][r]) === normalizeHex(b[m][r])))
}

function channel(c: number): number {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance of a #RRGGBB colour. */
export function luminance(hex: string): number {
  const h = normalizeHex(hex) ?? '#000000'
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16))
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!)
}

/** WCAG contrast ratio (1–21) between two colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

/** White or near-black, whichever reads better on the colour. */
export function textOn(hex: string): '#FFFFFF' | '#111827' {
  return contrastRatio(hex, '#FFFFFF') >= contrastRatio(hex, '#111827') ? '#FFFFFF' : '#111827'
}

/** Buttons carry white text on the primary colour: below 3:1 (WCAG large text) it is hard to read. */
export function weakOnWhiteText(hex: string): boolean {
  const h = normalizeHex(hex)
  return !!h && contrastRatio(h, '#FFFFFF') < 3
}
