import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button, inputClass } from '@congregate/ui'
import { Badge, Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { SelectField, TextAreaField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { formatDateTime } from '@/lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useBlocks, useRemoveBlock } from '../api/do-not-contact'
import type { Block, ConsentChannel } from '../api/types'
import { AddBlockModal } from '../components/AddBlockModal'
import { CommsShell } from '../components/CommsShell'
import { ProofDialog } from '../components/ProofDialog'
import { CHANNEL_LABELS, displayAddress, methodLabel, proofSummary } from '../lib/consent'
import { CONSENT_CHANNELS, DNC_MESSAGES } from '../lib/do-not-contact-form'

const PAGE_SIZE = 25
const profilePath = (id: number) => `/product/people/listing/view-people?id=${id}`

export default function DoNotContactPage() {
  const [channel, setChannel] = useState<ConsentChannel | ''>('')
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const search = useDebouncedValue(q, 300).trim()
  const list = useBlocks({ channel: channel || undefined, search: search || undefined, page: page - 1, pageSize: PAGE_SIZE })
  const [adding, setAdding] = useState(false)
  const [proof, setProof] = useState<Block | null>(null)
  const [optIn, setOptIn] = useState<Block | null>(null)

  return (
    <CommsShell
      title="Do not text, call or e-mail"
      description="One consent list for every channel. People here get nothing on that channel from any part of the product; STOP texts and unsubscribe links add them, with their proof."
      actions={<Button onClick={() => setAdding(true)}>Add to the list</Button>}
    >
      <Card>
        <CardHeader title="Opted out" description={list.data ? `${list.data.total.toLocaleString('en-US')} ${list.data.total === 1 ? 'entry' : 'entries'}` : undefined} />
        <div className="flex flex-wrap gap-3 border-b border-slate-100 p-4 dark:border-neutral-800">
          <input type="search" aria-label="Search name, number or e-mail" placeholder="Search name, number or e-mail" value={q} onChange={(e) => (setQ(e.target.value), setPage(1))} className={`${inputClass} min-w-48 flex-1`} />
          <SelectField
            label="Channel"
            hideLabel
            placeholder="All channels"
            value={channel}
            options={CONSENT_CHANNELS.map((c) => ({ value: c.value, label: CHANNEL_LABELS[c.value] }))}
            onChange={(e) => (setChannel(e.target.value as ConsentChannel | ''), setPage(1))}
            className="w-44 max-[500px]:w-full"
          />
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
        ) : list.data.items.length === 0 ? (
          <EmptyState title={search || channel ? 'No entry matches' : 'Nobody has opted out'} message={search || channel ? undefined : 'When someone texts STOP, clicks an e-mail’s unsubscribe link or asks staff, they appear here.'} />
        ) : (
          <TableShell label="Do-not-contact list">
            <thead>
              <tr>
                <Th>Who</Th>
                <Th>Address</Th>
                <Th>Channel</Th>
                <Th>How</Th>
                <Th>When</Th>
                <Th>Proof</Th>
                <Th className="text-right">
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((b) => (
                <Tr key={b.id}>
                  <Td>
                    {b.personId ? (
                      <Link to={profilePath(b.personId)} className="font-medium hover:text-brand-ink hover:underline">
                        {b.name}
                      </Link>
                    ) : (
                      <span className="text-slate-500 dark:text-neutral-400">{b.name || 'Not in the directory'}</span>
                    )}
                  </Td>
                  <Td className="break-all">{displayAddress(b.address)}</Td>
                  <Td>
                    <Badge tone={b.channel === 'text' ? 'blue' : b.channel === 'email' ? 'brand' : b.channel === 'voice' ? 'amber' : 'neutral'}>{CHANNEL_LABELS[b.channel] ?? b.channel}</Badge>
                  </Td>
                  <Td className="whitespace-nowrap">{methodLabel(b.method)}</Td>
                  <Td className="whitespace-nowrap">{formatDateTime(b.createdAt)}</Td>
                  <Td className="max-w-64">
                    <button type="button" onClick={() => setProof(b)} aria-label={`Proof for ${b.name || b.address} (${CHANNEL_LABELS[b.channel] ?? b.channel})`} className="line-clamp-2 text-left text-sm text-brand-ink hover:underline">
                      {proofSummary(b.method, b.proof)}
                    </button>
                  </Td>
                  <Td className="text-right whitespace-nowrap">
                    <Button size="sm" variant="ghost" aria-label={`Opt ${b.name || b.address} back in to ${CHANNEL_LABELS[b.channel] ?? b.channel}`} onClick={() => setOptIn(b)}>
                      Opt back in
                    </Button>
                  </Td>
                </Tr>
              ))}
            </tbody>
          </TableShell>
        )}
        {list.data && list.data.total > PAGE_SIZE && (
          <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
            <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} label="Do-not-contact pages" />
          </div>
        )}
      </Card>
      <AddBlockModal open={adding} onClose={() => setAdding(false)} />
      <ProofDialog block={proof} onClose={() => setProof(null)} />
      <OptInDialog block={optIn} onClose={() => setOptIn(null)} />
    </CommsShell>
  )
}

/** Remove = opt back in, with a note for the record. */
function OptInDialog({ block, onClose }: { block: Block | null; onClose: () => void }) {
  const remove = useRemoveBlock()
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    setNote('')
    setError(null)
    onClose()
  }
  return (
    <ConfirmDialog
      open={!!block}
      title={block ? `Opt ${block.name || block.address} back in?` : 'Opt back in?'}
      message={block ? `${CHANNEL_LABELS[block.channel] ?? block.channel} to ${block.address} will be allowed again. Only do this when they asked for it.` : undefined}
      confirmLabel="Opt back in"
      loading={remove.isPending}
      onClose={close}
      onConfirm={() => {
        if (!block) return
        if (!note.trim()) {
          setError(DNC_MESSAGES.note)
          return
        }
        remove.mutate({ id: block.id, note: note.trim() }, { onSuccess: close })
      }}
    >
      <div className="mt-3">
        <TextAreaField
          label="Note"
          placeholder="e.g. Asked by phone on Sunday to get texts again"
          maxLength={500}
          value={note}
          error={error}
          onChange={(e) => (setNote(e.target.value), setError(null))}
        />
      </div>
    </ConfirmDialog>
  )
}
