import { Badge } from '@/components/ui/Card'
import { Modal } from '@/components/ui/Modal'
import { QueryState } from '@/components/ui/QueryState'
import { formatDateTime } from '@/lib/format'
import { useConsentHistory } from '../api/do-not-contact'
import type { Block } from '../api/types'
import { CHANNEL_LABELS, displayAddress, methodLabel, proofRows } from '../lib/consent'

/** One block's proof (how, when, the keyword and message or the staff member and note) and the address's history. */
export function ProofDialog({ block, onClose }: { block: Block | null; onClose: () => void }) {
  return (
    <Modal open={!!block} title={block ? `Proof: ${block.name || block.address}` : 'Proof'} onClose={onClose} size="lg">
      {block && <ProofBody block={block} />}
    </Modal>
  )
}

function ProofBody({ block: b }: { block: Block }) {
  const history = useConsentHistory(b.personId ? { personId: b.personId } : { address: b.address })
  const rows = proofRows(b.proof)
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 text-sm max-[500px]:grid-cols-1">
        <dt className="font-medium text-slate-500 dark:text-neutral-400">Address</dt>
        <dd className="break-all">{displayAddress(b.address)}</dd>
        <dt className="font-medium text-slate-500 dark:text-neutral-400">Channel</dt>
        <dd>{CHANNEL_LABELS[b.channel] ?? b.channel}</dd>
        <dt className="font-medium text-slate-500 dark:text-neutral-400">How</dt>
        <dd>{methodLabel(b.method)}</dd>
        <dt className="font-medium text-slate-500 dark:text-neutral-400">When</dt>
        <dd>{formatDateTime(b.createdAt)}</dd>
        {rows.map((r) => (
          <div key={r.key} className="contents">
            <dt className="font-medium text-slate-500 dark:text-neutral-400">{r.label}</dt>
            <dd className="break-words whitespace-pre-wrap">{r.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="consent-history-heading" className="flex flex-col gap-2">
        <h3 id="consent-history-heading" className="text-sm font-semibold">
          History of {b.personId ? b.name || 'this person' : b.address}
        </h3>
        <QueryState query={history} skeleton="table">
          {(events) =>
            events.length === 0 ? (
              <p className="text-sm text-slate-500 dark:text-neutral-400">No earlier changes.</p>
            ) : (
              <ol aria-label="Consent history" className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-neutral-800 dark:border-neutral-800">
                {events.map((e, i) => {
                  const proof = proofRows(e.proof)
                  return (
                    <li key={i} className="flex flex-col gap-1 px-3 py-2 text-sm">
                      <div className="flex flex-wrap items-center gap-2">
                        {e.action === 'opt_in' ? <Badge tone="green">Opted in</Badge> : <Badge tone="red">Opted out</Badge>}
                        <span>{CHANNEL_LABELS[e.channel] ?? e.channel}</span>
                        {b.personId && <span className="break-all text-slate-500 dark:text-neutral-400">{displayAddress(e.address)}</span>}
                        <span className="text-slate-500 dark:text-neutral-400">· {methodLabel(e.method)}</span>
                        <span className="ml-auto text-xs whitespace-nowrap text-slate-500 dark:text-neutral-400">{formatDateTime(e.createdAt)}</span>
                      </div>
                      {proof.length > 0 && <p className="text-xs text-slate-600 dark:text-neutral-300">{proof.map((r) => `${r.label}: ${r.value}`).join(' · ')}</p>}
                    </li>
                  )
                })}
              </ol>
            )
          }
        </QueryState>
      </section>
    </div>
  )
}
