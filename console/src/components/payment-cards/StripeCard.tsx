// Stripe's card element, for live keys: a card saved in the console (billing, buying credits) and
// a donor's card on the public /give page. Its own chunk: @stripe/stripe-js/pure fetches Stripe.js
// from js.stripe.com only when loadStripe is called, so no other page loads it.
import { useEffect, useId, useImperativeHandle, useRef, useState, type RefObject } from 'react'
import { loadStripe } from '@stripe/stripe-js/pure'
import type { Stripe, StripeCardElement, StripeCardElementOptions } from '@stripe/stripe-js'
import { errorTextClass, type Look } from '@congregate/ui'

/** What a new card hands to the server (billing/cards/add, organization/credits/buy with new_card). */
export interface CollectedCard {
  setupIntentId: string
  paymentMethodId: string
}

export interface StripeCardHandle {
  /** Confirms a SetupIntent with the card typed (a card saved for later); rejects with the message to show. */
  setup: (clientSecret: string) => Promise<CollectedCard>
  /** A PaymentMethod id for the card typed, for a payment the server makes; rejects with the message to show. */
  paymentMethod: () => Promise<string>
  /** Completes a payment Stripe wants confirmed (3-D Secure); rejects with the message to show. */
  confirm: (clientSecret: string) => Promise<void>
}

// `app`: the console's forms, which follow its dark mode and have the billing address elsewhere.
// `public`: the /give page, light like the kit's public look, 16px so phones do not zoom into the
// field, and the postal code Stripe checks a donor's card against; the page says itself where
// card numbers go.
const LOOKS: Record<Look, { element: (dark: boolean) => StripeCardElementOptions; label: string; box: string; muted: string; retry: string; note?: string }> = {
  app: {
    element: (dark) => ({
      hidePostalCode: true,
      style: { base: { fontSize: '15px', color: dark ? '#f5f5f5' : '#0f172a', '::placeholder': { color: dark ? '#737373' : '#94a3b8' } }, invalid: { color: '#dc2626' } },
    }),
    label: 'text-sm font-medium text-slate-700 dark:text-neutral-300',
    box: 'min-h-10 rounded-lg border border-slate-300 bg-white px-3 py-2.5 dark:border-neutral-700 dark:bg-neutral-900',
    muted: 'text-xs text-slate-500 dark:text-neutral-400',
    retry: 'reopen this form',
    note: 'Your card number goes straight to Stripe; Congregate never sees or stores it.',
  },
  public: {
    element: () => ({ style: { base: { fontSize: '16px', color: '#0f172a', '::placeholder': { color: '#94a3b8' } }, invalid: { color: '#dc2626' } } }),
    // The give page follows the donor's dark mode; the card's box stays white (Stripe's iframe text is dark).
    label: 'text-sm font-medium text-slate-700 dark:text-neutral-300',
    box: 'min-h-12 rounded-xl border border-slate-300 bg-white px-3 py-3.5',
    muted: 'text-xs text-slate-500 dark:text-neutral-400',
    retry: 'reload the page',
  },
}

const stripes = new Map<string, Promise<Stripe | null>>()

/** One Stripe.js instance per key and connected account. */
function stripeFor(key: string, account?: string): Promise<Stripe | null> {
  const id = `${key}:${account ?? ''}`
  let p = stripes.get(id)
  if (!p) {
    p = loadStripe(key, account ? { stripeAccount: account } : undefined)
    stripes.set(id, p)
  }
  return p
}

export default function StripeCard({
  publishableKey,
  stripeAccount,
  handle,
  disabled,
  look = 'app',
}: {
  publishableKey: string
  /** Stripe Connect: the church's connected account the card is for (the /give page). */
  stripeAccount?: string
  handle: RefObject<StripeCardHandle | null>
  disabled?: boolean
  look?: Look
}) {
  const id = useId()
  const mount = useRef<HTMLDivElement>(null)
  const card = useRef<{ stripe: Stripe; element: StripeCardElement } | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [error, setError] = useState<string | null>(null)
  const s = LOOKS[look]

  useEffect(() => {
    let gone = false
    let element: StripeCardElement | null = null
    stripeFor(publishableKey, stripeAccount).then(
      (stripe) => {
        if (gone) return
        if (!stripe || !mount.current) return setState('failed')
        element = stripe.elements().create('card', LOOKS[look].element(document.documentElement.classList.contains('dark')))
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
  }, [publishableKey, stripeAccount, look])

  useEffect(() => {
    card.current?.element.update({ disabled: !!disabled })
  }, [disabled, state])

  useImperativeHandle(handle, () => {
    const ready = () => {
      if (!card.current) throw new Error('The card form is still loading.')
      return card.current
    }
    const fail = (message: string): never => {
      setError(message)
      throw new Error(message)
    }
    return {
      setup: async (clientSecret) => {
        const c = ready()
        const { setupIntent, error: failed } = await c.stripe.confirmCardSetup(clientSecret, { payment_method: { card: c.element } })
        if (failed) return fail(failed.message ?? 'Your card was declined.')
        const pm = setupIntent?.payment_method
        const paymentMethodId = typeof pm === 'string' ? pm : pm?.id
        if (!setupIntent || !paymentMethodId) throw new Error('Stripe did not confirm the card.')
        return { setupIntentId: setupIntent.id, paymentMethodId }
      },
      paymentMethod: async () => {
        const c = ready()
        const { paymentMethod, error: failed } = await c.stripe.createPaymentMethod({ type: 'card', card: c.element })
        if (failed || !paymentMethod) return fail(failed?.message ?? 'Check your card details.')
        return paymentMethod.id
      },
      confirm: async (clientSecret) => {
        const c = ready()
        const { error: failed } = await c.stripe.handleNextAction({ clientSecret })
        if (failed) throw new Error(failed.message ?? 'Your bank did not confirm the payment.')
      },
    }
  }, [])

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className={s.label}>
        Card details
      </span>
      <div ref={mount} role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined} className={s.box} />
      {state === 'loading' && <p className={s.muted}>Loading Stripe…</p>}
      {state === 'failed' && (
        <p role="alert" className={errorTextClass[look]}>
          Stripe could not be loaded. Check your connection, or that nothing blocks js.stripe.com, then {s.retry}.
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className={errorTextClass[look]}>
          {error}
        </p>
      )}
      {s.note && <p className={s.muted}>{s.note}</p>}
    </div>
  )
}
