import { OrderedNameList } from '@/components/ordered-list/OrderedNameList'
import { useAllergyCall, useAllergyTypes } from '../api/rooms'
import { ChildrenShell } from './ChildrenShell'

export default function AllergyTypesPage() {
  const list = useAllergyTypes()
  const call = useAllergyCall()
  const types = list.data ?? []
  return (
    <ChildrenShell title="Food allergies" description="The allergies a child's profile can list; they print on the child's label when the settings say so.">
      <div className="max-w-3xl">
        <OrderedNameList
          title="Allergy types"
          singular="Allergy"
          description="Drag an allergy, or use its arrows, to set the order profiles list them in."
          items={types.map((t) => ({ id: t.id, name: t.name, usage: `${t.childCount} ${t.childCount === 1 ? 'child' : 'children'}` }))}
          loading={list.isPending}
          error={list.isError ? list.error.message : null}
          onRetry={() => void list.refetch()}
          busy={call.isPending}
          onAdd={(name) => call.mutateAsync({ op: 'add', body: { name } })}
          onRename={(id, name) => call.mutateAsync({ op: 'rename', body: { id, name } })}
          onReorder={(ids) => call.mutateAsync({ op: 'reposition', body: { ids } })}
          onDelete={(id) => call.mutateAsync({ op: 'delete', body: { id } })}
          deleteMessage={(i) => {
            const n = types.find((t) => t.id === i.id)?.childCount ?? 0
            return n ? `${n} ${n === 1 ? 'child has' : 'children have'} it on their profile: remove it from them first.` : 'No child has it. This cannot be undone.'
          }}
        />
      </div>
    </ChildrenShell>
  )
}
