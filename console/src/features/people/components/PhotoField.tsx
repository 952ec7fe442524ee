import { useId, useRef, useState } from 'react'
import { Button } from '@congregate/ui'
import { Avatar } from '@/components/ui/Avatar'
import { IMAGE_ACCEPT, checkPhoto } from '../lib/upload-kinds'

/** A photo chosen before the person exists: the file to upload once they are saved, and its preview. */
export interface ChosenPhoto {
  file: File
  preview: string
}

function readAsDataURL(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as string)
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'))
    reader.readAsDataURL(file)
  })
}

/**
 * The add form's photo: the profile's rules (JPEG, PNG or SVG, up to 5 MB, content checked),
 * previewed here and uploaded after the person is saved. The preview is a data URL: the
 * console's CSP allows data: images, not blob: ones.
 */
export function PhotoField({ name, value, onChange }: { name: string; value: ChosenPhoto | null; onChange: (p: ChosenPhoto | null) => void }) {
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const hint = useId()

  async function onFile(file: File | undefined) {
    if (input.current) input.current.value = ''
    if (!file) return
    const problem = await checkPhoto(file)
    setError(problem)
    if (problem) return
    onChange({ file, preview: await readAsDataURL(file) })
  }

  return (
    <div className="flex items-center gap-4">
      <Avatar src={value?.preview ?? null} name={`Chosen photo of ${name.trim() || 'the new person'}`} initials={initials(name)} size={64} />
      <div className="flex min-w-0 flex-col gap-1.5">
        <span className="text-sm font-medium">Photo</span>
        <input ref={input} type="file" accept={IMAGE_ACCEPT} className="sr-only" aria-label="Choose a photo" aria-describedby={hint} data-testid="add-photo-input" onChange={(e) => void onFile(e.target.files?.[0])} />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => input.current?.click()}>
            {value ? 'Change photo' : 'Choose photo'}
          </Button>
          {value && (
            <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
              Remove
            </Button>
          )}
        </div>
        {error ? (
          <p id={hint} role="alert" className="text-xs text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : (
          <p id={hint} className="truncate text-xs text-slate-500 dark:text-neutral-400">
            {value ? value.file.name : 'Optional. JPEG, PNG or SVG, up to 5 MB'}
          </p>
        )}
      </div>
    </div>
  )
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  return parts.length === 0 ? '+' : parts.map((p) => p[0]!.toUpperCase()).slice(0, 2).join('')
}
