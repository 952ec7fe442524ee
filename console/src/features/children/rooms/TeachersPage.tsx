import { useState } from 'react'
import { Button, TextField } from '@congregate/ui'
import { Icon, IconButton } from '@/components/ordered-list/OrderedNameList'
import { Badge, Card, EmptyState, ErrorPanel } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useClassrooms, useTeacherCall, useTeachers, type CheckStatus, type Teacher } from '../api/rooms'
import { CHECK_LABEL, CHECK_TONE, checkText } from './checks'
import { ChildrenShell } from './ChildrenShell'
import { TeacherModal } from './TeacherModal'

const PAGE_SIZE = 25

export default function TeachersPage() {
  const [search, setSearch] = useState('')
  const [classroomId, setClassroomId] = useState('')
  const [status, setStatus] = useState<'' | CheckStatus>('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<{ teacher: Teacher | null } | null>(null)
  const [deleting, setDeleting] = useState<Teacher | null>(null)
  const q = useTeachers({ page, pageSize: PAGE_SIZE, search: useDebouncedValue(search.trim()), classroomId: classroomId ? Number(classroomId) : null, status })
  const rooms = useClassrooms()
  const call = useTeacherCall()

  return (
    <ChildrenShell
      title="Teachers"
      description="People who serve in the classrooms, with their background checks."
      actions={<Button onClick={() => setEditing({ teacher: null })}>Add teacher</Button>}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <TextField label="Search" placeholder="Name, e-mail or mobile" value={search} onChange={(e) => (setSearch(e.target.value), setPage(1))} />
        </div>
        <SelectField label="Classroom" placeholder="All classrooms" value={classroomId} onChange={(e) => (setClassroomId(e.target.value), setPage(1))} options={(rooms.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))} />
        <SelectField
          label="Background check"
          value={status}
          onChange={(e) => (setStatus(e.target.value as '' | CheckStatus), setPage(1))}
          options={[{ value: '', label: 'Any' }, ...(['valid', 'expiring', 'expired', 'missing'] as const).map((s) => ({ value: s, label: CHECK_LABEL[s] }))]}
        />
      </div>
      {q.isPending ? (
        <LoadingSkeleton kind="table" />
      ) : q.isError ? (
        <ErrorPanel message={q.error.message} onRetry={() => void q.refetch()} />
      ) : q.data.items.length === 0 ? (
        <Card>
          <EmptyState title={search || classroomId || status ? 'No teachers match' : 'No teachers yet'} message={search || classroomId || status ? 'Change the search or the filters.' : 'Add the people who serve in the classrooms.'} />
        </Card>
      ) : (
        <>
          <TableShell label="Teachers">
            <thead>
              <tr>
                <Th>Name</Th>
                <Th className="max-[700px]:hidden">Contact</Th>
                <Th>Background check</Th>
                <Th className="max-[700px]:hidden">Classrooms</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {q.data.items.map((t) => (
                <Tr key={t.id} data-testid={`teacher-${t.name}`}>
                  <Td className="font-medium">{t.name}</Td>
                  <Td className="text-sm text-slate-600 max-[700px]:hidden dark:text-neutral-300">
                    <div className="truncate">{t.email}</div>
                    <div className="text-xs text-slate-500 dark:text-neutral-400">{t.mobile}</div>
                  </Td>
                  <Td>
                    <Badge tone={CHECK_TONE[t.checkStatus]}>{checkText(t.checkStatus, t.backgroundCheckExpiresOn)}</Badge>
                  </Td>
                  <Td className="text-sm max-[700px]:hidden">{t.classrooms.map((c) => c.name).join(', ') || <span className="text-slate-500 dark:text-neutral-400">None</span>}</Td>
                  <Td className="text-right whitespace-nowrap">
                    <div className="flex justify-end">
                      <IconButton label={`Edit ${t.name}`} onClick={() => setEditing({ teacher: t })}>
                        <Icon d="M4 20h4L19 9l-4-4L4 16v4Z" />
                      </IconButton>
                      <IconButton label={`Delete ${t.name}`} danger onClick={() => setDeleting(t)}>
                        <Icon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
                      </IconButton>
                    </div>
                  </Td>
                </Tr>
              ))}
            </tbody>
          </TableShell>
          <Pagination page={page} pageSize={PAGE_SIZE} total={q.data.total} onPage={setPage} label="Teachers pages" />
        </>
      )}
      {editing && <TeacherModal open teacher={editing.teacher} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        danger
        title={`Delete ${deleting?.name ?? ''} as a teacher?`}
        message="They stay in the church's people; their classrooms and background check are removed."
        confirmLabel="Delete"
        loading={call.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && call.mutate({ op: 'delete', body: { id: deleting.id } }, { onSuccess: () => setDeleting(null) })}
      />
    </ChildrenShell>
  )
}
