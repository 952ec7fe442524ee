import { normalizeHex, textOn } from '../lib/colors'

/**
 * A small console drawn with candidate colours, the way the real one uses them (index.css): the
 * sidebar is the primary at the mode's opacity (spec §9: 0.28 light, 0.92 dark), buttons are the
 * primary with white text, accents the secondary.
 */
export function ThemePreview({ mode, primary, secondary, name }: { mode: 'light' | 'dark'; primary: string; secondary: string; name: string }) {
  const p = normalizeHex(primary) ?? '#888888'
  const s = normalizeHex(secondary) ?? '#888888'
  const dark = mode === 'dark'
  const page = dark ? '#0a0a0a' : '#f8fafc'
  const card = dark ? '#171717' : '#ffffff'
  const ink = dark ? `color-mix(in srgb, ${p} 35%, white)` : p
  const text = dark ? '#f5f5f5' : '#0f172a'
  const muted = dark ? '#a3a3a3' : '#64748b'
  const border = dark ? '#262626' : '#e2e8f0'
  const sidebar = `color-mix(in srgb, ${p} ${dark ? 92 : 28}%, ${page})`
  const sideText = dark ? '#ffffff' : '#1e293b'

  return (
    <figure className="flex flex-col gap-2" data-testid={`theme-preview-${mode}`}>
      <figcaption className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-neutral-400">{dark ? 'Dark mode' : 'Light mode'}</figcaption>
      <div className="flex h-56 overflow-hidden rounded-xl border text-[11px] shadow-sm" style={{ background: page, borderColor: border, color: text }} aria-hidden="true">
        <div className="flex w-[34%] flex-col gap-1.5 p-2.5" style={{ background: sidebar, color: sideText }}>
          <div className="mb-1 flex items-center gap-1.5">
            <span className="flex h-5 w-5 items-center justify-center rounded-md text-[9px] font-bold" style={{ background: p, color: textOn(p) }}>
              {name.slice(0, 1).toUpperCase()}
            </span>
            <span className="truncate font-semibold">{name}</span>
          </div>
          <span className="rounded-md px-1.5 py-1 font-semibold" style={{ background: dark ? 'rgba(255,255,255,.15)' : 'rgba(255,255,255,.8)', color: dark ? '#fff' : ink }}>
            Dashboard
          </span>
          <span className="px-1.5 py-1">People</span>
          <span className="px-1.5 py-1">Organisation</span>
        </div>
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex h-7 items-center justify-end gap-1.5 border-b px-2" style={{ borderColor: border, background: card }}>
            <span className="h-4 w-4 rounded-full" style={{ background: p }} />
          </div>
          <div className="flex flex-1 flex-col gap-2 p-2.5">
            <span className="text-[13px] font-bold">Welcome back</span>
            <div className="flex flex-col gap-1.5 rounded-lg border p-2" style={{ background: card, borderColor: border }}>
              <span style={{ color: muted }}>New members this month</span>
              <span className="text-base font-bold">128</span>
              <div className="h-1.5 overflow-hidden rounded-full" style={{ background: dark ? '#262626' : '#f1f5f9' }}>
                <div className="h-full w-2/3 rounded-full" style={{ background: dark ? ink : p }} />
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-1.5">
              <span className="rounded-md px-2 py-1 font-semibold" style={{ background: p, color: '#fff' }}>
                Save
              </span>
              <span className="rounded-full px-2 py-0.5 font-medium" style={{ background: s, color: textOn(s) }}>
                Secondary
              </span>
              <span className="font-semibold underline" style={{ color: ink }}>
                Link
              </span>
            </div>
          </div>
        </div>
      </div>
    </figure>
  )
}
