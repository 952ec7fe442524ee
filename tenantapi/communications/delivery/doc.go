// Package delivery is what the worker does with an accepted communication, gin-free: start a
// scheduled one at its due time, claim its queued recipients in batches, record each attempt
// before the provider is called, send through the channel's Provider, record the results with
// their credits (a settlement per accepted message, a release per failed or skipped one) and
// finish the communication; after a crash it reconciles an attempt of unknown outcome by the
// provider's Lookup instead of sending it again. UpdateStatus records the providers' status
// callbacks. The worker's dispatcher finds unfinished sends in control.communication_dispatch.
//
// Exactly once, in short: a recipient row goes queued → sending (attempts+1, attempt_started_at,
// committed before the provider call) → sent/delivered/failed/skipped (committed with its credits
// in one transaction per batch). Only one execution of a communication's send runs at a time (a
// PostgreSQL advisory lock held for the run), so every row found in sending when a run starts was
// left by a run that died: its outcome is asked of the provider (Lookup by the attempt key) and
// only a message the provider never got is sent.
package delivery
