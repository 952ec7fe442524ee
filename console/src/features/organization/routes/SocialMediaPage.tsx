import { fieldError } from '@congregate/ui/forms'
import { TextField } from '@congregate/ui'
import { useSocialMedia } from '../api/get-social-media'
import { SOCIAL_NETWORKS, type SocialMedia, type SocialNetwork } from '../api/types'
import { useUpdateSocialMedia } from '../api/update-social-media'
import { FormCard } from '../components/FormCard'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { QueryState } from '@/components/ui/QueryState'
import { useSettingsForm } from '../lib/settings-form'
import { socialSchema } from '../lib/validation'

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
  const save = useUpdateSocialMedia()
  const { form, card } = useSettingsForm(socialSchema, initial, (changes) => save.mutate(changes))

  return (
    <FormCard title="Social media links" description="Leave a network empty to hide it. Links must start with https:// or http://." saving={save.isPending} {...card}>
      {SOCIAL_NETWORKS.map((k) => (
        <TextField
          key={k}
          label={NETWORKS[k].label}
          type={k === 'whatsapp' ? 'text' : 'url'}
          placeholder={NETWORKS[k].placeholder}
          hint={NETWORKS[k].hint}
          {...form.register(k)}
          error={fieldError(form, k)}
        />
      ))}
    </FormCard>
  )
}
