// /checkIn/children?station=<id>: the station itself, full screen with big touch targets. Finds a
// family, checks children in (the code, the labels), checks them out against the parent's label;
// keeps working offline (useStation: today's cache, the queue, codes made here) and syncs after.
import { useEffect, useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button, cn } from '@congregate/ui'
import { Badge } from '@/components/ui/Card'
import { Tabs } from '@/components/ui/Tabs'
import { toastApiError } from '@/lib/api-client'
import { modeLabel, postReprint, type Family, type FamilyChild, type LabelSize, type Room, type StationMode } from '../api/station'
import { CHILDREN } from '../paths'
import { normalizeCode } from './codes'
import { downloadZpl, printLabels } from './labels'
import { roomsWithQueue } from './local'
import { RoomBoard, StreamBadge } from './RoomBoard'
import { bigInput, ChildFlags, FamilySearch, RefusalPanel, Section, SyncList } from './StationParts'
import { useBoardStream } from './useBoardStream'
import { Refusal, useStation, type StationState } from './useStation'
import { prepareOffline } from './offline-shell'

type Tab = 'checkin' | 'checkout' | 'roster'

const TABS: Record<StationMode, { value: Tab; label: string }[]> = {
  self: [{ value: 'checkin', label: 'Check in' }],
  manned: [
    { value: 'checkin', label: 'Check in' },
    { value: 'checkout', label: 'Check out' },
  ],
  roster: [
    { value: 'roster', label: 'Room roster' },
    { value: 'checkout', label: 'Check out' },
    { value: 'checkin', label: 'Check in' },
  ],
}

export default function StationPage() {
  const [params] = useSearchParams()
  const stationId = Number(params.get('station'))
  if (!Number.isInteger(stationId) || stationId <= 0) {
    return (
      <Screen>
        <div className="mx-auto mt-16 max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center dark:border-neutral-800 dark:bg-neutral-900">
          <h1 className="text-xl font-bold">Choose a station</h1>
          <p className="mt-2 text-slate-600 dark:text-neutral-400">Open a station from the check-in stations page.</p>
          <Link className="mt-4 inline-block font-medium text-brand-ink underline dark:text-brand" to={CHILDREN.station}>
            Check-in stations
          </Link>
        </div>
      </Screen>
    )
  }
  return <Station key={stationId} stationId={stationId} />
}

/** Full screen over the console's frame: the station is a kiosk. */
function Screen({ children }: { children: React.ReactNode }) {
  return <div className="fixed inset-0 z-40 overflow-y-auto bg-slate-50 text-slate-900 dark:bg-neutral-950 dark:text-neutral-100">{children}</div>
}

function Station({ stationId }: { stationId: number }) {
  const st = useStation(stationId)
  const { today } = st
  const [tab, setTab] = useState<Tab | null>(null)
  const [showSync, setShowSync] = useState(false)
  const [preset, setPreset] = useState<{ family: Family; childId: number } | null>(null)
  const stream = useBoardStream(today?.serviceOn, !!today && st.online)
  const [offlineReady, setOfflineReady] = useState(false)
  const opened = !!today && !st.fromCache

  useEffect(() => {
    // The station must reload offline: its files and the profile into the worker's cache.
    if (!opened) return
    let live = true
    void prepareOffline().then((ok) => live && setOfflineReady(ok))
    return () => {
      live = false
    }
  }, [opened])

  // The board's stream broke: is the network down? (today's call answers it, and keeps the cache.)
  const { refresh } = st
  useEffect(() => {
    if (stream.state !== 'reconnecting') return
    const t = setTimeout(() => void refresh(), 500)
    return () => clearTimeout(t)
  }, [stream.state, refresh])

  const rooms: Room[] = useMemo(() => (st.online && stream.board ? roomsWithQueue(stream.board.rooms ?? [], st.entries) : st.rooms), [st.online, stream.board, st.entries, st.rooms])

  if (!today) {
    return (
      <Screen>
        <div className="mx-auto mt-16 max-w-md p-6 text-center">
          {st.loadError ? (
            <>
              <h1 className="text-xl font-bold">This station could not open</h1>
              <p className="mt-2 text-slate-600 dark:text-neutral-400">{st.loadError}</p>
              <div className="mt-4 flex justify-center gap-2">
                <Button onClick={() => void st.refresh()}>Try again</Button>
                <Link className="inline-flex h-10 items-center px-3 font-medium underline" to={CHILDREN.station}>
                  Stations
                </Link>
              </div>
            </>
          ) : (
            <p className="text-lg" role="status">
              Opening the station…
            </p>
          )}
        </div>
      </Screen>
    )
  }

  const mode = today.station.mode
  const tabs = TABS[mode]
  const current = tab && tabs.some((t) => t.value === tab) ? tab : tabs[0]!.value
  const waiting = st.waiting
  const conflicts = st.entries.length - waiting

  return (
    <Screen>
      <header className="z-10 border-b sm:sticky sm:top-0 border-slate-200 bg-white/95 backdrop-blur dark:border-neutral-800 dark:bg-neutral-900/95">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-xl font-bold sm:text-2xl">{today.station.name}</h1>
            <p className="text-sm text-slate-600 dark:text-neutral-400">
              {modeLabel(mode)} · tag <span className="font-mono font-semibold">{today.station.tag}</span> · {today.serviceOn}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {st.online ? <Badge tone="green">Online</Badge> : <Badge tone="red">Offline — working from this station&apos;s copy</Badge>}
            {st.online && offlineReady && (
              <span data-testid="offline-ready">
                <Badge tone="blue">Ready for offline</Badge>
              </span>
            )}
            <Button
              variant={waiting > 0 || conflicts > 0 ? 'primary' : 'secondary'}
              size="sm"
              aria-expanded={showSync}
              aria-controls="sync-panel"
              onClick={() => setShowSync((v) => !v)}
            >
              {waiting} waiting to sync{conflicts > 0 ? ` · ${conflicts} to check` : ''}
            </Button>
            <Link className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-slate-700 underline-offset-2 hover:underline dark:text-neutral-300" to={CHILDREN.station}>
              Exit station
            </Link>
          </div>
        </div>
      </header>
      <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 pb-16">
        {(showSync || conflicts > 0 || st.outcomes.length > 0) && (
          <div id="sync-panel">
            <Section title="Sync">
              <SyncList
                entries={st.entries}
                outcomes={st.outcomes}
                online={st.online}
                syncing={st.syncing}
                onSync={() => void st.sync()}
                onAcknowledge={(id) => void st.acknowledge(id)}
                onReprint={(id) => void reprintAndPrint(id, today.labelSize)}
              />
            </Section>
          </div>
        )}
        <div className="max-sm:order-last">
        <Section title="Rooms" actions={st.online ? <StreamBadge state={stream.state} /> : <Badge tone="amber">Counted on this station</Badge>}>
          <RoomBoard rooms={rooms} compact />
        </Section>
        </div>
        {tabs.length > 1 && (
          <div className="[&_[role=tab]]:h-11 [&_[role=tab]]:flex-1 [&_[role=tab]]:px-2 [&_[role=tab]]:text-base sm:[&_[role=tab]]:flex-none sm:[&_[role=tab]]:px-5 [&_[role=tablist]]:flex [&_[role=tablist]]:w-full sm:[&_[role=tablist]]:inline-flex sm:[&_[role=tablist]]:w-auto">
            <Tabs label="Station" value={current} options={tabs} onChange={(t) => (setPreset(null), setTab(t))} />
          </div>
        )}
        {current === 'checkin' && <CheckInPanel st={st} rooms={rooms} labelSize={today.labelSize} />}
        {current === 'checkout' && <CheckOutPanel key={preset?.childId ?? 0} st={st} preset={preset} />}
        {current === 'roster' && <RosterPanel st={st} rooms={rooms} onCheckOut={(family, childId) => (setPreset({ family, childId }), setTab('checkout'))} />}
      </main>
    </Screen>
  )
}

async function reprintAndPrint(checkinId: number, size: LabelSize) {
  try {
    await postReprint(checkinId)
    await printLabels(checkinId, size)
  } catch (err) {
    toastApiError(err)
  }
}

type Done = { code: string; names: string[]; queued: boolean; checkinId: number | null }

function CheckInPanel({ st, rooms, labelSize }: { st: StationState; rooms: Room[]; labelSize: LabelSize }) {
  const [found, setFound] = useState<{ families: Family[]; local: boolean } | null>(null)
  const [done, setDone] = useState<Done | null>(null)

  return (
    <div className="flex flex-col gap-4">
      {done && <CheckedIn done={done} labelSize={labelSize} onNext={() => (setDone(null), setFound(null))} />}
      {!done && (
        <Section title="Check in">
          <FamilySearch search={st.search} onFound={(f, local) => setFound(f ? { families: f, local } : null)} />
          {found && <FoundNote found={found} />}
          <div className="mt-4 flex flex-col gap-4">
            {found?.families.map((f) => <CheckInFamily key={f.id} family={f} rooms={rooms} st={st} onDone={setDone} />)}
          </div>
        </Section>
      )}
    </div>
  )
}

function FoundNote({ found }: { found: { families: Family[]; local: boolean } }) {
  return (
    <p className="mt-3 text-sm text-slate-600 dark:text-neutral-400" role="status">
      {found.families.length === 0 ? 'No family found. Try other digits or the family name.' : `${found.families.length} ${found.families.length === 1 ? 'family' : 'families'} found`}
      {found.local && ' (from this station’s copy of today’s families)'}
    </p>
  )
}

function CheckInFamily({ family, rooms, st, onDone }: { family: Family; rooms: Room[]; st: StationState; onDone: (d: Done) => void }) {
  const kids = family.children ?? []
  const [chosen, setChosen] = useState<Record<number, boolean>>(() => Object.fromEntries(kids.filter((c) => !c.checkedIn).map((c) => [c.id, true])))
  const [room, setRoom] = useState<Record<number, string>>(() => Object.fromEntries(kids.map((c) => [c.id, c.classroomId ? String(c.classroomId) : ''])))
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const picked = kids.filter((c) => chosen[c.id] && !c.checkedIn)

  async function submit() {
    setRefusal(null)
    setBusy(true)
    try {
      const out = await st.checkIn(
        picked.map((c) => {
          const id = room[c.id] ? Number(room[c.id]) : null
          return { child: c, classroomId: id, classroomName: rooms.find((r) => r.classroomId === id)?.name ?? '' }
        }),
      )
      if (out.queued) onDone({ code: out.code, names: picked.map((c) => c.firstName), queued: true, checkinId: null })
      else onDone({ code: out.result.code, names: (out.result.checkins ?? []).map((c) => c.childName), queued: false, checkinId: out.result.checkins?.[0]?.id ?? null })
    } catch (err) {
      setRefusal(err instanceof Refusal || err instanceof Error ? err.message : String(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <article aria-label={family.name} className="rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-neutral-800">
      <h3 className="text-lg font-semibold">{family.name}</h3>
      {(family.parents ?? []).length > 0 && <p className="text-sm text-slate-600 dark:text-neutral-400">{(family.parents ?? []).map((p) => p.name).join(' · ')}</p>}
      <ul className="mt-3 flex flex-col gap-2">
        {kids.map((c) => (
          <li key={c.id} className={cn('rounded-xl border p-3', chosen[c.id] && !c.checkedIn ? 'border-brand bg-brand/5' : 'border-slate-200 dark:border-neutral-800')}>
            <div className="flex flex-wrap items-center gap-3">
              <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3">
                <input type="checkbox" className="size-6 shrink-0 accent-brand" checked={!!chosen[c.id] && !c.checkedIn} disabled={c.checkedIn} onChange={(e) => setChosen((s) => ({ ...s, [c.id]: e.target.checked }))} />
                <span className="min-w-0">
                  <span className="block text-base font-semibold">{c.name}</span>
                  <span className="block text-sm text-slate-600 dark:text-neutral-400">
                    {c.ageMonths != null ? `${Math.floor(c.ageMonths / 12)} y ${c.ageMonths % 12} m` : 'Age unknown'}
                    {c.checkedIn && (
                      <>
                        {' · '}
                        <strong className="text-emerald-700 dark:text-emerald-400">Checked in</strong>
                      </>
                    )}
                  </span>
                </span>
              </label>
              {!c.checkedIn && (
                <select aria-label={`Classroom for ${c.name}`} className="h-11 min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base sm:w-72 dark:border-neutral-700 dark:bg-neutral-900" value={room[c.id] ?? ''} onChange={(e) => setRoom((s) => ({ ...s, [c.id]: e.target.value }))}>
                  <option value="">Choose a classroom</option>
                  {rooms.map((r) => (
                    <option key={r.classroomId} value={r.classroomId}>
                      {r.name}
                      {r.open ? ` (${r.count}${r.capacity ? `/${r.capacity}` : ''})` : ' — closed'}
                      {r.classroomId === c.classroomId ? ' · suggested' : ''}
                    </option>
                  ))}
                </select>
              )}
            </div>
            <ChildFlags child={c} />
          </li>
        ))}
      </ul>
      {refusal && (
        <div className="mt-3">
          <RefusalPanel message={refusal} />
        </div>
      )}
      <Button size="lg" className="mt-3 h-14 w-full text-lg sm:w-auto sm:px-10" disabled={picked.length === 0} loading={busy} onClick={() => void submit()}>
        Check in {picked.length > 0 ? `${picked.length} ${picked.length === 1 ? 'child' : 'children'}` : ''}
      </Button>
    </article>
  )
}

function CheckedIn({ done, labelSize, onNext }: { done: Done; labelSize: LabelSize; onNext: () => void }) {
  const [pdf, setPdf] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const print = async () => {
    if (done.checkinId == null) return
    setBusy(true)
    try {
      setPdf(await printLabels(done.checkinId, labelSize))
    } catch (err) {
      toastApiError(err)
    } finally {
      setBusy(false)
    }
  }
  useEffect(() => {
    if (done.queued) return
    const t = setTimeout(() => void print())
    return () => clearTimeout(t)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- print once, when the check-in is done
  }, [])
  return (
    <section aria-label="Checked in" className="rounded-2xl border-2 border-emerald-500 bg-white p-5 text-center dark:bg-neutral-900">
      <p className="text-lg font-semibold">{done.names.join(', ')} {done.queued ? 'will be checked in when this station syncs' : 'checked in'}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-neutral-400">Security code</p>
      <p className="font-mono text-6xl font-black tracking-[0.2em] text-slate-900 dark:text-white" data-testid="security-code">
        {done.code}
      </p>
      {done.queued ? (
        <p className="mx-auto mt-3 max-w-md rounded-lg bg-amber-100 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          Offline: write the code on the parent&apos;s sticker for now. The labels print after the sync — use “Print labels” in the sync list once the station is back online.
        </p>
      ) : (
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          <Button variant="secondary" loading={busy} onClick={() => void print()}>
            Print labels
          </Button>
          {pdf && (
            <a className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-medium dark:border-neutral-700" href={pdf} target="_blank" rel="noreferrer">
              Open labels (PDF)
            </a>
          )}
          <Button variant="ghost" onClick={() => done.checkinId != null && void downloadZpl(done.checkinId, labelSize).catch(toastApiError)}>
            Download ZPL (Zebra)
          </Button>
        </div>
      )}
      <Button size="lg" className="mt-5 h-14 px-10 text-lg" onClick={onNext}>
        Next family
      </Button>
    </section>
  )
}

function CheckOutPanel({ st, preset }: { st: StationState; preset: { family: Family; childId: number } | null }) {
  const [found, setFound] = useState<{ families: Family[]; local: boolean; code?: string } | null>(() => (preset ? { families: [preset.family], local: false } : null))
  const [done, setDone] = useState<{ names: string[]; queued: boolean } | null>(null)
  const show = (f: { families: Family[]; local: boolean; code?: string } | null) => (setFound(f), f && setDone(null))
  return (
    <div className="flex flex-col gap-4">
      {done && (
        <div role="status" className="rounded-2xl border-2 border-emerald-500 bg-white p-4 text-center text-lg font-semibold dark:bg-neutral-900">
          {done.names.join(', ')} checked out{done.queued ? ' (waiting to sync)' : ''}
        </div>
      )}
      <Section title="Check out">
        <div className="grid gap-4 lg:grid-cols-2">
          <CodeLookup findByCode={st.findByCode} onFound={show} />
          <FamilySearch label="Find the family" search={st.search} onFound={(f, local) => show(f ? { families: f, local } : null)} />
        </div>
        {found && <FoundNote found={found} />}
        <div className="mt-4 flex flex-col gap-4">
          {found?.families.map((f) => (
            <CheckOutFamily key={`${f.id}-${found.code ?? ''}`} family={f} code={found.code} only={preset?.family.id === f.id ? preset.childId : undefined} st={st} onDone={(d) => (setDone(d), setFound(null))} />
          ))}
        </div>
      </Section>
    </div>
  )
}

/** The code on the parent's label finds the children checked in with it. */
function CodeLookup({ findByCode, onFound }: { findByCode: StationState['findByCode']; onFound: (f: { families: Family[]; local: boolean; code?: string } | null) => void }) {
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const c = normalizeCode(code)
    if (!c) return
    setBusy(true)
    try {
      const r = await findByCode(c)
      onFound({ ...r, code: c })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor="lookup-code" className="text-base font-semibold">
        Find by the parent&apos;s code
      </label>
      <div className="flex gap-2">
        <input id="lookup-code" className={cn(bigInput, 'font-mono tracking-[0.3em] uppercase')} value={code} onChange={(e) => (setCode(e.target.value), onFound(null))} maxLength={8} autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder="Code" />
        <Button type="submit" size="lg" className="h-14 px-6 text-base" loading={busy}>
          Look up
        </Button>
      </div>
    </form>
  )
}

function CheckOutFamily({ family, code: given, only, st, onDone }: { family: Family; code?: string; only?: number; st: StationState; onDone: (d: { names: string[]; queued: boolean }) => void }) {
  const inNow = (family.children ?? []).filter((c) => c.checkedIn)
  // Found by a code: its children are chosen; from the roster: that child; otherwise every child in.
  const [chosen, setChosen] = useState<Record<number, boolean>>(() => Object.fromEntries(inNow.map((c) => [c.id, only ? c.id === only : !given || (c.code ?? '').toUpperCase() === given])))
  const [code, setCode] = useState(given ?? '')
  const [picker, setPicker] = useState<string>(() => (family.parents?.[0] ? `p:${family.parents[0].id}` : 'other'))
  const [other, setOther] = useState('')
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const picked = inNow.filter((c) => chosen[c.id])
  const authorised = [...new Set(inNow.flatMap((c) => c.authorised ?? []))]

  async function submit() {
    setRefusal(null)
    const c = normalizeCode(code)
    if (!c) return setRefusal("Enter the code from the parent's label")
    let who: { personId?: number; name: string }
    if (picker.startsWith('p:')) {
      const p = (family.parents ?? []).find((x) => `p:${x.id}` === picker)!
      who = { personId: p.id, name: p.name }
    } else if (picker.startsWith('a:')) who = { name: picker.slice(2) }
    else {
      if (!other.trim()) return setRefusal('Say who is picking up')
      who = { name: other.trim() }
    }
    setBusy(true)
    try {
      onDone(await st.checkOut(picked, c, who))
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err))
    } finally {
      setBusy(false)
    }
  }

  const radio = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 dark:border-neutral-800'
  return (
    <article aria-label={family.name} className="rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-neutral-800">
      <h3 className="text-lg font-semibold">{family.name}</h3>
      {inNow.length === 0 ? (
        <p className="mt-2 text-slate-600 dark:text-neutral-400">No child of this family is checked in.</p>
      ) : (
        <>
          <ul className="mt-3 flex flex-col gap-2">
            {inNow.map((c) => (
              <li key={c.id} className="rounded-xl border border-slate-200 p-3 dark:border-neutral-800">
                <div className="flex flex-wrap items-center gap-2">
                  <label className="flex min-h-11 min-w-[12rem] flex-1 cursor-pointer items-center gap-3">
                    <input type="checkbox" className="size-6 accent-brand" checked={!!chosen[c.id]} onChange={(e) => setChosen((s) => ({ ...s, [c.id]: e.target.checked }))} />
                    <span className="text-base font-semibold">{c.name}</span>
                    <span className="text-sm text-slate-600 dark:text-neutral-400">{c.classroomName}</span>
                  </label>
                  {c.checkinId != null && st.online && (
                    <Button size="sm" variant="ghost" aria-label={`Reprint the labels of ${c.name}`} onClick={() => void reprintAndPrint(c.checkinId!, st.today?.labelSize ?? '4x2in')}>
                      Reprint labels
                    </Button>
                  )}
                </div>
                <ChildFlags child={c} />
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={`code-${family.id}`} className="text-base font-semibold">
                Code from the parent&apos;s label
              </label>
              <input id={`code-${family.id}`} className={cn(bigInput, 'mt-1 font-mono text-2xl tracking-[0.3em] uppercase')} value={code} onChange={(e) => setCode(e.target.value)} maxLength={8} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
            </div>
            <fieldset>
              <legend className="text-base font-semibold">Who is picking up</legend>
              <div className="mt-1 flex flex-col gap-1.5">
                {(family.parents ?? []).map((p) => (
                  <label key={p.id} className={radio}>
                    <input type="radio" name={`picker-${family.id}`} className="size-5 accent-brand" checked={picker === `p:${p.id}`} onChange={() => setPicker(`p:${p.id}`)} />
                    {p.name} <span className="text-xs text-slate-500 dark:text-neutral-400">parent</span>
                  </label>
                ))}
                {authorised.map((n) => (
                  <label key={n} className={radio}>
                    <input type="radio" name={`picker-${family.id}`} className="size-5 accent-brand" checked={picker === `a:${n}`} onChange={() => setPicker(`a:${n}`)} />
                    {n} <span className="text-xs text-slate-500 dark:text-neutral-400">authorised</span>
                  </label>
                ))}
                <label className={radio}>
                  <input type="radio" name={`picker-${family.id}`} className="size-5 accent-brand" checked={picker === 'other'} onChange={() => setPicker('other')} />
                  Someone else
                </label>
                {picker === 'other' && <input aria-label="Name of the person picking up" className={cn(bigInput, 'h-12 text-base')} value={other} onChange={(e) => setOther(e.target.value)} placeholder="Full name" />}
              </div>
            </fieldset>
          </div>
          {refusal && (
            <div className="mt-3">
              <RefusalPanel message={refusal} />
            </div>
          )}
          <Button size="lg" className="mt-3 h-14 w-full text-lg sm:w-auto sm:px-10" disabled={picked.length === 0} loading={busy} onClick={() => void submit()}>
            Check out {picked.length} {picked.length === 1 ? 'child' : 'children'}
          </Button>
        </>
      )}
    </article>
  )
}

function RosterPanel({ st, rooms, onCheckOut }: { st: StationState; rooms: Room[]; onCheckOut: (f: Family, childId: number) => void }) {
  const [roomId, setRoomId] = useState<string>(() => (rooms[0] ? String(rooms[0].classroomId) : ''))
  const children: (FamilyChild & { family: Family })[] = st.families.flatMap((f) => (f.children ?? []).filter((c) => c.checkedIn && String(c.classroomId) === roomId).map((c) => ({ ...c, family: f })))
  return (
    <Section
      title="Room roster"
      actions={
        <select aria-label="Room" className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base dark:border-neutral-700 dark:bg-neutral-900" value={roomId} onChange={(e) => setRoomId(e.target.value)}>
          {rooms.map((r) => (
            <option key={r.classroomId} value={r.classroomId}>
              {r.name} ({r.count}
              {r.capacity ? `/${r.capacity}` : ''})
            </option>
          ))}
        </select>
      }
    >
      {children.length === 0 ? (
        <p className="text-slate-600 dark:text-neutral-400">No child is checked in to this room yet.</p>
      ) : (
        <ul aria-label="Children in the room" className="flex flex-col gap-2">
          {children.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-neutral-800">
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{c.name}</span>
                <span className="block text-sm text-slate-600 dark:text-neutral-400">{c.family.name}</span>
                <ChildFlags child={c} />
              </span>
              <Button variant="secondary" aria-label={`Check out ${c.name}`} onClick={() => onCheckOut(c.family, c.id)}>
                Check out
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-slate-500 dark:text-neutral-400">The roster lists the children whose classroom is this room; refreshed every minute while online.</p>
    </Section>
  )
}
