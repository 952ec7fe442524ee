// Stripe's card element, for live keys. Its own chunk: @stripe/stripe-js/pure fetches Stripe.js
// from js.stripe.com only when loadStripe is called, so no other page loads it.
import { useEffect, useId, useImperativeHandle, useRef, useState, type RefObject } from 'react'
import { loadStripe } from '@stripe/stripe-js/pure'
import type { Stripe, StripeCardElement } from '@stripe/stripe-js'
import { errorTextClass } from '@congregate/ui'
import type { CardSetup } from './api'
import type { NewCardHandle } from './NewCardFields'

const stripes = new Map<string, Promise<Stripe | null>>()

function stripeFor(key: string): Promise<Stripe | null> {
  let p = stripes.get(key)
  if (!p) {
    p = loadStripe(key)
    stripes.set(key, p)
  }
  return p
}

export default function StripeCard({ setup, handle, disabled }: { setup: CardSetup; handle: RefObject<NewCardHandle | null>; disabled?: boolean }) {
  const id = useId()
  const mount = useRef<HTMLDivElement>(null)
  const card = useRef<{ stripe: Stripe; element: StripeCardElement } | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let gone = false
    let element: StripeCardElement | null = null
    stripeFor(setup.publishableKey).then(
      (stripe) => {
        if (gone) return
        if (!stripe || !mount.current) return setState('failed')
        const dark = document.documentElement.classList.contains('dark')
        element = stripe.elements().create('card', {
          hidePostalCode: true,
          style: { base: { fontSize: '15px', color: dark ? '#f5f5f5' : '#0f172a', '::placeholder': { color: dark ? '#737373' : '#94a3b8' } }, invalid: { color: '#dc2626' } },
        })
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
  }, [setup.publishableKey])

  useEffect(() => {
    card.current?.element.update({ disabled: !!disabled })
  }, [disabled, state])

  useImperativeHandle(handle, () => ({
    collect: async () => {
      const c = card.current
      if (!c) throw new Error('The card form is still loading.')
      const { setupIntent, error: failed } = await c.stripe.confirmCardSetup(setup.clientSecret, { payment_method: { card: c.element } })
      if (failed) {
        setError(failed.message ?? 'Your card was declined.')
        throw new Error(failed.message ?? 'Your card was declined.')
      }
      const pm = setupIntent?.payment_method
      const paymentMethodId = typeof pm === 'string' ? pm : pm?.id
      if (!setupIntent || !paymentMethodId) throw new Error('Stripe did not confirm the card.')
      return { setupIntentId: setupIntent.id, paymentMethodId }
    },
  }), [setup.clientSecret])

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-700 dark:text-neutral-300">
        Card details
      </span>
      <div
        ref={mount}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-h-10 rounded-lg border border-slate-300 bg-white px-3 py-2.5 dark:border-neutral-700 dark:bg-neutral-900"
      />
      {state === 'loading' && <p className="text-xs text-slate-500 dark:text-neutral-400">Loading Stripe…</p>}
      {state === 'failed' && (
        <p role="alert" className={errorTextClass.app}>
          Stripe could not be loaded. Check your connection, or that nothing blocks js.stripe.com, then reopen this form.
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className={errorTextClass.app}>
          {error}
        </p>
      )}
      <p className="text-xs text-slate-500 dark:text-neutral-400">Your card number goes straight to Stripe; Congregate never sees or stores it.</p>
    </div>
  )
}
