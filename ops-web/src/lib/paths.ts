export const PATHS = {
  signIn: '/sign-in',
  churches: '/churches',
  church: (id: number | string) => `/churches/${id}`,
  catalogue: '/catalogue',
  requests: '/requests',
  queues: '/queues',
  exports: '/exports',
  operators: '/operators',
  audit: '/audit',
} as const
