import { useId } from 'react'
import { Controller } from 'react-hook-form'
import type { z } from 'zod'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { PhoneField } from '@/components/PhoneField'
import { useUpdateProfile, type ProfileUpdate } from '../api/update-profile'
import { profileSchema } from '../lib/validation'

export type ProfileFields = z.input<typeof profileSchema>

/** The update (multipart, not in the OpenAPI document) takes the mobile as repeated entries. */
export function profileBody(v: z.output<typeof profileSchema>): ProfileUpdate {
  return { firstName: v.firstName, lastName: v.lastName, email: v.email, mobile: v.mobile ? [v.mobile] : [] }
}

/**
 * The signed-in user's own profile (spec "admin profile update", multipart). Opened from the user
 * menu, which mounts it while open: the form starts from the profile then, not when it changes
 * while the user types.
 */
export function AdminProfileModal({ open, profile, onClose }: { open: boolean; profile: ProfileFields; onClose: () => void }) {
  return open ? <ProfileDialog profile={profile} onClose={onClose} /> : null
}

function ProfileDialog({ profile, onClose }: { profile: ProfileFields; onClose: () => void }) {
  const formId = useId()
  const save = useUpdateProfile()
  const form = useZodForm(profileSchema, { defaultValues: profile })
  const submit = form.handleSubmit((v) => save.mutate(profileBody(v), { onSuccess: onClose }))
  const field = (name: 'firstName' | 'lastName' | 'email') => ({ ...form.register(name), error: fieldError(form, name) })

  return (
    <Modal
      open
      title="My profile"
      description="Your name and contact details as your colleagues see them. You sign in with this e-mail or mobile number."
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            Save profile
          </Button>
        </>
      }
    >
      <form id={formId} className="grid grid-cols-2 gap-4 max-[500px]:grid-cols-1" noValidate onSubmit={(e) => void submit(e)}>
        <TextField label="First name" {...field('firstName')} maxLength={100} autoComplete="given-name" />
        <TextField label="Last name" {...field('lastName')} maxLength={100} autoComplete="family-name" />
        <div className="col-span-2 max-[500px]:col-span-1">
          <TextField label="E-mail" type="email" {...field('email')} maxLength={100} autoComplete="email" />
        </div>
        <div className="col-span-2 max-[500px]:col-span-1">
          <Controller
            control={form.control}
            name="mobile"
            render={({ field: f }) => <PhoneField label="Mobile" name="mobile" value={f.value || undefined} onChange={(v) => f.onChange(v ?? '')} error={fieldError(form, 'mobile')} />}
          />
        </div>
      </form>
    </Modal>
  )
}
