import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { cn } from '@congregate/ui'
import { Badge } from '@/components/ui/Card'
import { customDisplay, type CustomField } from '../api/custom-fields'
import type { Person } from '../api/types'
import { customColumnField, isCustomColumn, type ColumnId } from '../lib/columns'
import { formatDate, formatDateTime } from '../lib/format'
import { genderLabel, maritalLabel } from '../lib/person-form'
import { personPath } from '../paths'
import { PersonAvatar } from './PersonAvatar'

const dash = <span className="text-slate-300 dark:text-neutral-600">—</span>

/** A long cell value on one line, cut with an ellipsis; the whole value is its tooltip. */
function Clip({ text, className }: { text: string; className?: string }) {
  return (
    <span className={cn('block max-w-[12rem] truncate', className)} title={text}>
      {text}
    </span>
  )
}

export function StatusBadge({ status }: { status: string }) {
  return status === 'active' ? <Badge tone="green">Active</Badge> : <Badge tone="neutral">Inactive</Badge>
}

/** One listing cell by column id (the ids of lib/columns.ts). */
export function personCell(p: Person, id: ColumnId, fields: CustomField[] = []): ReactNode {
  if (isCustomColumn(id)) {
    const key = customColumnField(id)
    const f = fields.find((x) => String(x.id) === key)
    const shown = f && customDisplay(f, p.customFields?.[key])
    return shown ? <Clip text={shown} /> : dash
  }
  switch (id) {
    case 'fullName':
      return (
        <Link to={personPath(p.id)} className="flex max-w-[12rem] min-w-36 items-center gap-3 font-medium hover:text-brand-ink">
          <PersonAvatar name={p.fullName} photoUrl={p.hasPhoto ? p.photoUrl : null} size={32} />
          <span className="truncate" title={p.fullName}>
            {p.fullName}
          </span>
        </Link>
      )
    case 'email':
      return p.email ? (
        <a href={`mailto:${p.email}`} title={p.email} className="block max-w-[11rem] truncate hover:underline">
          {p.email}
        </a>
      ) : (
        dash
      )
    case 'mobile':
      return p.mobile ? <a href={`tel:${p.mobile}`} className="whitespace-nowrap tabular-nums hover:underline">{p.mobile}</a> : dash
    case 'membershipType':
      return p.membershipType ? (
        <Badge tone="brand" className="max-w-[9rem]">
          <span className="min-w-0 truncate" title={p.membershipType}>
            {p.membershipType}
          </span>
        </Badge>
      ) : (
        dash
      )
    case 'gender':
      return genderLabel(p.gender) || dash
    case 'age':
      return p.age ?? dash
    case 'birthDate':
      return p.birthDate ? <span className="whitespace-nowrap">{formatDate(p.birthDate)}</span> : dash
    case 'householdName':
      return p.householdName ? (
        <span className="flex max-w-[14rem] items-baseline" title={p.relationship ? `${p.householdName} (${p.relationship})` : p.householdName}>
          <span className="truncate">{p.householdName}</span>
          {p.relationship && <span className="ml-1 shrink-0 text-xs text-slate-500 capitalize dark:text-neutral-400">({p.relationship})</span>}
        </span>
      ) : (
        dash
      )
    case 'maritalStatus':
      return maritalLabel(p.maritalStatus) || dash
    case 'envelopeId':
      return p.envelopeId ? <span className="font-mono text-xs">{p.envelopeId}</span> : dash
    case 'houseFellowship':
      return p.houseFellowship ? <Clip text={p.houseFellowship} /> : dash
    case 'city':
      return p.city ? <Clip text={p.city} /> : dash
    case 'joinDate':
      return p.joinDate ? <span className="whitespace-nowrap">{formatDate(p.joinDate)}</span> : dash
    case 'status':
      return <StatusBadge status={p.status} />
    case 'createdAt':
      return <span className="whitespace-nowrap">{formatDateTime(p.createdAt)}</span>
  }
}
