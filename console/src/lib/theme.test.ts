import { describe, expect, it } from 'vitest'
import { applyTheme, resolveMode, themeColors } from './theme'

describe('resolveMode (spec §4)', () => {
  it('prefers the saved choice', () => {
    expect(resolveMode('lightMode', 'dark')).toBe('lightMode')
    expect(resolveMode('darkMode', 'light')).toBe('darkMode')
  })
  it('falls back to the system preference', () => {
    expect(resolveMode(null, 'light')).toBe('lightMode')
    expect(resolveMode(null, 'dark')).toBe('darkMode')
    expect(resolveMode('garbage', 'light')).toBe('lightMode')
  })
  it('defaults to dark', () => {
    expect(resolveMode(null, null)).toBe('darkMode')
  })
})

describe('themeColors', () => {
  it('uses index 0 for light and 1 for dark', () => {
    const themes = [{ primary: '#111111', secondary: '#222222' }, { primary: '#333333', secondary: '#444444' }]
    expect(themeColors(themes, 'lightMode')).toEqual({ primary: '#111111', secondary: '#222222' })
    expect(themeColors(themes, 'darkMode')).toEqual({ primary: '#333333', secondary: '#444444' })
  })
  it('defaults to #304FFF light and #4c0808 dark', () => {
    expect(themeColors(undefined, 'lightMode').primary).toBe('#304FFF')
    expect(themeColors([], 'darkMode').primary).toBe('#4c0808')
    expect(themeColors([{ primary: 'red; background:url(x)' }], 'lightMode').primary).toBe('#304FFF')
  })
})

describe('applyTheme', () => {
  it('writes CSS variables and the dark class', () => {
    const el = document.createElement('html')
    applyTheme('darkMode', { primary: '#4c0808', secondary: '#f59e0b' }, el)
    expect(el.classList.contains('dark')).toBe(true)
    expect(el.style.getPropertyValue('--brand-primary')).toBe('#4c0808')
    expect(el.style.getPropertyValue('--sidebar-opacity')).toBe('0.92')
    applyTheme('lightMode', { primary: '#304FFF', secondary: '#f59e0b' }, el)
    expect(el.classList.contains('dark')).toBe(false)
    expect(el.style.getPropertyValue('--sidebar-opacity')).toBe('0.28')
  })
})
