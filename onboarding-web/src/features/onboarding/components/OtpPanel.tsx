import { useState } from 'react'
import { formatPhoneNumberIntl } from 'react-phone-number-input'
import { Button, cn, Spinner, toast } from '@congregate/ui'
import { storedIp } from '@/lib/storage'
import { useRequestOtp } from '../api/request-otp'
import { OtpInput } from './OtpInput'

type Choice = 'admin' | 'church'

export interface OtpPanelProps {
  adminPhone: string
  churchPhone: string
  onBack: () => void
  onComplete: (code: string) => void
  submitting: boolean
  /** Changes after a refused code so the entry starts empty again. */
  attempt: number
  codeError: string | null
}

/** Spec §2 OTP screen: pick the phone, request the code, then enter the 6 digits. */
export function OtpPanel({ adminPhone, churchPhone, onBack, onComplete, submitting, attempt, codeError }: OtpPanelProps) {
  const [choice, setChoice] = useState<Choice>('admin')
  const [sent, setSent] = useState<string | null>(null)
  const request = useRequestOtp()
  const phone = choice === 'admin' ? adminPhone : churchPhone

  function send() {
    const ip = storedIp()
    request.mutate(ip ? { phone_number: phone, ip } : { phone_number: phone }, {
      onSuccess: (env) => {
        toast.success(env.message)
        setSent(env.message)
      },
    })
  }

  const options: { value: Choice; label: string; phone: string }[] = [
    { value: 'admin', label: 'Admin phone number', phone: adminPhone },
    { value: 'church', label: 'Church phone number', phone: churchPhone },
  ]

  return (
    <section aria-labelledby="otp-title" className="rise mx-auto w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-soft text-brand">
        <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <rect x="6" y="2" width="12" height="20" rx="2.5" />
          <path d="M11 18h2" />
        </svg>
      </div>
      <h2 id="otp-title" className="mt-4 text-center text-xl font-bold text-slate-900">
        Verify your phone
      </h2>

      <fieldset className="mt-6" disabled={request.isPending || submitting}>
        <legend className="mb-3 text-sm font-semibold text-slate-700">Select a number to Receive your OTP</legend>
        <div className="grid gap-3">
          {options.map((o) => (
            <label
              key={o.value}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border p-4 transition has-focus-visible:ring-3 has-focus-visible:ring-brand/30',
                choice === o.value ? 'border-brand bg-brand-soft/60 ring-1 ring-brand' : 'border-slate-200 hover:border-brand/50',
              )}
            >
              <input
                type="radio"
                name="otp_phone"
                value={o.value}
                checked={choice === o.value}
                onChange={() => {
                  setChoice(o.value)
                  setSent(null)
                }}
                className="h-4 w-4 accent-brand"
              />
              <span className="flex min-w-0 flex-col">
                <span className="text-sm font-semibold text-slate-900">{o.label}</span>
                <span className="text-sm text-slate-600 tabular-nums">{formatPhoneNumberIntl(o.phone) || o.phone}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {sent && (
        <div className="rise mt-6 flex flex-col gap-4 border-t border-slate-100 pt-6">
          <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-800 ring-1 ring-emerald-200" data-testid="otp-message">
            {sent}
          </p>
          <p id="otp-entry-label" className="text-center text-sm font-medium text-slate-700">
            Pls enter the otp sent to your number
          </p>
          <OtpInput key={`${phone}-${attempt}`} label="Pls enter the otp sent to your number" onComplete={onComplete} disabled={submitting} error={!!codeError} />
          {codeError && (
            <p role="alert" className="text-center text-xs font-medium text-red-600">
              {codeError}
            </p>
          )}
          {submitting && (
            <p className="flex items-center justify-center gap-2 text-sm text-slate-600" role="status">
              <Spinner className="text-brand" /> Creating your church…
            </p>
          )}
        </div>
      )}

      <div className="mt-8 grid grid-cols-2 gap-3">
        <Button variant="secondary" size="lg" onClick={onBack} disabled={submitting}>
          Go back
        </Button>
        <Button size="lg" onClick={send} loading={request.isPending} disabled={submitting}>
          Request OTP
        </Button>
      </div>
    </section>
  )
}
