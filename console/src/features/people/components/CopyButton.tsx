import { useState } from 'react'
import { Button } from '@congregate/ui'

export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [done, setDone] = useState(false)
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text)
          setDone(true)
          setTimeout(() => setDone(false), 1500)
        } catch {
          /* clipboard blocked: the value stays visible to copy by hand */
        }
      }}
    >
      {done ? 'Copied' : label}
    </Button>
  )
}
