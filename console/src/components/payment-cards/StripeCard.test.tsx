import { createRef } from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import StripeCard, { type StripeCardHandle } from './StripeCard'

// Stripe.js itself comes from js.stripe.com; the card element is faked at loadStripe.
const stripe = vi.hoisted(() => {
  const element = { mount: vi.fn(), on: vi.fn(), update: vi.fn(), destroy: vi.fn() }
  const instance = {
    elements: vi.fn(() => ({ create: vi.fn((_type: string, options: unknown) => (stripe.options.push(options), element)) })),
    confirmCardSetup: vi.fn(),
    createPaymentMethod: vi.fn(),
    handleNextAction: vi.fn(),
  }
  return { element, instance, options: [] as unknown[], loadStripe: vi.fn(async () => instance) }
})
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }))

beforeEach(() => {
  vi.clearAllMocks()
  stripe.options.length = 0
})

// Each test its own key: Stripe.js instances are kept per key and account for the page's life.
async function mount(props: { publishableKey: string; stripeAccount?: string; look?: 'app' | 'public' }) {
  const handle = createRef<StripeCardHandle>()
  render(<StripeCard {...props} handle={handle} />)
  await waitFor(() => expect(stripe.element.mount).toHaveBeenCalled())
  return handle
}

describe('StripeCard', () => {
  it('saves a card in the console: a SetupIntent confirmed on the platform account, no postal code', async () => {
    const handle = await mount({ publishableKey: 'pk_setup' })
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_setup', undefined)
    expect(stripe.options[0]).toMatchObject({ hidePostalCode: true })
    expect(screen.getByText('Your card number goes straight to Stripe; Congregate never sees or stores it.')).toBeInTheDocument()

    stripe.instance.confirmCardSetup.mockResolvedValue({ setupIntent: { id: 'seti_1', payment_method: 'pm_1' } })
    await expect(handle.current!.setup('seti_1_secret')).resolves.toEqual({ setupIntentId: 'seti_1', paymentMethodId: 'pm_1' })
    expect(stripe.instance.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret', { payment_method: { card: stripe.element } })

    stripe.instance.confirmCardSetup.mockResolvedValue({ error: { message: 'Your card has expired.' } })
    await act(() => expect(handle.current!.setup('seti_1_secret')).rejects.toThrow('Your card has expired.'))
    expect(screen.getByRole('alert')).toHaveTextContent('Your card has expired.')
  })

  it('takes a gift on the church’s connected account: a PaymentMethod, then 3-D Secure when the bank asks', async () => {
    const handle = await mount({ publishableKey: 'pk_give', stripeAccount: 'acct_church', look: 'public' })
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_give', { stripeAccount: 'acct_church' })
    expect(stripe.options[0]).not.toHaveProperty('hidePostalCode')
    expect(stripe.options[0]).toMatchObject({ style: { base: { fontSize: '16px' } } })
    expect(screen.queryByText(/Congregate never sees/)).not.toBeInTheDocument()

    stripe.instance.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_gift' } })
    await expect(handle.current!.paymentMethod()).resolves.toBe('pm_gift')
    expect(stripe.instance.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: stripe.element })

    stripe.instance.handleNextAction.mockResolvedValue({})
    await expect(handle.current!.confirm('pi_secret')).resolves.toBeUndefined()
    expect(stripe.instance.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_secret' })

    stripe.instance.handleNextAction.mockResolvedValue({ error: {} })
    await expect(handle.current!.confirm('pi_secret')).rejects.toThrow('Your bank did not confirm the payment.')

    stripe.instance.createPaymentMethod.mockResolvedValue({ error: {} })
    await act(() => expect(handle.current!.paymentMethod()).rejects.toThrow('Check your card details.'))
    expect(screen.getByRole('alert')).toHaveTextContent('Check your card details.')
  })

  it('says what to do when Stripe.js does not load, in the words of where it is', async () => {
    stripe.loadStripe.mockResolvedValueOnce(null as never).mockResolvedValueOnce(null as never)
    const handle = createRef<StripeCardHandle>()
    const { unmount } = render(<StripeCard publishableKey="pk_blocked_app" handle={handle} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('then reopen this form.')
    await expect(handle.current!.paymentMethod()).rejects.toThrow('The card form is still loading.')
    unmount()
    render(<StripeCard publishableKey="pk_blocked_give" look="public" handle={handle} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('then reload the page.')
  })
})
