import { useState } from 'react'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router-dom'
import { Button, toast } from '@congregate/ui'
import type { QueueRow, TaskRow, TaskState } from '@/api'
import { Card, PageHeader } from '@/components/ui/Card'
import { Modal } from '@/components/ui/Modal'
import { SelectField } from '@/components/ui/Select'
import { Empty, QueryState } from '@/components/ui/States'
import { Pagination, Table, Td, Th } from '@/components/ui/Table'
import { Tabs } from '@/components/ui/Tabs'
import { formatCount, formatDateTime } from '@/lib/format'
import { opsApi } from '@/lib/ops-api'
import { PATHS } from '@/lib/paths'
import { useCanWrite } from '@/lib/session'
import { useTitle } from '@/lib/use-title'

const STATES: [TaskState, string][] = [
  ['pending', 'Pending'],
  ['active', 'Active'],
  ['scheduled', 'Scheduled'],
  ['retry', 'Retry'],
  ['archived', 'Dead'],
]

type TaskAction = 'retry' | 'delete' | 'archive'

/** What a task in a state can be asked: asynq runs scheduled, retry and dead tasks now, archives the waiting ones. */
export const ALLOWED: Record<TaskState, TaskAction[]> = {
  pending: ['archive', 'delete'],
  active: [],
  scheduled: ['archive', 'delete'],
  retry: ['retry', 'archive', 'delete'],
  archived: ['retry', 'delete'],
}

const LABELS: Record<TaskAction, string> = { retry: 'Retry', archive: 'Kill', delete: 'Delete' }
const DONE: Record<TaskAction, string> = { retry: 'Task queued to run again', archive: 'Task killed', delete: 'Task deleted' }

export default function QueuesPage() {
  useTitle('Queues')
  const [params, setParams] = useSearchParams()
  const queues = useQuery({ queryKey: ['queues'], queryFn: opsApi.queues, refetchInterval: 10_000 })
  const names = queues.data?.queues.map((q) => q.queue) ?? []
  const queue = params.get('queue') || (names.includes('default') ? 'default' : (names[0] ?? ''))
  const state = (STATES.find(([s]) => s === params.get('state'))?.[0] ?? 'pending') as TaskState
  const set = (k: string, v: string) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p)
        n.set(k, v)
        return n
      },
      { replace: true },
    )
  const row = queues.data?.queues.find((q) => q.queue === queue)

  return (
    <>
      <PageHeader title="Queues" />
      <QueryState query={queues}>
        {(d) =>
          d.queues.length === 0 ? (
            <Card>
              <Empty>No queue yet.</Empty>
            </Card>
          ) : (
            <div className="flex flex-col gap-4">
              <Card title="Queues">
                <Counts queues={d.queues} onPick={(q) => set('queue', q)} />
              </Card>
              <Card>
                <div className="flex flex-wrap items-end gap-4 px-4 pt-4">
                  <div className="w-56 max-w-full">
                    <SelectField label="Queue" value={queue} options={d.queues.map((q): [string, string] => [q.queue, q.queue])} onChange={(e) => set('queue', e.target.value)} />
                  </div>
                </div>
                <div className="px-4 pt-4">
                  <Tabs
                    label="Task state"
                    idPrefix="tasks"
                    tabs={STATES.map(([s, l]): [TaskState, string] => [s, row ? `${l} (${formatCount(row[s])})` : l])}
                    value={state}
                    onChange={(s) => set('state', s)}
                  />
                </div>
                <div role="tabpanel" id="tasks-panel" aria-labelledby={`tasks-tab-${state}`}>
                  {queue && <Tasks key={`${queue}/${state}`} queue={queue} state={state} />}
                </div>
              </Card>
            </div>
          )
        }
      </QueryState>
    </>
  )
}

function Counts({ queues, onPick }: { queues: QueueRow[]; onPick: (q: string) => void }) {
  return (
    <Table
      label="Tasks per queue"
      head={
        <>
          <Th>Queue</Th>
          <Th>Pending</Th>
          <Th>Active</Th>
          <Th>Scheduled</Th>
          <Th>Retry</Th>
          <Th>Dead</Th>
          <Th>Done today</Th>
          <Th>Failed today</Th>
        </>
      }
    >
      {queues.map((q) => (
        <tr key={q.queue}>
          <Td>
            <button type="button" className="font-medium text-brand-dark hover:underline" onClick={() => onPick(q.queue)}>
              {q.queue}
            </button>
          </Td>
          <Td>{formatCount(q.pending)}</Td>
          <Td>{formatCount(q.active)}</Td>
          <Td>{formatCount(q.scheduled)}</Td>
          <Td>{formatCount(q.retry)}</Td>
          <Td>{formatCount(q.archived)}</Td>
          <Td>{formatCount(q.processed)}</Td>
          <Td>{formatCount(q.failed)}</Td>
        </tr>
      ))}
    </Table>
  )
}

function Tasks({ queue, state }: { queue: string; state: TaskState }) {
  const write = useCanWrite()
  const client = useQueryClient()
  const [page, setPage] = useState(0)
  const [confirm, setConfirm] = useState<TaskRow | null>(null)
  const q = useQuery({ queryKey: ['tasks', queue, state, page], queryFn: () => opsApi.tasks({ queue, state, page, pageSize: 25 }), placeholderData: keepPreviousData })
  const run = useMutation({
    mutationFn: ({ action, id }: { action: TaskAction; id: string }) => opsApi.task(action, { queue, id }),
    onSuccess: (_d, v) => {
      toast.success(DONE[v.action])
      setConfirm(null)
      void client.invalidateQueries({ queryKey: ['tasks'] })
      void client.invalidateQueries({ queryKey: ['queues'] })
    },
  })
  const actions = write ? ALLOWED[state] : []
  return (
    <>
      <QueryState query={q}>
        {(d) =>
          d.items.length === 0 ? (
            <Empty>No {STATES.find(([s]) => s === state)?.[1].toLowerCase()} task in {queue}.</Empty>
          ) : (
            <>
              <Table
                label="Tasks"
                head={
                  <>
                    <Th>Type</Th>
                    <Th>Church</Th>
                    <Th>Error</Th>
                    <Th>Retries</Th>
                    <Th>Next run</Th>
                    <Th>Last failed</Th>
                    {actions.length > 0 && (
                      <Th>
                        <span className="sr-only">Actions</span>
                      </Th>
                    )}
                  </>
                }
              >
                {d.items.map((t) => (
                  <tr key={t.id} data-task-id={t.id}>
                    <Td>
                      <span className="font-medium">{t.type}</span>
                      <span className="block font-mono text-xs break-all text-slate-600">{t.id}</span>
                    </Td>
                    <Td>
                      {t.churchId ? (
                        <Link to={PATHS.church(t.churchId)} className="text-brand-dark hover:underline">
                          {t.churchName || `#${t.churchId}`}
                        </Link>
                      ) : (
                        '—'
                      )}
                    </Td>
                    <Td className="max-w-xs text-xs break-words text-red-800">{t.lastError || '—'}</Td>
                    <Td>
                      {t.retried} / {t.maxRetry}
                    </Td>
                    <Td className="whitespace-nowrap">{formatDateTime(t.nextProcessAt)}</Td>
                    <Td className="whitespace-nowrap">{formatDateTime(t.lastFailedAt)}</Td>
                    {actions.length > 0 && (
                      <Td>
                        <span className="flex gap-2">
                          {actions.map((a) => (
                            <Button
                              key={a}
                              size="sm"
                              variant={a === 'retry' ? 'primary' : a === 'delete' ? 'ghost' : 'secondary'}
                              loading={run.isPending && run.variables?.id === t.id && run.variables.action === a}
                              onClick={() => (a === 'delete' ? setConfirm(t) : run.mutate({ action: a, id: t.id }))}
                            >
                              {LABELS[a]}
                            </Button>
                          ))}
                        </span>
                      </Td>
                    )}
                  </tr>
                ))}
              </Table>
              <Pagination page={d.page} totalPages={d.totalPages} total={d.total} onPage={setPage} />
            </>
          )
        }
      </QueryState>
      <Modal
        open={!!confirm}
        title="Delete this task"
        description={confirm ? `${confirm.type} (${confirm.id}) is removed from ${queue} for good.` : undefined}
        onClose={() => setConfirm(null)}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button variant="danger" loading={run.isPending} onClick={() => confirm && run.mutate({ action: 'delete', id: confirm.id })} data-autofocus>
              Delete
            </Button>
          </>
        }
      />
    </>
  )
}
