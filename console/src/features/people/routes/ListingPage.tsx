import { useEffect, useMemo, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button, cn, inputClass, Spinner } from '@congregate/ui'
import { Card, EmptyState, ErrorPanel, PageHeader, Skeleton } from '@/components/ui/Card'
import { Pagination } from '@/components/ui/Pagination'
import { usePeople } from '../api/get-people'
import { AddPersonModal } from '../components/AddPersonModal'
import { ColumnChooser } from '../components/ColumnChooser'
import { ListingFilters } from '../components/ListingFilters'
import { PeopleShell } from '../components/PeopleShell'
import { PeopleTable } from '../components/PeopleTable'
import { RecordsPerPage } from '../components/RecordsPerPage'
import { SavedListsMenu } from '../components/SavedListsMenu'
import { loadColumns, saveColumns, type ColumnId } from '../lib/columns'
import { activeFilterCount, listingToParams, parseListing, toListRequest, toggleSort, withChange, type ListingState } from '../lib/filters'
import { formatCount } from '../lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { PEOPLE } from '../paths'

export default function ListingPage() {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => parseListing(params), [params])
  const [columns, setColumns] = useState<ColumnId[]>(loadColumns)
  const [showFilters, setShowFilters] = useState(() => activeFilterCount(state) > 0)
  const [adding, setAdding] = useState(params.get('add') === '1')
  const [search, setSearch] = useState(state.q)
  const debounced = useDebouncedValue(search, 300)

  // The view last asked for, until the router's render of it lands (the router renders URL changes
  // in a transition, which a busy page can finish after the search box's timer has fired).
  const pending = useRef<ListingState | null>(null)
  useEffect(() => {
    pending.current = null
  }, [state])
  const update = (next: ListingState) => {
    pending.current = next
    setParams(listingToParams(next), { replace: true })
  }
  const patch = (p: Partial<ListingState>) => update(withChange(state, p))

  // The search box drives the URL once typing pauses (server-side search, spec listing), on top of
  // the view last asked for: a saved list opened meanwhile keeps its filters.
  useEffect(() => {
    const current = pending.current ?? state
    if (debounced !== current.q) update(withChange(current, { q: debounced }))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced])

  // No pageSize: the server uses the user's records per page (docs/people-api.md).
  const req = useMemo(() => toListRequest(state), [state])
  const q = usePeople(req)
  const data = q.data
  const filters = activeFilterCount(state)

  // A page past the end (after filtering or deleting) goes back to the last page.
  useEffect(() => {
    if (data && data.total > 0 && data.items.length === 0 && state.page > 1) patch({ page: Math.max(1, data.totalPages) })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data])

  return (
    <PeopleShell>
      <PageHeader
        title="People"
        description={data ? `${formatCount(data.total)} ${data.total === 1 ? 'person' : 'people'}${state.q || filters ? ' match' : ''}` : 'Your church directory'}
        actions={
          <>
            <Link to={PEOPLE.mergeAccounts} className="inline-flex h-10 items-center text-sm font-medium text-brand-ink hover:underline">
              Find duplicates
            </Link>
            <Link to={PEOPLE.import1} className="inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-50 dark:border-neutral-700 dark:bg-neutral-900 dark:hover:bg-neutral-800">
              Import
            </Link>
            <Link
              to={`${PEOPLE.export1}?${listingToParams({ ...state, page: 1 }).toString()}`}
              className="inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-50 dark:border-neutral-700 dark:bg-neutral-900 dark:hover:bg-neutral-800"
            >
              Export
            </Link>
            <Button onClick={() => setAdding(true)}>
              <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
                <path d="M12 5v14M5 12h14" />
              </svg>
              Add person
            </Button>
          </>
        }
      />

      <Card className="overflow-visible">
        <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 p-4 dark:border-neutral-800">
          <div className="relative min-w-0 flex-1 basis-64 max-[500px]:basis-full">
            <svg className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <circle cx="11" cy="11" r="7" />
              <path d="M20 20l-3.5-3.5" />
            </svg>
            <input
              type="search"
              aria-label="Search people"
              placeholder="Search by name, e-mail or phone"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              maxLength={100}
              className={cn(inputClass, 'pl-9')}
            />
            {q.isFetching && !q.isPending && <Spinner className="absolute top-3 right-3 text-slate-400" />}
          </div>
          <SavedListsMenu
            state={state}
            onOpen={(s) => {
              setSearch(s.q)
              update(s)
              setShowFilters(activeFilterCount(s) > 0)
            }}
          />
          <button
            type="button"
            aria-expanded={showFilters}
            aria-controls="people-filters"
            onClick={() => setShowFilters((s) => !s)}
            className={cn(
              'inline-flex h-10 items-center gap-2 rounded-lg border px-3 text-sm font-medium',
              filters ? 'border-brand-ink text-brand-ink' : 'border-slate-300 hover:bg-slate-50 dark:border-neutral-700 dark:hover:bg-neutral-800',
            )}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M3 5h18l-7 8v6l-4 2v-8L3 5Z" />
            </svg>
            Filters{filters > 0 && <span className="rounded-full bg-brand px-1.5 text-xs text-white">{filters}</span>}
          </button>
          <ColumnChooser value={columns} onChange={(ids) => setColumns(saveColumns(ids))} />
        </div>
        {showFilters && (
          <div id="people-filters" className="border-b border-slate-100 p-4 dark:border-neutral-800">
            <ListingFilters state={state} onChange={patch} />
          </div>
        )}

        {q.isPending ? (
          <div className="flex flex-col gap-3 p-4" role="status" aria-label="Loading people">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : q.isError ? (
          <div className="p-4">
            <ErrorPanel message={q.error.message} onRetry={() => q.refetch()} />
          </div>
        ) : data!.items.length === 0 ? (
          <EmptyState
            title={state.q || filters ? 'No one matches' : 'No people yet'}
            message={state.q || filters ? 'Try another spelling, fewer words, or clear the filters.' : 'Add your first person, or import your directory from a spreadsheet.'}
            action={
              state.q || filters ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSearch('')
                    update({ ...parseListing(new URLSearchParams()) })
                  }}
                >
                  Clear search and filters
                </Button>
              ) : (
                <Button onClick={() => setAdding(true)}>Add person</Button>
              )
            }
          />
        ) : (
          <div className={cn(q.isPlaceholderData && 'opacity-60 transition-opacity')}>
            <PeopleTable rows={data!.items} columns={columns} sort={state} onSort={(k) => update(toggleSort(state, k))} />
          </div>
        )}

        {data && (
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 p-4 dark:border-neutral-800">
            <RecordsPerPage value={data.pageSize} />
            <div className="min-w-[min(100%,20rem)] flex-1">
              <Pagination page={state.page} pageSize={data.pageSize} total={data.total} onPage={(p) => update({ ...state, page: p })} label="People pages" />
            </div>
          </div>
        )}
      </Card>

      <AddPersonModal
        open={adding}
        onClose={() => {
          setAdding(false)
          if (params.get('add')) {
            const next = new URLSearchParams(params)
            next.delete('add')
            setParams(next, { replace: true })
          }
        }}
      />
    </PeopleShell>
  )
}
