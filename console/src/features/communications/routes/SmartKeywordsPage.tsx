import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button, inputClass } from '@congregate/ui'
import { Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { Switch } from '@/components/ui/Switch'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { useKeywordCall, useKeywords } from '../api/keywords'
import type { Keyword } from '../api/types'
import { AutomatedGreetingsCard } from '../components/AutomatedGreetingsCard'
import { CommsShell } from '../components/CommsShell'
import { KeywordFormModal } from '../components/KeywordFormModal'
import { contactGroupPath } from '../paths'

export default function SmartKeywordsPage() {
  return (
    <CommsShell title="Smart keywords" description="Words people text to the church's number: each can send a reply and add the texter to a contact group.">
      <KeywordsCard />
      <section aria-labelledby="automations-heading" className="flex flex-col gap-4">
        <h2 id="automations-heading" className="text-lg font-semibold">
          Automations
        </h2>
        <AutomatedGreetingsCard />
      </section>
    </CommsShell>
  )
}

const PAGE_SIZE = 50

function KeywordsCard() {
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const search = useDebouncedValue(q, 300).trim()
  const list = useKeywords({ search: search || undefined, page: page - 1, pageSize: PAGE_SIZE })
  const call = useKeywordCall()
  const [editing, setEditing] = useState<Keyword | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Keyword | null>(null)
  const rows = list.data?.items ?? []
  const total = list.data?.total ?? 0

  return (
    <Card>
      <CardHeader
        title="Keywords"
        description={list.data ? `${total.toLocaleString('en-US')} ${total === 1 ? 'keyword' : 'keywords'}; STOP, START, HELP and the other opt-out words are always answered.` : undefined}
        actions={<Button size="sm" onClick={() => setEditing('new')}>New keyword</Button>}
      />
      <div className="border-b border-slate-100 p-4 dark:border-neutral-800">
        <input type="search" aria-label="Search keywords" placeholder="Search keywords" value={q} onChange={(e) => (setQ(e.target.value), setPage(1))} className={inputClass} />
      </div>
      {list.isPending ? (
        <div role="status" aria-label="Loading" className="flex flex-col gap-2 p-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      ) : list.isError ? (
        <div className="p-4">
          <ErrorPanel message={list.error.message} onRetry={() => list.refetch()} />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState title={search ? 'No keyword matches' : 'No smart keywords yet'} message={search ? undefined : 'Add a keyword such as JOIN or PRAY: people who text it get your reply and can join a contact group.'} />
      ) : (
        <TableShell label="Smart keywords">
          <thead>
            <tr>
              <Th>Keyword</Th>
              <Th>Reply</Th>
              <Th>Contact group</Th>
              <Th>Active</Th>
              <Th className="text-right">Matches</Th>
              <Th className="text-right">
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((k) => (
              <Tr key={k.id}>
                <Td className="font-mono font-semibold whitespace-nowrap">{k.keyword}</Td>
                <Td className="max-w-md min-w-48">
                  {k.reply ? <span className="line-clamp-2">{k.reply}</span> : <span className="text-slate-500 dark:text-neutral-400">No reply</span>}
                </Td>
                <Td>
                  {k.contactGroupId ? (
                    <Link to={contactGroupPath(k.contactGroupId)} className="hover:text-brand-ink hover:underline">
                      {k.contactGroupName}
                    </Link>
                  ) : (
                    '—'
                  )}
                </Td>
                <Td>
                  <Switch
                    label={`${k.keyword} active`}
                    checked={k.active}
                    busy={call.isPending && call.variables?.op === 'update' && call.variables.body.id === k.id}
                    onChange={(active) => call.mutate({ op: 'update', body: { id: k.id, keyword: k.keyword, reply: k.reply, contactGroupId: k.contactGroupId, active } })}
                  />
                </Td>
                <Td className="text-right tabular-nums">{k.matches.toLocaleString('en-US')}</Td>
                <Td className="text-right whitespace-nowrap">
                  <Button size="sm" variant="ghost" aria-label={`Edit ${k.keyword}`} onClick={() => setEditing(k)}>
                    Edit
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={`Delete ${k.keyword}`} className="text-red-600 dark:text-red-400" onClick={() => setDeleting(k)}>
                    Delete
                  </Button>
                </Td>
              </Tr>
            ))}
          </tbody>
        </TableShell>
      )}
      {total > PAGE_SIZE && (
        <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
          <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} label="Keyword pages" />
        </div>
      )}
      <KeywordFormModal
        open={editing !== null}
        initial={editing && editing !== 'new' ? editing : undefined}
        loading={call.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(v) => call.mutate(editing && editing !== 'new' ? { op: 'update', body: { id: editing.id, ...v } } : { op: 'add', body: v }, { onSuccess: () => setEditing(null) })}
      />
      <ConfirmDialog
        open={!!deleting}
        title={`Delete the keyword ${deleting?.keyword ?? ''}?`}
        message="Texts with this word will no longer get its reply or join its group."
        danger
        confirmLabel="Delete keyword"
        loading={call.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && call.mutate({ op: 'delete', body: { id: deleting.id } }, { onSuccess: () => setDeleting(null) })}
      />
    </Card>
  )
}
