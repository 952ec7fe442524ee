// The live stream page's reading of the streams: what is live, what comes next, each provider's
// words, and the schedule's date-time in the browser's zone and on the wire (RFC 3339).
import type { Provider, Stream } from '../api/streams'

export const PROVIDERS: { value: Provider; label: string; hint: string }[] = [
  { value: 'youtube', label: 'YouTube', hint: 'The video or live link, e.g. https://www.youtube.com/watch?v=…' },
  { value: 'facebook', label: 'Facebook', hint: 'The live video’s link on the church’s page.' },
  { value: 'rtmp', label: 'RTMP (streaming software)', hint: 'Where viewers watch; the server and key go into OBS or your encoder.' },
  { value: 'hls', label: 'HLS (.m3u8)', hint: 'The playlist URL, played in the page’s own video player.' },
  { value: 'custom', label: 'Other link', hint: 'A video URL the browser can play.' },
]

export const providerLabel = (p: Provider) => PROVIDERS.find((x) => x.value === p)?.label ?? p

/** How a stream shows: in the provider's frame, in a video element, or not in the page (RTMP). */
export function playerOf(s: Pick<Stream, 'provider' | 'embedUrl' | 'url'>): { kind: 'iframe'; src: string } | { kind: 'video'; src: string } | { kind: 'none' } {
  if (s.embedUrl) return { kind: 'iframe', src: s.embedUrl }
  if ((s.provider === 'hls' || s.provider === 'custom') && /^https?:\/\//i.test(s.url)) return { kind: 'video', src: s.url }
  return { kind: 'none' }
}

/** The stream that is live (the latest started), and the next scheduled one still to come. */
export function liveSummary(streams: readonly Stream[], now = new Date()) {
  const live = streams.filter((s) => s.status === 'live').sort((a, b) => (b.startedAt ?? '').localeCompare(a.startedAt ?? ''))[0] ?? null
  const next =
    streams
      .filter((s) => s.status === 'scheduled' && s.scheduledAt && new Date(s.scheduledAt).getTime() >= now.getTime())
      .sort((a, b) => new Date(a.scheduledAt!).getTime() - new Date(b.scheduledAt!).getTime())[0] ?? null
  return { live, next }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** An RFC 3339 time as a datetime-local input's value in the browser's zone; '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** A datetime-local value (the browser's zone) as RFC 3339 with its offset; null for none or nonsense. */
export function fromLocalInput(v: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v)) return null
  const d = new Date(v)
  if (Number.isNaN(d.getTime())) return null
  const off = -d.getTimezoneOffset()
  const sign = off >= 0 ? '+' : '-'
  return `${v}:00${sign}${pad(Math.floor(Math.abs(off) / 60))}:${pad(Math.abs(off) % 60)}`
}

/** The stream key's field hint: the key is write-only, the server shows its last 4 characters. */
export function keyHint(hint: string | null | undefined): string {
  return hint ? `A key ending in ${hint} is saved. Leave this empty to keep it; type a new one to replace it.` : 'From your provider’s live dashboard. It is never shown again once saved.'
}
