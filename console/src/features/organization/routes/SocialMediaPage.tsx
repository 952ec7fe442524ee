import { useState } from 'react'
import { TextField } from '@congregate/ui'
import { useSocialMedia } from '../api/get-social-media'
import { SOCIAL_NETWORKS, type SocialMedia, type SocialNetwork } from '../api/types'
import { useUpdateSocialMedia } from '../api/update-social-media'
import { FormCard } from '../components/FormCard'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { QueryState } from '@/components/ui/QueryState'
import { changedFields, hasErrors, validateSocial, type Errors } from '../lib/validation'

const NETWORKS: Record<SocialNetwork, { label: string; placeholder: string; hint?: string }> = {
  facebook: { label: 'Facebook', placeholder: 'https://facebook.com/yourchurch' },
  instagram: { label: 'Instagram', placeholder: 'https://instagram.com/yourchurch' },
  x: { label: 'X (Twitter)', placeholder: 'https://x.com/yourchurch' },
  youtube: { label: 'YouTube', placeholder: 'https://youtube.com/@yourchurch' },
  tiktok: { label: 'TikTok', placeholder: 'https://tiktok.com/@yourchurch' },
  linkedin: { label: 'LinkedIn', placeholder: 'https://linkedin.com/company/yourchurch' },
  whatsapp: { label: 'WhatsApp', placeholder: 'https://wa.me/15551230000 or +15551230000', hint: 'A link, or an international number starting with +.' },
}

export default function SocialMediaPage() {
  const q = useSocialMedia()
  return (
    <OrgShell help="organization.socialmedia" title="Social media" description="Links shown in your e-mails and on your app, so people can follow your church.">
      <QueryState query={q}>{(s) => <SocialForm key={JSON.stringify(s)} initial={s} />}</QueryState>
    </OrgShell>
  )
}

function SocialForm({ initial }: { initial: SocialMedia }) {
  const [draft, setDraft] = useState<SocialMedia>(initial)
  const [errors, setErrors] = useState<Errors<SocialNetwork>>({})
  const save = useUpdateSocialMedia()
  const changes = changedFields(initial, draft)
  const dirty = Object.keys(changes).length > 0

  const submit = () => {
    const e = validateSocial(draft)
    setErrors(e)
    if (!hasErrors(e)) save.mutate(changes)
  }

  return (
    <FormCard
      title="Social media links"
      description="Leave a network empty to hide it. Links must start with https:// or http://."
      dirty={dirty}
      saving={save.isPending}
      onSubmit={submit}
      onDiscard={() => {
        setDraft(initial)
        setErrors({})
      }}
    >
      {SOCIAL_NETWORKS.map((k) => (
        <TextField
          key={k}
          label={NETWORKS[k].label}
          name={k}
          type={k === 'whatsapp' ? 'text' : 'url'}
          value={draft[k]}
          placeholder={NETWORKS[k].placeholder}
          hint={NETWORKS[k].hint}
          error={errors[k]}
          onChange={(e) => {
            setDraft((d) => ({ ...d, [k]: e.target.value }))
            if (errors[k]) setErrors((x) => ({ ...x, [k]: undefined }))
          }}
        />
      ))}
    </FormCard>
  )
}
