import { useEffect, useEffectEvent, useState } from 'react'
import { Button, TextField } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { PhoneField } from '@/components/PhoneField'
import { useUpdateProfile } from '../api/update-profile'
import { MSG_EMAIL, MSG_NUMBER, isEmail, isInternationalPhone } from '../lib/validation'

export interface ProfileFields {
  firstName: string
  lastName: string
  email: string
  mobile?: string
}

type Errors = Partial<Record<keyof ProfileFields, string>>

export function validateProfile(p: ProfileFields): Errors {
  const e: Errors = {}
  if (!p.firstName.trim()) e.firstName = 'First name is required'
  else if (p.firstName.trim().length > 100) e.firstName = 'First name must be at most 100 characters'
  if (!p.lastName.trim()) e.lastName = 'Last name is required'
  else if (p.lastName.trim().length > 100) e.lastName = 'Last name must be at most 100 characters'
  if (!isEmail(p.email)) e.email = MSG_EMAIL
  if (p.mobile && !isInternationalPhone(p.mobile)) e.mobile = MSG_NUMBER
  return e
}

/** The signed-in user's own profile (spec "admin profile update", multipart). Opened from the user menu. */
export function AdminProfileModal({ open, profile, onClose }: { open: boolean; profile: ProfileFields; onClose: () => void }) {
  const [draft, setDraft] = useState<ProfileFields>(profile)
  const [errors, setErrors] = useState<Errors>({})
  const save = useUpdateProfile()
  // Reset when the dialog opens, not when the profile changes while the user types.
  const reset = useEffectEvent(() => {
    setDraft(profile)
    setErrors({})
  })
  useEffect(() => {
    if (open) reset()
  }, [open])

  const set = (k: keyof ProfileFields) => (v: string) => {
    setDraft((d) => ({ ...d, [k]: v }))
    setErrors((e) => ({ ...e, [k]: undefined }))
  }
  const submit = () => {
    const e = validateProfile(draft)
    setErrors(e)
    if (Object.keys(e).length) return
    save.mutate({ firstName: draft.firstName, lastName: draft.lastName, email: draft.email, mobile: draft.mobile ? [draft.mobile] : [] }, { onSuccess: onClose })
  }

  return (
    <Modal
      open={open}
      title="My profile"
      description="Your name and contact details as your colleagues see them. You sign in with this e-mail or mobile number."
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save profile
          </Button>
        </>
      }
    >
      <form
        className="grid grid-cols-2 gap-4 max-[500px]:grid-cols-1"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <TextField label="First name" name="firstName" value={draft.firstName} onChange={(e) => set('firstName')(e.target.value)} error={errors.firstName} maxLength={100} autoComplete="given-name" />
        <TextField label="Last name" name="lastName" value={draft.lastName} onChange={(e) => set('lastName')(e.target.value)} error={errors.lastName} maxLength={100} autoComplete="family-name" />
        <div className="col-span-2 max-[500px]:col-span-1">
          <TextField label="E-mail" name="email" type="email" value={draft.email} onChange={(e) => set('email')(e.target.value)} error={errors.email} maxLength={100} autoComplete="email" />
        </div>
        <div className="col-span-2 max-[500px]:col-span-1">
          <PhoneField label="Mobile" name="mobile" value={draft.mobile || undefined} onChange={(v) => set('mobile')(v ?? '')} error={errors.mobile} />
        </div>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Modal>
  )
}
