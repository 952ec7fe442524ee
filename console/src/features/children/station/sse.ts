// A server-sent events reader for a fetch body (EventSource cannot send the Bearer header): the
// `event:` / `data:` lines of the board stream (docs/children-api.md, GET board/stream).

export interface SseEvent {
  event: string
  data: string
}

/**
 * Returns a push function: feed it the decoded text as it arrives, in chunks of any size; it calls
 * onEvent for every complete event (a blank line ends one). Comments (":") and ids are ignored.
 */
export function sseParser(onEvent: (e: SseEvent) => void): (chunk: string) => void {
  let buffer = ''
  let event = ''
  let data: string[] = []
  return (chunk) => {
    buffer += chunk
    for (;;) {
      const nl = buffer.search(/\r\n|\r|\n/)
      if (nl < 0) return
      // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
      if (buffer[nl] === '\r' && nl === buffer.length - 1) return
      const line = buffer.slice(0, nl)
      buffer = buffer.slice(nl + (buffer.startsWith('\r\n', nl) ? 2 : 1))
      if (line === '') {
        if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') })
        event = ''
        data = []
        continue
      }
      if (line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = colon < 0 ? line : line.slice(0, colon)
      let value = colon < 0 ? '' : line.slice(colon + 1)
      if (value.startsWith(' ')) value = value.slice(1)
      if (field === 'event') event = value
      else if (field === 'data') data.push(value)
    }
  }
}
