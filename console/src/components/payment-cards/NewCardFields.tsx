import { lazy, Suspense, useId, useImperativeHandle, useRef, useState, type Ref } from 'react'
import { Spinner } from '@congregate/ui'
import { SelectField } from '@/components/ui/Select'
import { useCardSetup, type CardSetup } from './api'
import type { CollectedCard, StripeCardHandle } from './StripeCard'

export interface NewCardHandle {
  /** Confirms the card with Stripe (or takes the chosen test card); rejects with a message to show. */
  collect: () => Promise<CollectedCard>
}

const StripeCard = lazy(() => import('./StripeCard'))

/**
 * The fields of a new card. With live keys, Stripe's card element (Stripe.js loaded only now, from
 * js.stripe.com); in test mode (no publishable key: the dev and e2e stacks over stripe-mock), a
 * select of the test cards the server lists, which behave as Stripe's test cards do.
 */
export function NewCardFields({ handle, disabled }: { handle: Ref<NewCardHandle | null>; disabled?: boolean }) {
  const setup = useCardSetup()
  const live = useRef<StripeCardHandle | null>(null)
  const [testCard, setTestCard] = useState('')
  const [testError, setTestError] = useState<string | null>(null)
  const data = setup.data

  useImperativeHandle(handle, () => ({
    collect: async () => {
      if (!data) throw new Error('The card form is still loading.')
      if (data.testMode) {
        const pm = testCard || data.testCards[0]?.paymentMethod
        if (!pm) {
          setTestError('Choose a test card')
          throw new Error('Choose a test card')
        }
        return { setupIntentId: data.setupIntentId, paymentMethodId: pm }
      }
      if (!live.current) throw new Error('The card form is still loading.')
      return live.current.setup(data.clientSecret)
    },
  }), [data, testCard])

  if (setup.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 text-sm text-slate-500 dark:text-neutral-400">
        <Spinner /> Preparing a secure card form…
      </div>
    )
  }
  if (setup.isError || !data) {
    return (
      <div role="alert" className="text-sm text-red-700 dark:text-red-400">
        The card form could not be prepared: {setup.error?.message ?? 'no answer'}.{' '}
        <button type="button" className="font-semibold underline" onClick={() => setup.refetch()}>
          Try again
        </button>
      </div>
    )
  }
  if (data.testMode) return <TestCardSelect setup={data} value={testCard || data.testCards[0]?.paymentMethod || ''} error={testError} disabled={disabled} onChange={(v) => { setTestCard(v); setTestError(null) }} />
  return (
    <Suspense
      fallback={
        <div role="status" className="flex items-center gap-2 text-sm text-slate-500 dark:text-neutral-400">
          <Spinner /> Loading Stripe…
        </div>
      }
    >
      <StripeCard publishableKey={data.publishableKey} handle={live} disabled={disabled} />
    </Suspense>
  )
}

function TestCardSelect({ setup, value, error, disabled, onChange }: { setup: CardSetup; value: string; error: string | null; disabled?: boolean; onChange: (v: string) => void }) {
  const id = useId()
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label="Test card"
        value={value}
        disabled={disabled}
        error={error}
        aria-describedby={error ? undefined : `${id}-note`}
        options={setup.testCards.map((c) => ({ value: c.paymentMethod, label: c.label }))}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-note`} className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-200">
        Test mode: payments go to Stripe’s test environment and no real card is charged. Live card entry appears once the platform’s Stripe keys are set.
      </p>
    </div>
  )
}
