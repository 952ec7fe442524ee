import { render, screen } from '@testing-library/react'
import { FLAG_URL } from './flags'
import { DEFAULT_COUNTRY, PhoneField } from './PhoneField'

function flag(): HTMLImageElement {
  const img = document.querySelector<HTMLImageElement>('img.PhoneInputCountryIconImg')
  if (!img) throw new Error('no flag image')
  return img
}

describe('PhoneField', () => {
  it("starts on the server's default country (contact.DefaultCountry)", () => {
    expect(DEFAULT_COUNTRY).toBe('US')
    render(<PhoneField label="Phone" value={undefined} onChange={() => {}} />)
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1')
    expect(screen.getByRole('combobox')).toHaveValue('US')
  })

  it('starts on the country it is given', () => {
    render(<PhoneField label="Phone" value={undefined} onChange={() => {}} defaultCountry="GB" />)
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+44')
  })

  it("loads only the shown flag, from the app's own origin", () => {
    expect(FLAG_URL).toMatch(/^\/assets\/flags/)
    const { unmount } = render(<PhoneField label="Phone" value="+442079460000" onChange={() => {}} />)
    expect(flag().getAttribute('src')).toBe(FLAG_URL.replace('{XX}', 'GB'))
    expect(document.querySelectorAll('svg[class*="PhoneInputCountryIcon"] path').length).toBe(0)
    unmount()
    render(<PhoneField label="Phone" value={undefined} onChange={() => {}} flagUrl="./assets/flags-x/{XX}.svg" />)
    expect(flag().getAttribute('src')).toBe('./assets/flags-x/US.svg')
  })

  it('names its error', () => {
    render(<PhoneField label="Phone" value={undefined} onChange={() => {}} error="This number is invalid" />)
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('This number is invalid')
  })
})
