import { useEffect, useRef, useState } from 'react'
import { cn } from '@congregate/ui'

export const OTP_LENGTH = 6

/** Six masked numeric boxes; the sixth digit completes the code (spec §2 OTP screen). */
export function OtpInput({ label, onComplete, disabled, error }: { label: string; onComplete: (code: string) => void; disabled?: boolean; error?: boolean }) {
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(''))
  const boxes = useRef<Array<HTMLInputElement | null>>([])

  useEffect(() => {
    boxes.current[0]?.focus()
  }, [])

  function put(index: number, typed: string) {
    const incoming = typed.replace(/\D/g, '')
    const next = [...digits]
    if (!incoming) {
      next[index] = ''
      setDigits(next)
      return
    }
    // One digit typed, or several pasted / autofilled: fill from this box on.
    let i = index
    for (const d of incoming) {
      if (i >= OTP_LENGTH) break
      next[i++] = d
    }
    setDigits(next)
    boxes.current[Math.min(i, OTP_LENGTH - 1)]?.focus()
    if (next.every(Boolean)) onComplete(next.join(''))
  }

  function key(index: number, e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Backspace' && !digits[index] && index > 0) {
      e.preventDefault()
      const next = [...digits]
      next[index - 1] = ''
      setDigits(next)
      boxes.current[index - 1]?.focus()
    } else if (e.key === 'ArrowLeft' && index > 0) {
      boxes.current[index - 1]?.focus()
    } else if (e.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      boxes.current[index + 1]?.focus()
    }
  }

  return (
    <div role="group" aria-label={label} className="flex justify-center gap-2 sm:gap-3">
      {digits.map((d, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el
          }}
          type="password"
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          aria-label={`Digit ${i + 1} of ${OTP_LENGTH}`}
          value={d}
          disabled={disabled}
          onChange={(e) => put(i, typedInto(d, e.target.value))}
          onKeyDown={(e) => key(i, e)}
          onFocus={(e) => e.target.select()}
          className={cn(
            'h-12 w-11 rounded-lg border bg-white text-center text-xl font-bold text-slate-900 outline-none transition focus:border-brand focus:ring-3 focus:ring-brand/20 disabled:bg-slate-100 sm:h-14 sm:w-12',
            error ? 'border-red-500' : 'border-slate-300',
          )}
        />
      ))}
    </div>
  )
}

/** What was typed into a box that held `had`: a second digit next to the old one replaces it. */
function typedInto(had: string, raw: string): string {
  if (had && raw.length === 2) return raw.startsWith(had) ? raw.slice(1) : raw.slice(0, 1)
  return raw
}
