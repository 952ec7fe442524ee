import { useState } from 'react'
import { Button } from '@congregate/ui'
import { OrderedNameList, Icon, IconButton } from '@/components/ordered-list/OrderedNameList'
import { Badge, Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { ApiError } from '@/lib/api-client'
import { useCategories, useCategoryCall, useClassroomCall, useClassrooms, type Category, type Classroom } from '../api/rooms'
import { rangeSummary } from './ages'
import { ChildrenShell } from './ChildrenShell'
import { ClassroomModal } from './ClassroomModal'

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

export default function ClassroomsPage() {
  const categories = useCategories()
  const classrooms = useClassrooms()
  const catCall = useCategoryCall()
  const [editing, setEditing] = useState<{ classroom: Classroom | null; categoryId: number | null } | null>(null)
  const cats = categories.data ?? []

  return (
    <ChildrenShell
      title="Classrooms"
      description="Categories group the rooms; each classroom has the ages or grades it takes, a capacity and a ratio of children per adult."
      actions={<Button onClick={() => setEditing({ classroom: null, categoryId: cats[0]?.id ?? null })}>Add classroom</Button>}
    >
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-start gap-6 max-[1000px]:grid-cols-1">
        <OrderedNameList
          title="Categories"
          singular="Category"
          description="Drag a category, or use its arrows, to set the order rooms are offered in at check-in."
          items={cats.map((c) => ({ id: c.id, name: c.name, usage: plural(c.classroomCount, 'classroom') }))}
          loading={categories.isPending}
          error={categories.isError ? categories.error.message : null}
          onRetry={() => void categories.refetch()}
          busy={catCall.isPending}
          onAdd={(name) => catCall.mutateAsync({ op: 'add', body: { name } })}
          onRename={(id, name) => catCall.mutateAsync({ op: 'rename', body: { id, name } })}
          onReorder={(ids) => catCall.mutateAsync({ op: 'reposition', body: { ids } })}
          onDelete={(id) => catCall.mutateAsync({ op: 'delete', body: { id } })}
          deleteMessage={(i) => {
            const n = cats.find((c) => c.id === i.id)?.classroomCount ?? 0
            return n ? `It has ${plural(n, 'classroom')}: move or delete them first.` : 'It has no classrooms. This cannot be undone.'
          }}
        />
        <ClassroomGroups categories={cats} classrooms={classrooms} onEdit={(classroom, categoryId) => setEditing({ classroom, categoryId })} />
      </div>
      <ClassroomModal open={!!editing} classroom={editing?.classroom ?? null} categoryId={editing?.categoryId ?? null} categories={cats} onClose={() => setEditing(null)} />
    </ChildrenShell>
  )
}

function ClassroomGroups({ categories, classrooms, onEdit }: { categories: Category[]; classrooms: ReturnType<typeof useClassrooms>; onEdit: (c: Classroom | null, categoryId: number | null) => void }) {
  const call = useClassroomCall()
  const [deleting, setDeleting] = useState<Classroom | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  if (classrooms.isPending) return <Skeleton className="h-64" />
  if (classrooms.isError) return <ErrorPanel message={classrooms.error.message} onRetry={() => void classrooms.refetch()} />
  const rooms = classrooms.data
  const groups = [...categories.map((c) => ({ id: c.id as number | null, name: c.name })), { id: null, name: 'Without a category' }]
    .map((g) => ({ ...g, rooms: rooms.filter((r) => (r.categoryId ?? null) === g.id) }))
    .filter((g) => g.id !== null || g.rooms.length > 0)

  async function confirmDelete() {
    if (!deleting) return
    try {
      await call.mutateAsync({ op: 'delete', body: { id: deleting.id } })
      setDeleting(null)
    } catch (e) {
      if (e instanceof ApiError) setDeleteError(e.message)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {groups.length === 0 && (
        <Card>
          <EmptyState title="No classrooms yet" message="Add a category, then its classrooms." />
        </Card>
      )}
      {groups.map((g) => (
        <Card key={g.id ?? 'none'} data-testid={`classroom-group-${g.name}`}>
          <CardHeader
            as="h3"
            title={g.name}
            actions={
              g.id !== null && (
                <Button size="sm" variant="secondary" onClick={() => onEdit(null, g.id)} aria-label={`Add classroom to ${g.name}`}>
                  Add classroom
                </Button>
              )
            }
          />
          {g.rooms.length === 0 ? (
            <p className="px-5 pb-5 text-sm text-slate-500 dark:text-neutral-400">No classrooms in this category yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100 border-t border-slate-100 dark:divide-neutral-800 dark:border-neutral-800">
              {g.rooms.map((r) => (
                <li key={r.id} className="flex items-center gap-3 px-5 py-3" data-testid={`classroom-${r.name}`}>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <span className="truncate">{r.name}</span>
                      {!r.active && <Badge>Inactive</Badge>}
                    </p>
                    <p className="text-xs text-slate-500 dark:text-neutral-400">
                      {rangeSummary(r)} · {r.capacity ? `Capacity ${r.capacity}` : 'No capacity limit'} · {r.ratio ? `${r.ratio} children per adult` : 'No ratio'}
                    </p>
                    <p className="text-xs text-slate-500 tabular-nums dark:text-neutral-400">
                      {plural(r.childCount, 'child', 'children')} · {plural(r.teacherCount, 'teacher')}
                    </p>
                  </div>
                  <IconButton label={`Edit ${r.name}`} onClick={() => onEdit(r, r.categoryId)}>
                    <Icon d="M4 20h4L19 9l-4-4L4 16v4Z" />
                  </IconButton>
                  <IconButton label={`Delete ${r.name}`} danger onClick={() => (setDeleting(r), setDeleteError(null))}>
                    <Icon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
                  </IconButton>
                </li>
              ))}
            </ul>
          )}
        </Card>
      ))}
      <ConfirmDialog
        open={!!deleting}
        danger
        title={`Delete “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete"
        loading={call.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        message={deleting && deleting.childCount ? `${plural(deleting.childCount, 'child', 'children')} have it as their classroom. This cannot be undone.` : 'This cannot be undone.'}
      >
        {deleteError && (
          <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
            {deleteError}
          </p>
        )}
      </ConfirmDialog>
    </div>
  )
}
