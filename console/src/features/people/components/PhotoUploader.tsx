import { useRef, useState } from 'react'
import { Button, toast } from '@congregate/ui'
import { ProgressBar } from '@/components/ui/Card'
import { useDeletePhoto, useUploadPhoto } from '../api/person-photo'
import type { Person } from '../api/types'
import { IMAGE_ACCEPT, checkPhoto } from '../lib/upload-kinds'
import { PersonAvatar } from './PersonAvatar'

/** Profile photo with upload (JPEG/PNG/SVG only, spec §3) and remove. */
export function PhotoUploader({ person }: { person: Person }) {
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const upload = useUploadPhoto()
  const remove = useDeletePhoto()

  async function onFile(file: File | undefined) {
    if (input.current) input.current.value = ''
    if (!file) return
    const problem = await checkPhoto(file)
    setError(problem)
    if (problem) {
      toast.error(problem)
      return
    }
    setProgress(0)
    upload.mutate(
      { id: person.id, file, onProgress: setProgress },
      {
        onError: (e) => setError(e.message),
        onSettled: () => setProgress(null),
      },
    )
  }

  return (
    <div className="flex flex-col items-center gap-3">
      <PersonAvatar name={person.fullName} photoUrl={person.hasPhoto ? person.photoUrl : null} size={112} className="text-3xl" />
      <input ref={input} type="file" accept={IMAGE_ACCEPT} className="sr-only" aria-label="Choose a photo" data-testid="photo-input" onChange={(e) => onFile(e.target.files?.[0])} />
      <div className="flex flex-wrap justify-center gap-2">
        <Button size="sm" variant="secondary" loading={upload.isPending} onClick={() => input.current?.click()}>
          {person.hasPhoto ? 'Change photo' : 'Upload photo'}
        </Button>
        {person.hasPhoto && (
          <Button size="sm" variant="ghost" loading={remove.isPending} onClick={() => remove.mutate(person.id)}>
            Remove
          </Button>
        )}
      </div>
      {progress !== null && (
        <div className="w-40">
          <ProgressBar value={progress} label="Uploading" />
        </div>
      )}
      {error ? (
        <p role="alert" className="max-w-48 text-center text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : (
        <p className="text-center text-xs text-slate-500 dark:text-neutral-400">JPEG, PNG or SVG, up to 5 MB</p>
      )}
    </div>
  )
}
