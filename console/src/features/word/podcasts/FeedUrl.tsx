import { useId, useRef } from 'react'
import { Button, inputClass, toast } from '@congregate/ui'

/** The album's feed address to give to Apple Podcasts and Spotify: Copy, and Open feed. */
export function FeedUrl({ url }: { url: string }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
    } catch {
      // No clipboard access (an http page, a denied permission): select it for Ctrl+C.
      input.current?.select()
      if (!document.execCommand('copy')) return toast.info('Select the address and copy it')
    }
    toast.success('Feed URL copied')
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-neutral-300">
        Feed URL
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input ref={input} id={id} readOnly value={url} className={`${inputClass} min-w-0 flex-1 font-mono text-xs`} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          Copy
        </Button>
        <a href={url} target="_blank" rel="noreferrer" className="text-sm font-medium text-brand-ink hover:underline">
          Open feed
        </a>
      </div>
    </div>
  )
}
