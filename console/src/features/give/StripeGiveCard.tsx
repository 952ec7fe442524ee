// Stripe's card element for live keys, on the church's connected account. Its own chunk:
// @stripe/stripe-js/pure fetches Stripe.js from js.stripe.com only when loadStripe is called.
import { useEffect, useId, useImperativeHandle, useRef, useState, type RefObject } from 'react'
import { loadStripe } from '@stripe/stripe-js/pure'
import type { Stripe, StripeCardElement } from '@stripe/stripe-js'
import { errorTextClass } from '@congregate/ui'

export interface GiveCardHandle {
  /** A PaymentMethod id for the card typed; rejects with the message to show. */
  paymentMethod: () => Promise<string>
  /** Completes a payment Stripe wants confirmed (3-D Secure); rejects with the message to show. */
  confirm: (clientSecret: string) => Promise<void>
}

const stripes = new Map<string, Promise<Stripe | null>>()

function stripeFor(key: string, account?: string): Promise<Stripe | null> {
  const id = `${key}:${account ?? ''}`
  let p = stripes.get(id)
  if (!p) {
    p = loadStripe(key, account ? { stripeAccount: account } : undefined)
    stripes.set(id, p)
  }
  return p
}

export default function StripeGiveCard({ publishableKey, stripeAccount, handle, disabled }: { publishableKey: string; stripeAccount?: string; handle: RefObject<GiveCardHandle | null>; disabled?: boolean }) {
  const id = useId()
  const mount = useRef<HTMLDivElement>(null)
  const card = useRef<{ stripe: Stripe; element: StripeCardElement } | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let gone = false
    let element: StripeCardElement | null = null
    stripeFor(publishableKey, stripeAccount).then(
      (stripe) => {
        if (gone) return
        if (!stripe || !mount.current) return setState('failed')
        element = stripe.elements().create('card', { style: { base: { fontSize: '16px', color: '#0f172a', '::placeholder': { color: '#94a3b8' } }, invalid: { color: '#dc2626' } } })
        element.mount(mount.current)
        element.on('change', (e) => setError(e.error?.message ?? null))
        card.current = { stripe, element }
        setState('ready')
      },
      () => !gone && setState('failed'),
    )
    return () => {
      gone = true
      element?.destroy()
      card.current = null
    }
  }, [publishableKey, stripeAccount])

  useEffect(() => {
    card.current?.element.update({ disabled: !!disabled })
  }, [disabled, state])

  useImperativeHandle(handle, () => ({
    paymentMethod: async () => {
      const c = card.current
      if (!c) throw new Error('The card form is still loading.')
      const { paymentMethod, error: failed } = await c.stripe.createPaymentMethod({ type: 'card', card: c.element })
      if (failed || !paymentMethod) {
        const m = failed?.message ?? 'Check your card details.'
        setError(m)
        throw new Error(m)
      }
      return paymentMethod.id
    },
    confirm: async (clientSecret: string) => {
      const c = card.current
      if (!c) throw new Error('The card form is still loading.')
      const { error: failed } = await c.stripe.handleNextAction({ clientSecret })
      if (failed) throw new Error(failed.message ?? 'Your bank did not confirm the payment.')
    },
  }), [])

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-700">
        Card details
      </span>
      <div ref={mount} role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined} className="min-h-12 rounded-xl border border-slate-300 bg-white px-3 py-3.5" />
      {state === 'loading' && <p className="text-xs text-slate-500">Loading Stripe…</p>}
      {state === 'failed' && (
        <p role="alert" className={errorTextClass.public}>
          Stripe could not be loaded. Check your connection, or that nothing blocks js.stripe.com, then reload the page.
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className={errorTextClass.public}>
          {error}
        </p>
      )}
    </div>
  )
}
