import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, PasswordField, TextField, toast } from '@congregate/ui'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { z } from '@congregate/ui/zod'
import type { OperatorRow, Role } from '@/api'
import { Badge, Card, PageHeader } from '@/components/ui/Card'
import { Modal } from '@/components/ui/Modal'
import { SelectField } from '@/components/ui/Select'
import { Empty, QueryState } from '@/components/ui/States'
import { Table, Td, Th } from '@/components/ui/Table'
import { formatDateTime } from '@/lib/format'
import { opsApi } from '@/lib/ops-api'
import { useCanWrite, useMe } from '@/lib/session'
import { useTitle } from '@/lib/use-title'

const KEY = ['operators']
const ROLES: [Role, string][] = [
  ['operator', 'Operator'],
  ['support', 'Support (read only)'],
]

export default function OperatorsPage() {
  useTitle('Operators')
  const write = useCanWrite()
  const me = useMe().data
  const client = useQueryClient()
  const q = useQuery({ queryKey: KEY, queryFn: opsApi.operators })
  const [adding, setAdding] = useState(false)
  const [resetting, setResetting] = useState<OperatorRow | null>(null)
  const put = (row: OperatorRow) => client.setQueryData<{ items: OperatorRow[] }>(KEY, (d) => (d ? { items: d.items.map((r) => (r.id === row.id ? row : r)) } : d))
  const role = useMutation({ mutationFn: opsApi.setRole, onSuccess: (r) => (put(r), toast.success('Role changed')) })
  const disable = useMutation({ mutationFn: opsApi.disable, onSuccess: (r) => (put(r), toast.success(r.disabled ? 'Operator disabled' : 'Operator enabled')) })
  const reset = useMutation({
    mutationFn: opsApi.resetTotp,
    onSuccess: (r) => {
      put(r)
      setResetting(null)
      toast.success('The operator sets up the authenticator again at the next sign-in')
    },
  })
  return (
    <>
      <PageHeader title="Operators">{write && <Button onClick={() => setAdding(true)}>Add operator</Button>}</PageHeader>
      <Card>
        <QueryState query={q}>
          {(d) =>
            d.items.length === 0 ? (
              <Empty>No operator.</Empty>
            ) : (
              <Table
                label="Operators"
                head={
                  <>
                    <Th>Operator</Th>
                    <Th>Role</Th>
                    <Th>Status</Th>
                    <Th>Last sign-in</Th>
                    {write && (
                      <Th>
                        <span className="sr-only">Actions</span>
                      </Th>
                    )}
                  </>
                }
              >
                {d.items.map((o) => {
                  const self = o.id === me?.id
                  return (
                    <tr key={o.id}>
                      <Td>
                        <span className="font-medium">{o.name}</span>
                        <span className="block text-xs break-all text-slate-600">{o.email}</span>
                      </Td>
                      <Td>
                        {write && !self ? (
                          <select
                            aria-label={`Role of ${o.email}`}
                            value={o.role}
                            disabled={role.isPending}
                            onChange={(e) => role.mutate({ id: o.id, role: e.target.value as Role })}
                            className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm"
                          >
                            {ROLES.map(([v, l]) => (
                              <option key={v} value={v}>
                                {l}
                              </option>
                            ))}
                          </select>
                        ) : (
                          o.role
                        )}
                      </Td>
                      <Td>
                        <span className="flex flex-wrap gap-1">
                          {o.disabled ? <Badge tone="red">Disabled</Badge> : <Badge tone="green">Active</Badge>}
                          {!o.enrolled && <Badge tone="amber">Not enrolled</Badge>}
                        </span>
                      </Td>
                      <Td className="whitespace-nowrap">{formatDateTime(o.lastSignInAt)}</Td>
                      {write && (
                        <Td>
                          {!self && (
                            <span className="flex gap-2">
                              <Button size="sm" variant="secondary" onClick={() => disable.mutate({ id: o.id, disabled: !o.disabled })}>
                                {o.disabled ? 'Enable' : 'Disable'}
                              </Button>
                              {o.enrolled && (
                                <Button size="sm" variant="ghost" onClick={() => setResetting(o)}>
                                  Reset TOTP
                                </Button>
                              )}
                            </span>
                          )}
                        </Td>
                      )}
                    </tr>
                  )
                })}
              </Table>
            )
          }
        </QueryState>
      </Card>
      {adding && <AddOperator onClose={() => setAdding(false)} />}
      <Modal
        open={!!resetting}
        title="Reset two-step sign-in"
        description={resetting ? `${resetting.email} scans a new QR code at the next sign-in; the old authenticator and recovery codes stop working.` : undefined}
        onClose={() => setResetting(null)}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setResetting(null)}>
              Cancel
            </Button>
            <Button variant="danger" loading={reset.isPending} onClick={() => resetting && reset.mutate({ id: resetting.id })} data-autofocus>
              Reset
            </Button>
          </>
        }
      />
    </>
  )
}

const addSchema = z.object({
  email: z.string().trim().min(1, 'Enter an e-mail').email('Enter a valid e-mail'),
  name: z.string().trim().min(1, 'Enter a name'),
  role: z.enum(['operator', 'support']),
  password: z.string().min(12, 'At least 12 characters'),
})

function AddOperator({ onClose }: { onClose: () => void }) {
  const client = useQueryClient()
  const form = useZodForm(addSchema, { defaultValues: { email: '', name: '', role: 'support', password: '' } })
  const submit = form.handleSubmit(async (v) => {
    try {
      const row = await opsApi.addOperator(v)
      client.setQueryData<{ items: OperatorRow[] }>(KEY, (d) => (d ? { items: [...d.items, row] } : d))
      toast.success('Operator added: give them the temporary password')
      onClose()
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e)
      form.setError(/password/i.test(message) ? 'password' : /name/i.test(message) && !/e-?mail/i.test(message) ? 'name' : 'email', { type: 'server', message })
    }
  })
  return (
    <Modal
      open
      title="Add operator"
      description="They sign in with this temporary password and set up their authenticator."
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="add-operator" loading={form.formState.isSubmitting}>
            Add
          </Button>
        </>
      }
    >
      <form id="add-operator" onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <TextField label="E-mail" type="email" autoComplete="off" error={fieldError(form, 'email')} {...form.register('email')} />
        <TextField label="Name" autoComplete="off" error={fieldError(form, 'name')} {...form.register('name')} />
        <SelectField label="Role" options={ROLES} error={fieldError(form, 'role')} {...form.register('role')} />
        <PasswordField label="Temporary password" autoComplete="new-password" hint="At least 12 characters" error={fieldError(form, 'password')} {...form.register('password')} />
      </form>
    </Modal>
  )
}
