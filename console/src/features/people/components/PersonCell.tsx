import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/Card'
import { customDisplay, type CustomField } from '../api/custom-fields'
import type { Person } from '../api/types'
import { customColumnField, isCustomColumn, type ColumnId } from '../lib/columns'
import { formatDate, formatDateTime } from '../lib/format'
import { genderLabel, maritalLabel } from '../lib/person-form'
import { personPath } from '../paths'
import { PersonAvatar } from './PersonAvatar'

const dash = <span className="text-slate-300 dark:text-neutral-600">—</span>

export function StatusBadge({ status }: { status: string }) {
  return status === 'active' ? <Badge tone="green">Active</Badge> : <Badge tone="neutral">Inactive</Badge>
}

/** One listing cell by column id (the ids of lib/columns.ts). */
export function personCell(p: Person, id: ColumnId, fields: CustomField[] = []): ReactNode {
  if (isCustomColumn(id)) {
    const key = customColumnField(id)
    const f = fields.find((x) => String(x.id) === key)
    return (f && customDisplay(f, p.customFields?.[key])) || dash
  }
  switch (id) {
    case 'fullName':
      return (
        <Link to={personPath(p.id)} className="flex min-w-44 items-center gap-3 font-medium hover:text-brand-ink">
          <PersonAvatar name={p.fullName} photoUrl={p.hasPhoto ? p.photoUrl : null} size={32} />
          <span className="truncate">{p.fullName}</span>
        </Link>
      )
    case 'email':
      return p.email ? <a href={`mailto:${p.email}`} className="hover:underline">{p.email}</a> : dash
    case 'mobile':
      return p.mobile ? <a href={`tel:${p.mobile}`} className="whitespace-nowrap tabular-nums hover:underline">{p.mobile}</a> : dash
    case 'membershipType':
      return p.membershipType ? <Badge tone="brand">{p.membershipType}</Badge> : dash
    case 'gender':
      return genderLabel(p.gender) || dash
    case 'age':
      return p.age ?? dash
    case 'birthDate':
      return p.birthDate ? <span className="whitespace-nowrap">{formatDate(p.birthDate)}</span> : dash
    case 'householdName':
      return p.householdName ? (
        <span>
          {p.householdName}
          {p.relationship && <span className="ml-1 text-xs text-slate-500 capitalize dark:text-neutral-400">({p.relationship})</span>}
        </span>
      ) : (
        dash
      )
    case 'maritalStatus':
      return maritalLabel(p.maritalStatus) || dash
    case 'envelopeId':
      return p.envelopeId ? <span className="font-mono text-xs">{p.envelopeId}</span> : dash
    case 'houseFellowship':
      return p.houseFellowship || dash
    case 'city':
      return p.city || dash
    case 'joinDate':
      return p.joinDate ? <span className="whitespace-nowrap">{formatDate(p.joinDate)}</span> : dash
    case 'status':
      return <StatusBadge status={p.status} />
    case 'createdAt':
      return <span className="whitespace-nowrap">{formatDateTime(p.createdAt)}</span>
  }
}
