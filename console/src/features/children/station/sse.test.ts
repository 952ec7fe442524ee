import { describe, expect, it } from 'vitest'
import { sseParser, type SseEvent } from './sse'

function collect(chunks: string[]): SseEvent[] {
  const out: SseEvent[] = []
  const push = sseParser((e) => out.push(e))
  for (const c of chunks) push(c)
  return out
}

describe('sseParser', () => {
  it('reads an event with its name and data', () => {
    expect(collect(['event: board\ndata: {"a":1}\n\n'])).toEqual([{ event: 'board', data: '{"a":1}' }])
  })

  it('joins events split across chunks anywhere', () => {
    const text = 'event: board\ndata: {"n":1}\n\nevent: board\ndata: {"n":2}\n\n'
    for (let cut = 1; cut < text.length; cut++) {
      expect(collect([text.slice(0, cut), text.slice(cut)])).toEqual([
        { event: 'board', data: '{"n":1}' },
        { event: 'board', data: '{"n":2}' },
      ])
    }
  })

  it('handles CRLF, comments, several data lines and no event name', () => {
    expect(collect([': keep-alive\r\n\r\ndata: a\r\ndata: b\r', '\n\r\n'])).toEqual([{ event: 'message', data: 'a\nb' }])
  })

  it('waits for the blank line before it answers', () => {
    expect(collect(['event: board\ndata: {}\n'])).toEqual([])
  })
})
