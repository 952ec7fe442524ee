import { afterEach, describe, expect, it, vi } from 'vitest'
import { adminTitle, afterNextPaint, applyFavicon } from './platform'

describe('title', () => {
  it('is "<fullName> | Admin Portal"', () => {
    expect(adminTitle('Grace Community Church')).toBe('Grace Community Church | Admin Portal')
  })
})

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('lets go in the task after the next frame, not before that frame', async () => {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
    let done = false
    void afterNextPaint().then(() => (done = true))

    await vi.advanceTimersByTimeAsync(100)
    expect(done).toBe(false) // no frame yet
    frames.shift()!(0) // the frame: its paint follows this callback
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
  })

  it('lets go on its timer where no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', () => 0)
    let done = false
    void afterNextPaint(500).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(499)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
})

describe('applyFavicon', () => {
  const icons = (url: string) => ({ favIcons: [0, 1, 2, 3, 4].map((i) => ({ url: i === 4 ? url : `x${i}.svg`, size: '96x96', type: 'image/svg+xml' })) })
  afterEach(() => document.head.querySelectorAll('link[rel="icon"]').forEach((l) => l.remove()))

  /** Counts the writes of the link's href: each one is a fetch of the icon in a browser. */
  function watch(link: HTMLLinkElement) {
    const writes: string[] = []
    new MutationObserver((ms) => ms.forEach(() => writes.push(link.getAttribute('href')!))).observe(link, { attributeFilter: ['href'] })
    return writes
  }
  const settle = () => new Promise((r) => setTimeout(r, 0))

  it('sets the fifth icon once and leaves the same URL alone, however written', async () => {
    applyFavicon(icons('api/org/favicon.svg?size=96'))
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')!
    expect(link.href).toBe(new URL('api/org/favicon.svg?size=96', document.baseURI).href)
    expect(link.getAttribute('sizes')).toBe('96x96')
    const writes = watch(link)
    applyFavicon(icons('api/org/favicon.svg?size=96'))
    applyFavicon(icons(new URL('api/org/favicon.svg?size=96', document.baseURI).href))
    await settle()
    expect(writes).toEqual([])
    expect(document.querySelectorAll('link[rel="icon"]')).toHaveLength(1)
  })

  it('leaves the icon the page came with when it is the same one', async () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="icon" href="api/org/favicon.svg?size=96" type="image/svg+xml" sizes="96x96">')
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')!
    const writes = watch(link)
    applyFavicon(icons('api/org/favicon.svg?size=96'))
    await settle()
    expect(writes).toEqual([])
  })

  it('changes the link for another URL, keeping one icon link', async () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="icon" href="favicon.svg"><link rel="icon" href="other.svg">')
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')!
    const writes = watch(link)
    applyFavicon(icons('api/org/logo/favicon?v=2'))
    await settle()
    expect(writes).toHaveLength(1)
    expect(link.href).toBe(new URL('api/org/logo/favicon?v=2', document.baseURI).href)
    expect(document.querySelectorAll('link[rel="icon"]')).toHaveLength(1)
  })

  it('does nothing without a fifth icon', () => {
    applyFavicon({ favIcons: [] })
    expect(document.querySelector('link[rel="icon"]')).toBeNull()
  })
})
