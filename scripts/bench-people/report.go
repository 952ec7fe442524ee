package main

import (
	"fmt"
	"strings"
	"time"
)

// This program's part of docs/benchmarks.md is the top of the file down to ownEnd; the other
// benchmarks' sections after it (between their own markers, and hand-written ones such as the
// profile notes) are kept as they are.
const (
	ownBegin = "<!-- bench-people -->"
	ownEnd   = "<!-- /bench-people -->"
)

// replaceOwn puts own (which ends with ownEnd) in place of this program's part of old.
func replaceOwn(old, own string) string {
	own = strings.TrimRight(own, "\n") + "\n\n" + ownEnd + "\n"
	rest := ""
	if j := strings.Index(old, ownEnd); j >= 0 {
		rest = old[j+len(ownEnd):]
	} else if i := strings.Index(old, "\n<!-- "); i >= 0 { // written before the markers
		rest = old[i:]
	}
	return own + strings.TrimLeft(rest, "\n")
}

// writeSweep is the rate sweep: latency of the answered requests, shed and failed ones, and the
// CPU each request cost the API, PostgreSQL and the load generator.
func writeSweep(b *strings.Builder, f figures) {
	fmt.Fprintf(b, `At each rate, %v of requests (after 3 s of warm-up), sent open-loop (a slow answer does not slow the
sender): half searches (`+"`q`"+` over names, e-mail, phone digits), half listings (70%% on pages 0-2, 30%% on
pages 0-49; sizes 20-100; sorts by name, first name, created, birth date; a quarter with a gender
filter, a fifth with an age band), round-robin over 4 staff sessions, plus 5 requests/s of the
no-SQL "floor" call. Each request includes the session check, casbin and JSON encoding.
Latencies are those of the answered (200) requests; "shed" are the API's 503s (load shedding,
Retry-After), "dropped" requests the generator did not send because 500 were already in flight.
CPU is read from /proc (utime + stime) over the measured part: the API process, the PostgreSQL
client backends of the benchmark's database (and their parallel workers; autovacuum, the cluster's other processes
and databases are not this load's), this load generator, and the whole machine. The API's and
PostgreSQL's CPU is divided by the answered search and list requests (a shed request costs next to
nothing), the generator's by the requests sent; "other work" is the rest of the machine's use
(PostgreSQL's shared processes, anything else running meanwhile) in %% of all CPUs: when it is
high, the latencies say more about the machine than about the API.

`, f.Sweep[0].Duration)
	b.WriteString("| rate (req/s) | sent | answered/s | p50 | p99 | search p99 | list p99 | floor p99 | shed (503) | errors | dropped | CPU ms/req: API | PostgreSQL | generator | machine busy | other work | p99 ≤ 50 ms |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	knee := 0
	for _, s := range f.Sweep {
		a := s.all()
		ok := a.pct(99) <= 50*time.Millisecond && s.Errors == 0 && s.Dropped == 0
		if !ok && knee == 0 {
			knee = s.Rate
		}
		fmt.Fprintf(b, "| %d | %d | %.0f | %s | %s | %s | %s | %s | %d | %d | %d | %.2f | %.2f | %.2f | %.0f %% | %.0f %% | %s |\n",
			s.Rate, s.Sent, s.AcceptedRate, msf(a.pct(50)), msf(a.pct(99)), msf(s.Load["search"].pct(99)), msf(s.Load["list"].pct(99)),
			msf(s.Load["floor"].pct(99)), s.Shed, s.Errors, s.Dropped, s.API, s.PG, s.Gen, s.Busy, s.Other, passText(ok))
	}
	b.WriteString("\n")
	best := 0
	for _, s := range f.Sweep {
		if s.all().pct(99) <= 50*time.Millisecond && s.Shed == 0 && s.Errors == 0 && s.Dropped == 0 {
			best = max(best, s.Rate)
		}
	}
	switch {
	case knee == 0:
		fmt.Fprintf(b, "The knee is above the sweep: p99 ≤ 50 ms at every rate up to %d req/s.", f.Sweep[len(f.Sweep)-1].Rate)
	case best == 0:
		fmt.Fprintf(b, "The knee is below the sweep: p99 passes 50 ms (or the API sheds) already at %d req/s.", f.Sweep[0].Rate)
	default:
		fmt.Fprintf(b, "The knee: p99 ≤ 50 ms with nothing shed up to %d req/s; at %d req/s p99 passes 50 ms or the API sheds.", best, knee)
	}
	fmt.Fprintf(b, " Target p99 ≤ 50 ms at ≥ 400 req/s with nothing shed: %s.\n", passText(best >= 400))
	if len(f.Sweep) > 0 && f.Sweep[len(f.Sweep)-1].RetryAfter != "" {
		fmt.Fprintf(b, "Shed requests carried `Retry-After: %s`.\n", f.Sweep[len(f.Sweep)-1].RetryAfter)
	}
	b.WriteString("\n")
	if len(f.Scale) == 2 {
		x, y := f.Scale[0], f.Scale[1]
		b.WriteString("### With 1,000 church schemas\n\nThe same mix at 100 req/s, first with the churches the sweep ran with, then after provisioning the\nothers up to the second count (the resolver and session check must not grow in cost with the schemas):\n\n")
		b.WriteString("| churches | list p50 | list p99 | all p99 | CPU ms/req: API | PostgreSQL |\n|---|---|---|---|---|---|\n")
		for _, s := range f.Scale {
			fmt.Fprintf(b, "| %d | %s | %s | %s | %.2f | %.2f |\n", s.Churches, msf(s.Step.Load["list"].pct(50)), msf(s.Step.Load["list"].pct(99)),
				msf(s.Step.all().pct(99)), s.Step.API, s.Step.PG)
		}
		px, py := x.Step.Load["list"].pct(99), y.Step.Load["list"].pct(99)
		ratio := float64(py) / float64(max(px, 1))
		fmt.Fprintf(b, "\nList p99 with %d churches / with %d: %.2f (target within 10 %%, ≤ 1.10: %s).\n\n", y.Churches, x.Churches, ratio, passText(ratio <= 1.10))
	}
}

func passText(ok bool) string {
	if ok {
		return "met"
	}
	return "**missed**"
}
