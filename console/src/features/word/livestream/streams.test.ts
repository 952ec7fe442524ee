import { describe, expect, it } from 'vitest'
import type { Stream } from '../api/streams'
import { fromLocalInput, keyHint, liveSummary, playerOf, toLocalInput } from './streams'

const stream = (o: Partial<Stream>) => ({ id: 1, title: 'S', provider: 'youtube', url: '', embedUrl: null, rtmpServer: '', streamKeyHint: '', scheduledAt: null, status: 'scheduled', startedAt: null, endedAt: null, sermonId: null, ...o }) as Stream

describe('live streams', () => {
  it('plays youtube and facebook in their frame, HLS and links in a video, RTMP not in the page', () => {
    expect(playerOf(stream({ provider: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/abc' }))).toEqual({ kind: 'iframe', src: 'https://www.youtube-nocookie.com/embed/abc' })
    expect(playerOf(stream({ provider: 'hls', url: 'https://cdn.example.org/live.m3u8' }))).toEqual({ kind: 'video', src: 'https://cdn.example.org/live.m3u8' })
    expect(playerOf(stream({ provider: 'custom', url: 'javascript:alert(1)' }))).toEqual({ kind: 'none' })
    expect(playerOf(stream({ provider: 'rtmp', url: 'rtmp://x/live' }))).toEqual({ kind: 'none' })
  })

  it('finds the live stream and the next scheduled one', () => {
    const now = new Date('2026-11-29T10:00:00Z')
    const list = [
      stream({ id: 1, status: 'ended', startedAt: '2026-11-22T09:00:00Z' }),
      stream({ id: 2, status: 'scheduled', scheduledAt: '2026-12-06T09:00:00Z' }),
      stream({ id: 3, status: 'scheduled', scheduledAt: '2026-11-30T09:00:00Z' }),
      stream({ id: 4, status: 'scheduled', scheduledAt: '2026-11-28T09:00:00Z' }),
    ]
    expect(liveSummary(list, now)).toMatchObject({ live: null, next: { id: 3 } })
    const live = [...list, stream({ id: 5, status: 'live', startedAt: '2026-11-29T09:55:00Z' }), stream({ id: 6, status: 'live', startedAt: '2026-11-29T09:00:00Z' })]
    expect(liveSummary(live, now).live?.id).toBe(5)
    expect(liveSummary([], now)).toEqual({ live: null, next: null })
  })

  it('turns a datetime-local value into RFC 3339 and back', () => {
    const wire = fromLocalInput('2026-11-29T09:30')!
    expect(wire).toMatch(/^2026-11-29T09:30:00[+-]\d{2}:\d{2}$/)
    expect(new Date(wire).getTime()).toBe(new Date('2026-11-29T09:30').getTime())
    expect(toLocalInput(wire)).toBe('2026-11-29T09:30')
    expect(fromLocalInput('')).toBeNull()
    expect(fromLocalInput('tomorrow')).toBeNull()
    expect(toLocalInput(null)).toBe('')
  })

  it('says what happens to a saved key', () => {
    expect(keyHint('9f2c')).toContain('ending in 9f2c')
    expect(keyHint('')).toContain('never shown again')
  })
})
