import { useState } from 'react'
import { Card, EmptyState, PageHeader } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { useDistricts, useFellowshipCall, useFellowships, useZones, type District, type Fellowship, type Zone } from '../api/house-fellowship'
import { FellowshipFormModal, FellowshipMembers, NameModal, meetingLine } from '../components/FellowshipDetail'
import { DeleteIcon, EditIcon, FellowshipLevel, RowAction } from '../components/FellowshipLevel'
import { PeopleShell } from '../components/PeopleShell'
import { useDebouncedValue } from '@/lib/use-debounced-value'

type NameEdit = { level: 'districts' | 'zones'; item: District | Zone | null } | null
type Deleting = { level: 'districts' | 'zones' | 'fellowships'; item: { id: number; name: string } } | null

function useLevelState() {
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search, 300).trim() || undefined
  return { page, setPage, search, setSearch: (s: string) => (setSearch(s), setPage(1)), q }
}

export default function HouseFellowshipPage() {
  const d = useLevelState()
  const z = useLevelState()
  const f = useLevelState()
  const [district, setDistrict] = useState<District | null>(null)
  const [zone, setZone] = useState<Zone | null>(null)
  const [fellowship, setFellowship] = useState<Fellowship | null>(null)
  const districts = useDistricts({ q: d.q, page: d.page - 1 })
  const zones = useZones({ districtId: district?.id, q: z.q, page: z.page - 1 }, !!district)
  const fellowships = useFellowships({ zoneId: zone?.id, q: f.q, page: f.page - 1 }, !!zone)
  const call = useFellowshipCall()
  const [nameEdit, setNameEdit] = useState<NameEdit>(null)
  const [fellowshipEdit, setFellowshipEdit] = useState<Fellowship | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Deleting>(null)
  // Keep the chosen fellowship fresh after edits (the list holds the current copy).
  const currentFellowship = fellowship ? (fellowships.data?.items.find((x) => x.id === fellowship.id) ?? fellowship) : null

  const pickDistrict = (x: District) => {
    setDistrict(x)
    setZone(null)
    setFellowship(null)
    z.setPage(1)
  }
  const pickZone = (x: Zone) => {
    setZone(x)
    setFellowship(null)
    f.setPage(1)
  }

  return (
    <PeopleShell>
      <PageHeader title="House fellowship" description="Home meetings organised by district and zone. Choose a district, then a zone, then a fellowship to manage its members." />
      <div className="grid grid-cols-3 items-start gap-4 max-[1100px]:grid-cols-1">
        <FellowshipLevel<District>
          title="Districts"
          query={districts}
          page={d.page}
          onPage={d.setPage}
          search={d.search}
          onSearch={d.setSearch}
          selectedId={district?.id ?? null}
          onSelect={pickDistrict}
          onAdd={() => setNameEdit({ level: 'districts', item: null })}
          addLabel="Add"
          meta={(x) => `${x.zoneCount} ${x.zoneCount === 1 ? 'zone' : 'zones'}`}
          emptyMessage="Start with a district, for example North or Central."
          actions={(x) => (
            <>
              <RowAction label={`Rename ${x.name}`} onClick={() => setNameEdit({ level: 'districts', item: x })}>
                <EditIcon />
              </RowAction>
              <RowAction label={`Delete ${x.name}`} danger onClick={() => setDeleting({ level: 'districts', item: x })}>
                <DeleteIcon />
              </RowAction>
            </>
          )}
        />
        {district ? (
          <FellowshipLevel<Zone>
            title="Zones"
            description={`In ${district.name}`}
            query={zones}
            page={z.page}
            onPage={z.setPage}
            search={z.search}
            onSearch={z.setSearch}
            selectedId={zone?.id ?? null}
            onSelect={pickZone}
            onAdd={() => setNameEdit({ level: 'zones', item: null })}
            addLabel="Add"
            meta={(x) => `${x.fellowshipCount} ${x.fellowshipCount === 1 ? 'fellowship' : 'fellowships'}`}
            emptyMessage="Add the zones of this district."
            actions={(x) => (
              <>
                <RowAction label={`Rename ${x.name}`} onClick={() => setNameEdit({ level: 'zones', item: x })}>
                  <EditIcon />
                </RowAction>
                <RowAction label={`Delete ${x.name}`} danger onClick={() => setDeleting({ level: 'zones', item: x })}>
                  <DeleteIcon />
                </RowAction>
              </>
            )}
          />
        ) : (
          <Card>
            <EmptyState title="Zones" message="Choose a district to see its zones." />
          </Card>
        )}
        {zone ? (
          <FellowshipLevel<Fellowship>
            title="Fellowships"
            description={`In ${zone.name}`}
            query={fellowships}
            page={f.page}
            onPage={f.setPage}
            search={f.search}
            onSearch={f.setSearch}
            selectedId={fellowship?.id ?? null}
            onSelect={setFellowship}
            onAdd={() => setFellowshipEdit('new')}
            addLabel="Add"
            meta={(x) => `${x.memberCount} ${x.memberCount === 1 ? 'member' : 'members'} · ${meetingLine(x)}`}
            emptyMessage="Add the home meetings of this zone."
            actions={(x) => (
              <>
                <RowAction label={`Edit ${x.name}`} onClick={() => setFellowshipEdit(x)}>
                  <EditIcon />
                </RowAction>
                <RowAction label={`Delete ${x.name}`} danger onClick={() => setDeleting({ level: 'fellowships', item: x })}>
                  <DeleteIcon />
                </RowAction>
              </>
            )}
          />
        ) : (
          <Card>
            <EmptyState title="Fellowships" message="Choose a zone to see its fellowships." />
          </Card>
        )}
      </div>

      {currentFellowship && <FellowshipMembers key={currentFellowship.id} fellowship={currentFellowship} />}

      <NameModal
        open={!!nameEdit}
        title={nameEdit ? `${nameEdit.item ? 'Rename' : 'New'} ${nameEdit.level === 'districts' ? 'district' : 'zone'}` : ''}
        initial={nameEdit?.item?.name ?? ''}
        loading={call.isPending}
        onClose={() => setNameEdit(null)}
        onSubmit={(name) => {
          if (!nameEdit) return
          const kind = nameEdit.level === 'districts' ? 'District' : 'Zone'
          const body = nameEdit.item ? { id: nameEdit.item.id, name } : nameEdit.level === 'zones' ? { districtId: district!.id, name } : { name }
          call.mutate({ path: `${nameEdit.level}/${nameEdit.item ? 'update' : 'add'}`, body, done: `${kind} ${nameEdit.item ? 'renamed' : 'added'}` }, { onSuccess: () => setNameEdit(null) })
        }}
      />
      {zone && <FellowshipFormModal open={fellowshipEdit !== null} zoneId={zone.id} fellowship={fellowshipEdit === 'new' ? null : fellowshipEdit} onClose={() => setFellowshipEdit(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title={`Delete “${deleting?.item.name ?? ''}”?`}
        message={deleting?.level === 'fellowships' ? 'Its members stay in the directory without a fellowship.' : deleting?.level === 'districts' ? 'A district can be deleted once it has no zones.' : 'A zone can be deleted once it has no fellowships.'}
        danger
        confirmLabel="Delete"
        loading={call.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return
          const { level, item } = deleting
          call.mutate(
            { path: `${level}/delete`, body: { id: item.id }, done: 'Deleted' },
            {
              onSuccess: () => {
                setDeleting(null)
                if (level === 'districts' && district?.id === item.id) {
                  setDistrict(null)
                  setZone(null)
                  setFellowship(null)
                }
                if (level === 'zones' && zone?.id === item.id) {
                  setZone(null)
                  setFellowship(null)
                }
                if (level === 'fellowships' && fellowship?.id === item.id) setFellowship(null)
              },
            },
          )
        }}
      />
    </PeopleShell>
  )
}
