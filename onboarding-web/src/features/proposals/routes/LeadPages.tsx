import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { PATHS } from '@/lib/paths'
import { ApiError } from '@/lib/api-client'
import { storedIp } from '@/lib/storage'
import { toast } from '@congregate/ui'
import { useTitle } from '@/lib/use-title'
import { useSubmitBrochure, type Role } from '../api/submit-brochure'
import { useSubmitProposal } from '../api/submit-proposal'
import { LeadForm } from '../components/LeadForm'
import { LeadLayout } from '../components/LeadLayout'
import { leadFieldErrors, leadPayload, type LeadErrors } from '../lead'
import type { SuccessState } from './SuccessPages'

function fieldErrorsOf(err: unknown): LeadErrors {
  return leadFieldErrors(err instanceof ApiError ? err.fields : null)
}

export function ProposalPage() {
  useTitle('Mobile App Proposal')
  const navigate = useNavigate()
  const submit = useSubmitProposal()
  const [serverErrors, setServerErrors] = useState<LeadErrors>({})
  return (
    <LeadLayout
      eyebrow="Your church, in every pocket"
      title="Mobile App Proposal"
      intro="Get a personalised proposal for your church's own mobile app: giving, sermons, events, groups and prayer in one place, with your name and colours."
      points={[
        { title: 'Made for your church', text: 'A proposal with your church name and contact details, ready to share with your leadership team.' },
        { title: 'Everything in the app', text: 'Giving, livestream and sermons, events with registrations, groups, prayer requests and push notifications.' },
        { title: 'Clear pricing', text: 'What the app costs for your size, with no contracts, no setup fees and cancel anytime.' },
      ]}
      formTitle="Request your proposal"
      formSubtitle="Tell us where to send it. It takes less than a minute."
    >
      <LeadForm
        label="Mobile app proposal"
        submitLabel="Get my proposal"
        withRole={false}
        pending={submit.isPending}
        serverErrors={serverErrors}
        onSubmit={(v) =>
          submit.mutate(leadPayload(v), {
            onSuccess: (env) => {
              toast.success(env.message)
              navigate(PATHS.proposalSuccess, { state: { pdfUrl: env.data.proposalUrl, message: env.message } satisfies SuccessState })
            },
            onError: (err) => setServerErrors(fieldErrorsOf(err)),
          })
        }
      />
    </LeadLayout>
  )
}

export function BrochurePage() {
  useTitle('Global Giving E-Brochure')
  const navigate = useNavigate()
  const submit = useSubmitBrochure()
  const [serverErrors, setServerErrors] = useState<LeadErrors>({})
  return (
    <LeadLayout
      eyebrow="Generosity, anywhere"
      title="Global Giving E-Brochure"
      intro="See how churches receive gifts online, by text, in the app and in person, and how members worldwide give in their own currency."
      points={[
        { title: 'Every way to give', text: 'Online, in-app, text-to-give, recurring gifts and card or check, all reconciled in one place.' },
        { title: 'Giving reports that help', text: 'Contribution codes, donor reporting and year-end statements without spreadsheets.' },
        { title: 'Personalised for you', text: 'The e-brochure carries your church name and contact so you can share it with your team.' },
      ]}
      formTitle="Get the e-brochure"
      formSubtitle="Tell us a little about you and where to send it."
    >
      <LeadForm
        label="Global giving e-brochure"
        submitLabel="Get the e-brochure"
        withRole
        pending={submit.isPending}
        serverErrors={serverErrors}
        onSubmit={(v) => {
          const ip = storedIp()
          submit.mutate(
            { ...leadPayload(v), role: v.role as Role, ...(ip ? { ip } : {}) },
            {
              onSuccess: (env) => {
                toast.success(env.message)
                navigate(PATHS.brochureSuccess, { state: { pdfUrl: env.data.brochureUrl, message: env.message } satisfies SuccessState })
              },
              onError: (err) => setServerErrors(fieldErrorsOf(err)),
            },
          )
        }}
      />
    </LeadLayout>
  )
}
