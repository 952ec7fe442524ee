import { colorsSchema } from './validation'
import { colorMessage, colorsPayload, contrastRatio, draftFromThemes, normalizeHex, sameDraft, textOn, weakOnWhiteText, DEFAULT_THEMES } from './colors'

describe('normalizeHex', () => {
  it.each([
    ['#304fff', '#304FFF'],
    ['304FFF', '#304FFF'],
    ['  #3af ', '#33AAFF'],
    ['abc', '#AABBCC'],
  ])('%s → %s', (input, out) => expect(normalizeHex(input)).toBe(out))

  it.each(['', '#', '#12', '#12345', '#1234567', 'red', '#GGGGGG', 'rgb(0,0,0)'])('refuses %j', (input) => expect(normalizeHex(input)).toBeNull())
})

describe('draftFromThemes', () => {
  it('reads index 0 as light and 1 as dark', () => {
    const d = draftFromThemes([
      { primary: '#111111', secondary: '#222222' },
      { primary: '#333333', secondary: '#444444' },
    ])
    expect(d).toEqual({ light: { primary: '#111111', secondary: '#222222' }, dark: { primary: '#333333', secondary: '#444444' } })
  })

  it('falls back to the spec defaults for missing or malformed colours', () => {
    expect(draftFromThemes(undefined)).toEqual(DEFAULT_THEMES)
    const d = draftFromThemes([{ primary: 'blue' }])
    expect(d.light.primary).toBe('#304FFF')
    expect(d.dark.primary).toBe('#4C0808')
  })
})

describe('colorsSchema', () => {
  it('names each bad colour with the API message', () => {
    const d = { light: { primary: '#304FFF', secondary: 'nope' }, dark: { primary: '', secondary: '#fff' } }
    expect(messages(d)).toEqual({
      'light.secondary': 'Light secondary colour must be a colour like #304FFF',
      'dark.primary': 'Dark primary colour must be a colour like #304FFF',
    })
    expect(colorMessage('dark', 'secondary')).toBe('Dark secondary colour must be a colour like #304FFF')
  })

  it('accepts a valid draft', () => expect(messages(DEFAULT_THEMES)).toEqual({}))
})

describe('colorsPayload', () => {
  it('sends two entries, light first, upper-case #RRGGBB', () => {
    const d = { light: { primary: '#abc', secondary: '00b8d9' }, dark: { primary: '#4c0808', secondary: '#E0A800' } }
    expect(colorsPayload(d)).toEqual({
      colorThemes: [
        { primary: '#AABBCC', secondary: '#00B8D9' },
        { primary: '#4C0808', secondary: '#E0A800' },
      ],
    })
  })
})

describe('sameDraft', () => {
  it('compares normalised colours', () => {
    expect(sameDraft(DEFAULT_THEMES, { ...DEFAULT_THEMES, light: { primary: '#304fff', secondary: '00B8D9' } })).toBe(true)
    expect(sameDraft(DEFAULT_THEMES, { ...DEFAULT_THEMES, light: { primary: '#304FFE', secondary: '#00B8D9' } })).toBe(false)
  })
})

describe('contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 0)
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5)
  })

  it('picks readable text and flags pale primaries', () => {
    expect(textOn('#304FFF')).toBe('#FFFFFF')
    expect(textOn('#FFE066')).toBe('#111827')
    expect(weakOnWhiteText('#FFE066')).toBe(true)
    expect(weakOnWhiteText('#4C0808')).toBe(false)
  })
})

function messages(v: unknown) {
  return Object.fromEntries((colorsSchema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
}
