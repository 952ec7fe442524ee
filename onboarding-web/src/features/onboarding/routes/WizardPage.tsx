import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { CheckBadge, Hero } from '@/components/layout/Hero'
import { Button, toast } from '@congregate/ui'
import { PageLoader } from '@/components/ui/PageLoader'
import { ApiError } from '@/lib/api-client'
import { hasErrors } from '@/lib/form-errors'
import { clearStorage } from '@/lib/storage'
import { useTitle } from '@/lib/use-title'
import { useChurchSizes } from '../api/get-church-sizes'
import { useOnboardingConfig } from '../api/get-config'
import { useProducts } from '../api/get-products'
import { adminHandoffUrl, useOnboardCustomer } from '../api/onboard-customer'
import { PlanStep } from '../components/PlanStep'
import { PriceBar } from '../components/PriceBar'
import { Stepper } from '../components/Stepper'
import { detailsPayload, emptyDetails, formFieldErrors, type DetailsErrors, type DetailsValues } from '../details'
import { packagePrice, packageSummary, productsValue, toggleProduct } from '../pricing'
import { useRecaptcha } from '../recaptcha'
import { shortNameBlocks, useShortNameCheck } from '../short-name'

// Step 3 and the OTP screen carry the phone inputs: loaded while the visitor is on step 1.
const loadDetails = () => import('../components/DetailsForm')
const loadOtp = () => import('../components/OtpPanel')
const DetailsForm = lazy(() => loadDetails().then((m) => ({ default: m.DetailsForm })))
const OtpPanel = lazy(() => loadOtp().then((m) => ({ default: m.OtpPanel })))
const DETAILS_FORM_ID = 'church-details'

/** Spec §9: the wizard moves by 2 (step 1 → step 3). */
const STEP_MOVE = 2
type Step = 1 | 3

export default function WizardPage() {
  useTitle('Pricing and Planning')
  // Spec §4: local storage is cleared when the wizard loads.
  useEffect(clearStorage, [])

  const sizes = useChurchSizes()
  const products = useProducts()
  const config = useOnboardingConfig()
  const recaptcha = useRecaptcha(config.data?.recaptchaSiteKey)
  const signup = useOnboardCustomer()

  const [step, setStep] = useState<Step>(1)
  const [stage, setStage] = useState<'form' | 'otp'>('form')
  const [sizeName, setSizeName] = useState('')
  const [selected, setSelected] = useState<string[]>([])
  // The details as last sent to the OTP screen: the form starts from them when the visitor comes back.
  const [values, setValues] = useState<DetailsValues>(emptyDetails)
  const [serverErrors, setServerErrors] = useState<DetailsErrors>({})
  const [codeError, setCodeError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const shortName = useShortNameCheck()

  const catalogue = useMemo(() => products.data ?? [], [products.data])
  const size = sizes.data?.find((s) => s.name === sizeName)
  const price = packagePrice(size, selected.length)
  const currency = size?.currency ?? sizes.data?.[0]?.currency ?? ''
  const canContinue = !!size && selected.length > 0

  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [step, stage])

  // Step 3's code (the phone inputs: most of the app's JavaScript) loads at the visitor's first
  // touch, key or scroll on step 1, not while the first screen is still settling on a slow phone.
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'scroll', 'focusin'] as const
    const load = () => {
      events.forEach((e) => window.removeEventListener(e, load))
      void Promise.all([loadDetails(), loadOtp()]).catch(() => {})
    }
    events.forEach((e) => window.addEventListener(e, load, { once: true, passive: true }))
    return () => events.forEach((e) => window.removeEventListener(e, load))
  }, [])

  function continueToOtp(next: DetailsValues) {
    setValues(next)
    setCodeError(null)
    setStage('otp')
  }

  async function submit(code: string) {
    const token = await recaptcha.token()
    // Spec §5/§8: a reCAPTCHA must be available before signup is submitted; missing is silent.
    if (recaptcha.enabled && !token) return
    setCodeError(null)
    signup.mutate(
      {
        ...detailsPayload(values),
        church_size: sizeName,
        church_products: productsValue(selected, catalogue),
        church_pricing: price,
        code,
        ...(token ? { recaptcha_token: token } : {}),
      },
      {
        onSuccess: (env) => {
          toast.success(env.message)
          window.location.assign(adminHandoffUrl(env.data))
        },
        // The query client toasts the failure (spec §8); here the screen follows it.
        onError: (err) => {
          const fields = err instanceof ApiError ? err.fields : null
          setCodeError(fields?.code?.[0] ?? null)
          setAttempt((a) => a + 1)
          const formErrors = formFieldErrors(fields)
          if (fields?.church_short_name?.[0]) shortName.fail(fields.church_short_name[0])
          if (hasErrors(formErrors)) {
            setServerErrors(formErrors)
            setStage('form')
          }
        },
      },
    )
  }

  const stepperAt = step === 1 ? 0 : stage === 'form' ? 1 : 2
  const summary = packageSummary(size, selected.length, catalogue.length)

  return (
    <main className="flex-1 pb-48 sm:pb-32">
      <Hero eyebrow="Congregate plans" title="Pricing and Planning">
        <p className="font-medium">No Contracts. No Setup Fees. Cancel Anytime.</p>
        <div className="mt-5 flex flex-wrap gap-2" aria-hidden="true">
          <CheckBadge>Pay only for the products you choose</CheckBadge>
          <CheckBadge>Priced by church size</CheckBadge>
          <CheckBadge>Your admin portal in minutes</CheckBadge>
        </div>
      </Hero>

      <div className="mx-auto -mt-12 flex max-w-6xl flex-col gap-6 px-4 sm:px-6">
        <Stepper current={stepperAt} />
        {step === 1 && (
          <PlanStep
            sizes={sizes.data}
            products={products.data}
            sizeName={sizeName}
            selected={selected}
            onSize={setSizeName}
            onToggle={(n) => setSelected((s) => toggleProduct(s, n, catalogue))}
            onSelectAll={() => setSelected(catalogue.map((p) => p.name))}
            onDeselectAll={() => setSelected([])}
            loadFailed={sizes.isError || products.isError}
            onRetry={() => {
              if (sizes.isError) void sizes.refetch()
              if (products.isError) void products.refetch()
            }}
          />
        )}
        <Suspense fallback={<PageLoader />}>
          {step === 3 && stage === 'form' && (
            <DetailsForm
              formId={DETAILS_FORM_ID}
              initial={values}
              serverErrors={serverErrors}
              onSubmit={continueToOtp}
              shortName={shortName.status}
              onShortNameChange={shortName.reset}
              onShortNameBlur={(name) => void shortName.check(name)}
              onShortNameFocus={() => {
                if (shortName.status.state === 'error') shortName.reset()
              }}
              mapsApiKey={config.data?.mapsApiKey}
            />
          )}
          {step === 3 && stage === 'otp' && (
            <OtpPanel
              adminPhone={values.admin_phone_number ?? ''}
              churchPhone={values.church_phone_number ?? ''}
              onBack={() => setStage('form')}
              onComplete={(code) => void submit(code)}
              submitting={signup.isPending || signup.isSuccess}
              attempt={attempt}
              codeError={codeError}
            />
          )}
        </Suspense>
      </div>

      <PriceBar summary={summary} currency={currency} price={price}>
        {stage === 'form' && (
          <>
            <Button variant="secondary" size="lg" disabled={step === 1} onClick={() => setStep((s) => (s - STEP_MOVE) as Step)}>
              Go Back
            </Button>
            {step === 1 ? (
              <Button size="lg" disabled={!canContinue} onClick={() => setStep((s) => (s + STEP_MOVE) as Step)}>
                Continue
              </Button>
            ) : (
              <Button size="lg" type="submit" form={DETAILS_FORM_ID} disabled={shortNameBlocks(shortName.status)}>
                Continue to OTP
              </Button>
            )}
          </>
        )}
      </PriceBar>
    </main>
  )
}
