import type { Stream } from '../api/streams'
import { playerOf } from './streams'

/**
 * The stream in the page: YouTube and Facebook in their own player (their embed URL, allowed by
 * the console's frame-src), HLS and other links in a video element, RTMP as where to watch it.
 */
export function StreamPlayer({ stream }: { stream: Pick<Stream, 'title' | 'provider' | 'url' | 'embedUrl'> }) {
  const p = playerOf(stream)
  if (p.kind === 'iframe')
    return (
      <div className="aspect-video w-full max-w-3xl overflow-hidden rounded-xl bg-black">
        <iframe
          src={p.src}
          title={`${stream.title} (live video)`}
          className="h-full w-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    )
  if (p.kind === 'video')
    return (
      <video src={p.src} controls playsInline aria-label={`${stream.title} (live video)`} className="aspect-video w-full max-w-3xl rounded-xl bg-black">
        <a href={p.src}>Open the stream</a>
      </video>
    )
  return (
    <p className="text-sm text-slate-600 dark:text-neutral-300">
      This stream is sent from streaming software; viewers watch it at{' '}
      <a href={stream.url} target="_blank" rel="noreferrer" className="font-semibold break-all text-brand-ink hover:underline">
        {stream.url}
      </a>
      .
    </p>
  )
}
