import { useState } from 'react'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, Checkbox, TextField } from '@congregate/ui'
import { Controller } from 'react-hook-form'
import { Badge, Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog, Modal } from '@/components/ui/Modal'
import { SelectField } from '@/components/ui/Select'
import { Switch } from '@/components/ui/Switch'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { useAddCode, useCodes, useDeleteCode, useRenameCode, useRepositionCodes, useSetCodeActive, type Fund, type FundBody } from '../api/ledger'
import { GivingShell } from '../components/GivingShell'
import { moveItem } from './reorder'

export default function CodesPage() {
  const list = useCodes(true)
  const reposition = useRepositionCodes()
  const active = useSetCodeActive()
  const [editing, setEditing] = useState<Fund | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Fund | null>(null)
  const rows = list.data?.items ?? []

  function move(index: number, by: -1 | 1) {
    const ids = moveItem(
      rows.map((r) => r.id),
      index,
      index + by,
    )
    reposition.mutate({ ids })
    // Keep the focus on the same code's button as the row moves.
    const label = `${by < 0 ? 'Move up' : 'Move down'} ${rows[index]!.name}`
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`button[aria-label="${CSS.escape(label)}"]:not([disabled])`)?.focus())
  }

  return (
    <GivingShell title="Contribution codes" description="The funds people give to (General, Building, Missions…). Their order here is the order of every picker and report." actions={<Button onClick={() => setEditing('new')}>Add contribution code</Button>}>
      <Card>
        <CardHeader title="Codes" description={list.data ? `${rows.length} ${rows.length === 1 ? 'code' : 'codes'}; an inactive code keeps its gifts but is not offered for new ones.` : undefined} />
        {list.isPending ? (
          <Skeleton className="m-4 h-32" />
        ) : list.isError ? (
          <div className="p-4">
            <ErrorPanel message={list.error.message} onRetry={() => list.refetch()} />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState title="No contribution codes yet" message="Add the funds your church receives gifts for, such as General Fund (GEN) and Building Fund (BLD)." />
        ) : (
          <TableShell label="Contribution codes">
            <thead>
              <tr>
                <Th className="w-24">Order</Th>
                <Th>Name</Th>
                <Th>Code</Th>
                <Th>Tax deductible</Th>
                <Th className="text-right">Gifts</Th>
                <Th>Active</Th>
                <Th className="text-right">
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((f, i) => (
                <Tr key={f.id}>
                  <Td className="whitespace-nowrap">
                    <Button size="sm" variant="ghost" aria-label={`Move up ${f.name}`} disabled={i === 0 || reposition.isPending} onClick={() => move(i, -1)}>
                      ↑
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={`Move down ${f.name}`} disabled={i === rows.length - 1 || reposition.isPending} onClick={() => move(i, 1)}>
                      ↓
                    </Button>
                  </Td>
                  <Td className="font-medium">
                    {f.name} {!f.active && <Badge>Inactive</Badge>}
                  </Td>
                  <Td className="font-mono">{f.code}</Td>
                  <Td>{f.taxDeductible ? 'Yes' : 'No'}</Td>
                  <Td className="text-right tabular-nums">{f.giftCount.toLocaleString('en-US')}</Td>
                  <Td>
                    <Switch label={`${f.name} active`} checked={f.active} busy={active.isPending && active.variables?.id === f.id} onChange={(v) => active.mutate({ id: f.id, active: v })} />
                  </Td>
                  <Td className="text-right whitespace-nowrap">
                    <Button size="sm" variant="ghost" aria-label={`Edit ${f.name}`} onClick={() => setEditing(f)}>
                      Edit
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={`Delete ${f.name}`} className="text-red-600 dark:text-red-400" onClick={() => setDeleting(f)}>
                      Delete
                    </Button>
                  </Td>
                </Tr>
              ))}
            </tbody>
          </TableShell>
        )}
      </Card>
      <CodeDialog editing={editing} onClose={() => setEditing(null)} />
      <DeleteCodeDialog fund={deleting} others={rows.filter((r) => r.id !== deleting?.id)} onClose={() => setDeleting(null)} />
    </GivingShell>
  )
}

const codeSchema = z.object({
  name: z
    .string()
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, 'Enter a contribution name')
    .refine((s) => s.length <= 100, 'A contribution name must be at most 100 characters'),
  code: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .refine((s) => /^[A-Z0-9-]{1,20}$/.test(s), 'A code is 1 to 20 letters, digits or dashes'),
  taxDeductible: z.boolean(),
})

function CodeDialog({ editing, onClose }: { editing: Fund | 'new' | null; onClose: () => void }) {
  const add = useAddCode()
  const rename = useRenameCode()
  const fund = editing && editing !== 'new' ? editing : null
  return (
    <Modal
      open={editing !== null}
      title={fund ? `Edit ${fund.name}` : 'Add contribution code'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="code-form" loading={add.isPending || rename.isPending}>
            {fund ? 'Save' : 'Add code'}
          </Button>
        </>
      }
    >
      {editing !== null && <CodeForm key={fund?.id ?? 'new'} fund={fund} onSubmit={(b) => (fund ? rename.mutate({ id: fund.id, ...b }, { onSuccess: onClose }) : add.mutate(b, { onSuccess: onClose }))} />}
    </Modal>
  )
}

function CodeForm({ fund, onSubmit }: { fund: Fund | null; onSubmit: (b: FundBody) => void }) {
  const form = useZodForm(codeSchema, { defaultValues: { name: fund?.name ?? '', code: fund?.code ?? '', taxDeductible: fund?.taxDeductible ?? true } })
  return (
    <form id="code-form" aria-label={fund ? `Edit ${fund.name}` : 'Add contribution code'} noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <TextField label="Contribution name" maxLength={100} placeholder="Building Fund" error={fieldError(form, 'name')} {...form.register('name')} />
      <TextField label="Code" maxLength={20} placeholder="BLD" hint="Short code for imports and reports: letters, digits or dashes." className="font-mono uppercase" autoComplete="off" error={fieldError(form, 'code')} {...form.register('code')} />
      <Controller
        control={form.control}
        name="taxDeductible"
        render={({ field }) => (
          <Checkbox checked={field.value} onChange={field.onChange}>
            Tax deductible (shown on contribution statements)
          </Checkbox>
        )}
      />
    </form>
  )
}

function DeleteCodeDialog({ fund, others, onClose }: { fund: Fund | null; others: Fund[]; onClose: () => void }) {
  const del = useDeleteCode()
  const [moveTo, setMoveTo] = useState('')
  const [error, setError] = useState<string | null>(null)
  const inUse = (fund?.giftCount ?? 0) > 0
  const close = () => (setMoveTo(''), setError(null), onClose())
  return (
    <ConfirmDialog
      open={!!fund}
      danger
      title={`Delete ${fund?.name ?? ''}?`}
      message={inUse ? `${fund!.giftCount.toLocaleString('en-US')} ${fund!.giftCount === 1 ? 'gift uses' : 'gifts use'} this code. Choose the code they move to; void gifts move too.` : 'No gift uses this code.'}
      confirmLabel={inUse ? 'Move gifts and delete' : 'Delete code'}
      loading={del.isPending}
      onClose={close}
      onConfirm={() => {
        if (!fund) return
        if (inUse && !moveTo) return setError('Choose the code to move the gifts to')
        del.mutate(inUse ? { id: fund.id, moveToId: Number(moveTo) } : { id: fund.id }, { onSuccess: close })
      }}
    >
      {inUse && (
        <div className="mt-4">
          <SelectField label="Move gifts to" placeholder="Choose a code" options={others.map((o) => ({ value: String(o.id), label: `${o.name} (${o.code})` }))} value={moveTo} onChange={(e) => (setMoveTo(e.target.value), setError(null))} error={error} />
        </div>
      )}
    </ConfirmDialog>
  )
}
