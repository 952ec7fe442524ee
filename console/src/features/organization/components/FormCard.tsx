import type { FormEvent, ReactNode } from 'react'
import { Button } from '@congregate/ui'
import { Card, CardHeader } from '@/components/ui/Card'
import { useAccess } from '@/lib/access'

/**
 * A settings form in a card: fields in a responsive grid, and a footer whose Save and Discard
 * wake up once something changed.
 */
export function FormCard({
  title,
  description,
  dirty,
  saving,
  onSubmit,
  onDiscard,
  children,
  saveLabel = 'Save changes',
  footerNote,
  headerActions,
  readOnly,
}: {
  title: string
  description?: ReactNode
  dirty: boolean
  saving: boolean
  onSubmit: () => void
  onDiscard: () => void
  children: ReactNode
  saveLabel?: string
  footerNote?: ReactNode
  headerActions?: ReactNode
  /** Defaults to the user's access: without organization write the form is shown, not editable. */
  readOnly?: boolean
}) {
  const { canWrite } = useAccess()
  const locked = readOnly ?? !canWrite
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit()
  }
  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label={title}>
        <CardHeader title={title} description={description} actions={headerActions} />
        <fieldset disabled={locked} className="grid grid-cols-2 gap-4 px-5 py-5 max-[767px]:grid-cols-1">
          {children}
        </fieldset>
        {locked ? (
          <p className="border-t border-slate-100 px-5 py-3 text-xs text-slate-500 dark:border-neutral-800 dark:text-neutral-400">You can view these settings; changing them needs full Organisation access.</p>
        ) : (
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 px-5 py-3 dark:border-neutral-800">
            <p className="min-w-0 flex-1 text-xs text-slate-500 dark:text-neutral-400" aria-live="polite">
              {dirty ? 'You have unsaved changes.' : (footerNote ?? 'All changes saved.')}
            </p>
            <Button variant="secondary" onClick={onDiscard} disabled={!dirty || saving}>
              Discard
            </Button>
            <Button type="submit" loading={saving} disabled={!dirty}>
              {saveLabel}
            </Button>
          </div>
        )}
      </form>
    </Card>
  )
}

/** A field that takes the whole row of a FormCard grid. */
export function Wide({ children }: { children: ReactNode }) {
  return <div className="col-span-2 max-[767px]:col-span-1">{children}</div>
}
