import { useRef } from 'react'
import { Button } from '@congregate/ui'
import { ALL_ACCEPT } from '../shared/format'
import { UploadProgress } from '../upload/UploadProgress'
import { useMediaUpload } from '../upload/useMediaUpload'
import type { UploadTarget } from '../upload/types'

/** "Upload file" into the library (into the group or series given), with its progress and Cancel. */
export function useUploadButton(target: UploadTarget = {}) {
  const input = useRef<HTMLInputElement>(null)
  const up = useMediaUpload()
  const button = (
    <>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose a file to upload"
        accept={ALL_ACCEPT}
        onChange={(e) => {
          const f = e.target.files?.[0]
          e.target.value = ''
          if (f) void up.start(f, target)
        }}
      />
      <Button onClick={() => input.current?.click()} disabled={up.uploading}>
        Upload file
      </Button>
    </>
  )
  // The finished upload stays at 100 % until the next one starts.
  const progress = up.uploading || up.phase === 'done' ? <UploadProgress fileName={up.fileName} percent={up.percent} onCancel={up.cancel} done={up.phase === 'done'} /> : null
  return { button, progress }
}
