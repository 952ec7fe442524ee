import { afterEach, describe, expect, it, vi } from 'vitest'
import { adminTitle, afterNextPaint } from './platform'

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
