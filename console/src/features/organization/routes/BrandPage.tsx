import { useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, cn } from '@congregate/ui'
import { Card, CardHeader } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { OrgLogo } from '@/components/ui/OrgLogo'
import { useOrg, type ColorTheme } from '@/lib/org'
import { useDeleteLogo } from '../api/delete-logo'
import { useOrganization } from '../api/get-organization'
import type { Brand, LogoType } from '../api/types'
import { useResetColors, useUpdateColors } from '../api/update-colors'
import { useUpdateLogo } from '../api/update-logo'
import { ColorField } from '../components/ColorField'
import { LogoSlot } from '../components/LogoSlot'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { QueryState } from '@/components/ui/QueryState'
import { useAccess } from '@/lib/access'
import { ThemePreview } from '../components/ThemePreview'
import { DEFAULT_THEMES, colorsPayload, draftFromThemes, sameDraft, weakOnWhiteText, type ColorRole, type ModeKey } from '../lib/colors'
import { colorsSchema } from '../lib/validation'

export default function BrandPage() {
  const q = useOrganization()
  return (
    <OrgShell help="organization.brand-logo" title="Brand & colours" description="Your logo and colours on the sign-in screen, the console, e-mails and PDF exports.">
      <QueryState query={q}>
        {(o) => (
          <div className="flex flex-col gap-6">
            <LogosCard brand={o.brand} />
            <ColorsCard key={JSON.stringify(o.colorThemes)} themes={o.colorThemes} />
          </div>
        )}
      </QueryState>
    </OrgShell>
  )
}

const SLOTS: { type: LogoType; title: string; description: string; surface?: 'dark' }[] = [
  { type: 'logo', title: 'Logo', description: 'Sign-in screen, sidebar and PDF exports. A square or wide image works best.' },
  { type: 'logoDark', title: 'Dark-mode logo', description: 'Optional. Shown in dark mode; your main logo is used otherwise.', surface: 'dark' },
  { type: 'favicon', title: 'Browser icon', description: 'The small icon on browser tabs. A square image of at least 64 px.' },
]

function LogosCard({ brand }: { brand: Brand }) {
  const upload = useUpdateLogo()
  const remove = useDeleteLogo()
  const org = useOrg()
  const { canWrite } = useAccess()
  return (
    <Card>
      <CardHeader title="Logo" description="JPEG, PNG or SVG, at most 2 MB. Changes show everywhere at once." />
      <div className="grid grid-cols-3 gap-4 p-5 max-[1000px]:grid-cols-2 max-[600px]:grid-cols-1">
        {SLOTS.map((s) => (
          <LogoSlot
            key={s.type}
            type={s.type}
            title={s.title}
            description={s.description}
            surface={s.surface}
            asset={brand[s.type]}
            busy={upload.isPending || remove.isPending}
            readOnly={!canWrite}
            fallback={s.type === 'favicon' ? <img src={org.favIcons?.[4]?.url ?? 'api/org/favicon.svg'} alt="Generated icon" className="h-12 w-12" /> : <OrgLogo size={72} />}
            onUpload={(file, onProgress) => upload.mutateAsync({ uploads: [{ type: s.type, file }], onProgress })}
            onDelete={() => remove.mutateAsync(s.type)}
          />
        ))}
      </div>
    </Card>
  )
}

const FIELDS: { mode: ModeKey; role: ColorRole; label: string }[] = [
  { mode: 'light', role: 'primary', label: 'Light primary' },
  { mode: 'light', role: 'secondary', label: 'Light secondary' },
  { mode: 'dark', role: 'primary', label: 'Dark primary' },
  { mode: 'dark', role: 'secondary', label: 'Dark secondary' },
]

function ColorsCard({ themes }: { themes: ColorTheme[] }) {
  const org = useOrg()
  const { canWrite } = useAccess()
  const saved = draftFromThemes(themes)
  const form = useZodForm(colorsSchema, { defaultValues: saved })
  const draft = useWatch({ control: form.control }) as typeof saved
  const [confirmReset, setConfirmReset] = useState(false)
  const update = useUpdateColors()
  const reset = useResetColors()
  const dirty = !sameDraft(saved, draft)
  const isDefault = sameDraft(saved, DEFAULT_THEMES)
  const save = form.handleSubmit((v) => update.mutate(colorsPayload(v)))

  return (
    <Card id="colours">
      <form
        aria-label="Colours"
        noValidate
        onSubmit={(e) => void save(e)}
      >
        <CardHeader
          title="Colours"
          description="Primary colours fill buttons, links and the sidebar; secondary colours mark highlights. Saving re-colours the console at once."
          actions={
            canWrite && (
              <Button variant="ghost" size="sm" onClick={() => setConfirmReset(true)} disabled={isDefault || reset.isPending}>
                Reset to defaults
              </Button>
            )
          }
        />
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] gap-6 p-5 max-[900px]:grid-cols-1">
          <fieldset disabled={!canWrite} className="grid grid-cols-2 content-start gap-4 max-[420px]:grid-cols-1">
            <legend className="sr-only">Colours</legend>
            {FIELDS.map((f) => (
              <Controller
                key={`${f.mode}.${f.role}`}
                control={form.control}
                name={`${f.mode}.${f.role}`}
                render={({ field }) => (
                  <ColorField
                    label={f.label}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldError(form, `${f.mode}.${f.role}`)}
                    hint={f.role === 'primary' && weakOnWhiteText(field.value) ? 'White text on this colour is hard to read.' : undefined}
                  />
                )}
              />
            ))}
          </fieldset>
          <div className="grid grid-cols-2 gap-4 max-[600px]:grid-cols-1" aria-label="Live preview">
            <ThemePreview mode="light" primary={draft.light.primary} secondary={draft.light.secondary} name={org.fullName} />
            <ThemePreview mode="dark" primary={draft.dark.primary} secondary={draft.dark.secondary} name={org.fullName} />
          </div>
        </div>
        <div className={cn('flex flex-wrap items-center gap-3 border-t border-slate-100 px-5 py-3 dark:border-neutral-800', !canWrite && 'hidden')}>
          <p className="min-w-0 flex-1 text-xs text-slate-500 dark:text-neutral-400" aria-live="polite">
            {dirty ? 'The preview shows your unsaved colours.' : 'These are your saved colours.'}
          </p>
          <Button
            variant="secondary"
            disabled={!dirty || update.isPending}
            onClick={() => form.reset()}
          >
            Discard
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!dirty}>
            Save colours
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmReset}
        title="Reset the colours?"
        message="Light primary #304FFF and dark primary #4C0808, the Congregate defaults, replace your colours."
        confirmLabel="Reset colours"
        loading={reset.isPending}
        onClose={() => setConfirmReset(false)}
        onConfirm={() => reset.mutate(undefined, { onSettled: () => setConfirmReset(false) })}
      />
    </Card>
  )
}
