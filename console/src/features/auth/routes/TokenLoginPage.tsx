import { useEffect, useRef } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom'
import { FullScreenLoader } from '@/components/ui/Screens'
import { DASHBOARD_PATH } from '@/lib/authorization'
import { useOrg } from '@/lib/org'
import { PUBLIC_PATHS } from '@/lib/paths'
import { clearSession } from '@/lib/session'
import { useTokenLogin } from '../api/token-login'
import { completeLogin } from '../api/complete-login'

/** /cpauth_admin?t=TOKEN — single-use token from onboarding or the operator CLI. */
export default function TokenLoginPage() {
  const [params] = useSearchParams()
  const token = params.get('t') ?? ''
  if (!token) return <Navigate to={PUBLIC_PATHS.signIn} replace />
  return <TokenLogin token={token} />
}

function TokenLogin({ token }: { token: string }) {
  const org = useOrg()
  const navigate = useNavigate()
  const tokenLogin = useTokenLogin()
  const started = useRef(false)

  useEffect(() => {
    // The token is single-use: never send it twice (StrictMode runs effects twice in development).
    if (started.current) return
    started.current = true
    clearSession()
    tokenLogin.mutate(
      { orgId: org.orgId, userToken: token },
      {
        onSuccess: (env) => {
          const r = completeLogin(org.orgId, env.responseData)
          navigate(r === 'signed-in' ? DASHBOARD_PATH : PUBLIC_PATHS.signIn, { replace: true })
        },
        onError: () => navigate(PUBLIC_PATHS.signIn, { replace: true }),
      },
    )
  }, [org.orgId, token, tokenLogin, navigate])

  return <FullScreenLoader label="Signing you in…" />
}
