import { isSupportedCountry } from 'react-phone-number-input'
import { DEFAULT_COUNTRY, PhoneField as KitPhoneField, type PhoneFieldProps } from '@congregate/ui'
import { useOrgInfo } from '@/lib/org'

/**
 * The kit's phone field starting on the church's default country (system setting defaultCountry):
 * the server reads numbers typed without a country code the same way (contact.Phone).
 */
export function PhoneField(props: Omit<PhoneFieldProps, 'defaultCountry'>) {
  const setting = useOrgInfo().data?.systemSettings?.defaultCountry
  const country = typeof setting === 'string' && isSupportedCountry(setting) ? setting : DEFAULT_COUNTRY
  return <KitPhoneField {...props} defaultCountry={country} />
}
