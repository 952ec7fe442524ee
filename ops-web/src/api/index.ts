// The ops API's types, in one module: pages and lib import them from here.
export type * from './contract'
