import { useState } from 'react'
import { Button, Spinner, TextField } from '@congregate/ui'
import { ConfirmDialog, Modal } from '@/components/ui/Modal'
import { Menu, MenuItem, MenuLabel, MenuRadioGroup, MenuRadioItem, MenuSeparator } from '@/components/ui/Menu'
import { savedListNameError, useSavedListCall, useSavedLists, type SavedList } from '../api/saved-lists'
import { describeListing, fromSavedFilters, sameListing, toFilterRequest, type ListingState } from '../lib/filters'

/**
 * Saved lists on the listing toolbar: open one (its filters run again, so it follows the
 * directory), save the current view under a name, or delete the list on view. Shared by the staff.
 */
export function SavedListsMenu({ state, onOpen }: { state: ListingState; onOpen: (s: ListingState) => void }) {
  const lists = useSavedLists()
  const [saving, setSaving] = useState(false)
  const [deleting, setDeleting] = useState<SavedList | null>(null)
  const call = useSavedListCall()
  const current = lists.data?.find((l) => sameListing(fromSavedFilters(l.filters), state))

  return (
    <>
      <Menu
        label="Saved lists"
        align="start"
        className="w-72"
        trigger={
          <>
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M6 3h12v18l-6-4-6 4V3Z" />
            </svg>
            <span className="max-w-40 truncate max-[500px]:sr-only">{current ? current.name : 'Saved lists'}</span>
          </>
        }
      >
        <MenuLabel className="text-sm font-semibold">Saved lists</MenuLabel>
        {lists.isPending ? (
          <MenuLabel>
            <Spinner className="text-slate-400" />
          </MenuLabel>
        ) : lists.isError ? (
          <MenuLabel className="text-sm text-red-600 dark:text-red-400">{lists.error.message}</MenuLabel>
        ) : lists.data.length === 0 ? (
          <MenuLabel className="text-sm text-slate-500 dark:text-neutral-400">No saved lists yet. Filter the directory, then save the view to find the same people again later.</MenuLabel>
        ) : (
          <MenuRadioGroup label="Saved lists" value={current ? String(current.id) : ''}>
            {lists.data.map((l) => (
              <MenuRadioItem key={l.id} value={String(l.id)} title={l.createdBy ? `Saved by ${l.createdBy}` : undefined} onSelect={() => onOpen(fromSavedFilters(l.filters))}>
                {l.name}
              </MenuRadioItem>
            ))}
          </MenuRadioGroup>
        )}
        <MenuSeparator />
        {/* The list on view can be deleted (open a list to delete it): no submenu, which has no room on a phone. */}
        {current ? (
          <MenuItem danger onSelect={() => setDeleting(current)}>
            <span className="min-w-0 truncate">Delete “{current.name}”…</span>
          </MenuItem>
        ) : (
          <MenuItem onSelect={() => setSaving(true)}>Save this view as a list…</MenuItem>
        )}
      </Menu>

      <SaveListModal open={saving} state={state} onClose={() => setSaving(false)} />
      <ConfirmDialog
        open={!!deleting}
        title={`Delete the list “${deleting?.name ?? ''}”?`}
        message="The list is removed for every staff member. The people in it are not changed."
        confirmLabel="Delete list"
        danger
        loading={call.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && call.mutate({ op: 'delete', body: { id: deleting.id } }, { onSuccess: () => setDeleting(null) })}
      />
    </>
  )
}

function SaveListModal({ open, state, onClose }: { open: boolean; state: ListingState; onClose: () => void }) {
  const call = useSavedListCall()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    setName('')
    setError(null)
    onClose()
  }
  const save = () => {
    const err = savedListNameError(name)
    setError(err)
    if (err) return
    call.mutate({ op: 'add', body: { name: name.trim().replace(/\s+/g, ' '), filters: toFilterRequest(state) } }, { onSuccess: close })
  }
  return (
    <Modal
      open={open}
      title="Save as a list"
      description="The list keeps these filters, not the people: opening it later shows whoever matches then."
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button loading={call.isPending} onClick={save}>
            Save list
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          save()
        }}
      >
        <TextField
          label="List name"
          value={name}
          maxLength={80}
          error={error}
          placeholder="e.g. Young adults, Visitors this year"
          onChange={(e) => {
            setName(e.target.value)
            if (error) setError(null)
          }}
        />
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:bg-neutral-800 dark:text-neutral-300">{describeListing(state)}</p>
      </form>
    </Modal>
  )
}
