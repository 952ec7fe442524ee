// Spec §5 rules of the wizard's step-3 form.
import {
  V,
  validateEmail,
  validatePassword,
  validatePasswordConfirm,
  validatePhone,
  validateShortName,
  validateTerms,
  validateText,
  validateWebsite,
} from '@/lib/validation'
import type { DetailsErrors, DetailsValues } from './details'

export function validateDetails(v: DetailsValues): DetailsErrors {
  return {
    church_name: validateText(v.church_name),
    church_short_name: validateShortName(v.church_short_name),
    church_website: validateWebsite(v.church_website),
    church_address: validateText(v.church_address, V.addressRequired),
    church_email: validateEmail(v.church_email),
    church_phone_number: validatePhone(v.church_phone_number),
    admin_firstname: validateText(v.admin_firstname),
    admin_lastname: validateText(v.admin_lastname),
    admin_email: validateEmail(v.admin_email),
    admin_password: validatePassword(v.admin_password),
    confirm_password: validatePasswordConfirm(v.admin_password, v.confirm_password),
    admin_phone_number: validatePhone(v.admin_phone_number),
    terms: validateTerms(v.terms),
  }
}
