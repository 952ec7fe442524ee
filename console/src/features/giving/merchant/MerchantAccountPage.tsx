import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { Button, TextField } from '@congregate/ui'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { Badge, Card, CardHeader, ErrorPanel } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { canOpen } from '@/lib/authorization'
import { useCurrentProfile } from '@/lib/current-profile'
import { formatDateTime } from '@/lib/format'
import { useConnectMerchant, useDisconnectMerchant, useMerchantAccount, type MerchantAccount } from '../api/ledger'
import { GIVING } from '../paths'

const ACCOUNT_ID = /^acct_[A-Za-z0-9]{6,}$/

export default function MerchantAccountPage() {
  const q = useMerchantAccount()
  return (
    <OrgShell title="Merchant account" description="Online gifts are paid straight into your church's own Stripe account. Connect it here to open the give page.">
      {q.isPending ? <LoadingSkeleton kind="form" /> : q.isError ? <ErrorPanel message={q.error.message} onRetry={() => q.refetch()} /> : q.data.connected ? <Connected account={q.data} /> : <Connect />}
    </OrgShell>
  )
}

function Connect() {
  const connect = useConnectMerchant()
  const [id, setId] = useState('')
  const [error, setError] = useState<string | null>(null)
  function submit(e: FormEvent) {
    e.preventDefault()
    const v = id.trim()
    if (!ACCOUNT_ID.test(v)) return setError('Enter a Stripe account id like acct_1Nv0FGQ9RKHgCVdK')
    connect.mutate({ accountId: v }, { onError: (err) => setError(err.message) })
  }
  return (
    <Card>
      <CardHeader title="Connect a Stripe account" description="Not connected: the give page does not take gifts yet." />
      <form noValidate aria-label="Connect a Stripe account" onSubmit={submit} className="flex flex-col gap-4 p-5">
        <ol className="ml-5 list-decimal space-y-1 text-sm text-slate-700 dark:text-neutral-300">
          <li>Sign in to your church's Stripe account (or create one at stripe.com).</li>
          <li>Open Settings → Account details and copy the account id, which starts with acct_.</li>
          <li>Paste it below. Gifts then go straight to that account; Stripe pays them out to your bank.</li>
        </ol>
        <div className="max-w-md">
          <TextField label="Stripe account id" placeholder="acct_1Nv0FGQ9RKHgCVdK" autoComplete="off" spellCheck={false} className="font-mono" value={id} onChange={(e) => (setId(e.target.value), setError(null))} error={error} />
        </div>
        <div>
          <Button type="submit" loading={connect.isPending}>
            Connect account
          </Button>
        </div>
      </form>
    </Card>
  )
}

function Connected({ account }: { account: MerchantAccount }) {
  const disconnect = useDisconnectMerchant()
  const [confirming, setConfirming] = useState(false)
  const perms = useCurrentProfile().userRolesAndPermissions
  return (
    <Card>
      <CardHeader
        title="Stripe account"
        actions={
          <>
            {account.testMode && <Badge tone="amber">Test mode</Badge>}
            {account.chargesEnabled ? <Badge tone="green">Taking gifts</Badge> : <Badge tone="red">Charges not enabled</Badge>}
          </>
        }
      />
      <dl className="grid gap-4 p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-500 dark:text-neutral-400">Account id</dt>
          <dd className="font-mono">{account.accountId}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500 dark:text-neutral-400">Connected</dt>
          <dd>{formatDateTime(account.connectedAt) || '—'}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-slate-500 dark:text-neutral-400">Give page</dt>
          <dd className="break-all">
            <a href={account.givePageUrl} target="_blank" rel="noreferrer" className="text-brand-ink underline">
              {account.givePageUrl}
            </a>
          </dd>
        </div>
        {!account.chargesEnabled && <p className="text-sm text-red-700 sm:col-span-2 dark:text-red-300">Stripe has not enabled charges on this account yet: finish the account's details at Stripe.</p>}
      </dl>
      <div className="flex flex-wrap justify-between gap-2 border-t border-slate-100 p-5 dark:border-neutral-800">
        {canOpen(perms, 'generosity') ? (
          <Link to={GIVING.settings} className="text-sm font-medium text-brand-ink hover:underline">
            Giving settings →
          </Link>
        ) : (
          <span />
        )}
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Disconnect
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        danger
        title="Disconnect the Stripe account?"
        message="The give page stops taking gifts and recurring gifts stop charging until an account is connected again. Gifts already made stay recorded."
        confirmLabel="Disconnect"
        loading={disconnect.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => disconnect.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </Card>
  )
}
