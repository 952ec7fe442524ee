package main

import (
	"database/sql"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// generator sends the people load: half searches, half listings, round-robin over the staff
// sessions, and 5 requests/s of the no-SQL "floor" call beside them.
type generator struct {
	c      *client
	tokens []string
	r      *rand.Rand
	// floorOnly sends the no-SQL floor call in place of every search and listing (-mix floor):
	// what the HTTP, session check, casbin and JSON path alone can carry.
	floorOnly bool
}

func newGenerator(c *client, tokens []string) *generator {
	return &generator{c: c, tokens: tokens, r: rand.New(rand.NewPCG(1, 2))}
}

var (
	terms = []string{"smith", "okafor", "grace", "john", "mary", "nguyen", "chen", "blessing", "kim", "sarah lee",
		"james.wil", "mensah", "20145", "771234", "de", "patel", "hannah", "osei", "rossi", "naomi"}
	sorts = []string{"name", "name", "name", "createdAt", "birthDate", "firstName"}
)

// next is the n-th request of the mix: staff mostly look at the first pages and search by name,
// e-mail or phone digits.
func (g *generator) next(n int) (string, map[string]any) {
	r := g.r
	if n%2 == 0 {
		return "search", map[string]any{"q": terms[r.IntN(len(terms))], "pageSize": 20}
	}
	page := r.IntN(3)
	if r.IntN(10) < 3 {
		page = r.IntN(50)
	}
	body := map[string]any{"page": page, "pageSize": []int{20, 20, 50, 100}[r.IntN(4)], "sortBy": sorts[r.IntN(len(sorts))]}
	if r.IntN(4) == 0 {
		body["gender"] = []string{"male", "female"}[r.IntN(2)]
	}
	if r.IntN(5) == 0 {
		body["ageBand"] = []string{"18-29", "30-49", "65+", "0-12"}[r.IntN(4)]
	}
	return "list", body
}

// step is one rate of the sweep.
type step struct {
	Rate                  int
	Duration              time.Duration
	Load                  map[string]*latencies // answered 200, by kind
	Sent, Shed, Errors    int64                 // search + list requests; 503s; other failures
	Dropped               int64                 // not sent: the generator's own cap on requests in flight
	API, PG, Gen, Other   float64               // CPU ms per search/list request (Other: the rest of the machine)
	Busy                  float64               // the machine's CPU use over the step, % of all CPUs
	RetryAfter            string
	AcceptedRate          float64
	cpuBefore, cpuAfter   cpuSample
	wallBefore, wallAfter time.Time
}

func (s step) all() *latencies {
	a := &latencies{}
	for _, k := range []string{"search", "list"} {
		a.d = append(a.d, s.Load[k].d...)
	}
	return a
}

func (s step) line() string {
	a := s.all()
	return fmt.Sprintf("%4d req/s: p50 %s p99 %s (search p99 %s, list p99 %s, floor p99 %s), sent %d, shed %d, errors %d, dropped %d; CPU ms/request: API %.2f, PostgreSQL %.2f, generator %.2f; machine busy %.0f%% (other work %.0f%%)",
		s.Rate, msf(a.pct(50)), msf(a.pct(99)), msf(s.Load["search"].pct(99)), msf(s.Load["list"].pct(99)), msf(s.Load["floor"].pct(99)),
		s.Sent, s.Shed, s.Errors, s.Dropped, s.API, s.PG, s.Gen, s.Busy, s.Other)
}

func msf(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }

// run sends rate requests/s for 3 s of warm-up and then d, measured, and reads the CPU time of
// the API, of PostgreSQL and of this program over the measured part.
func (g *generator) run(rate int, d time.Duration, procs cpuProcs) step {
	st := step{Rate: rate, Duration: d, Load: map[string]*latencies{}}
	for _, k := range []string{"search", "list", "floor"} {
		st.Load[k] = &latencies{}
	}
	var mu sync.Mutex
	var wg sync.WaitGroup
	var inflight atomic.Int64
	var measuring atomic.Bool
	send := func(kind, tok string, body map[string]any) {
		measured := measuring.Load()
		if inflight.Load() > 500 {
			if measured && kind != "floor" {
				mu.Lock()
				st.Dropped++
				mu.Unlock()
			}
			return
		}
		wg.Add(1)
		inflight.Add(1)
		path := "/api/people/list"
		if kind == "floor" || g.floorOnly {
			path, body = "/api/people/generate-password", map[string]any{}
		}
		go func() {
			defer wg.Done()
			defer inflight.Add(-1)
			start := time.Now()
			status, retry, err := g.c.postRetry(tok, path, body)
			took := time.Since(start)
			if !measured {
				return
			}
			mu.Lock()
			defer mu.Unlock()
			if kind != "floor" {
				st.Sent++
			}
			switch {
			case err == nil && status == 503:
				if kind != "floor" {
					st.Shed++
				}
				st.RetryAfter = retry
			case err != nil || status != 200:
				if kind != "floor" {
					st.Errors++
				}
			default:
				st.Load[kind].add(took)
			}
		}()
	}
	tick := time.NewTicker(time.Second / time.Duration(rate))
	defer tick.Stop()
	start := time.Now()
	warm, stop := start.Add(3*time.Second), start.Add(d+3*time.Second)
	floorEvery := max(1, rate/5)
	for n := 0; ; n++ {
		now := <-tick.C
		if now.After(stop) {
			break
		}
		if !measuring.Load() && now.After(warm) {
			st.cpuBefore, st.wallBefore = procs.sample(), time.Now()
			measuring.Store(true)
		}
		kind, body := g.next(n)
		send(kind, g.tokens[n%len(g.tokens)], body)
		if n%floorEvery == 0 {
			send("floor", g.tokens[(n+1)%len(g.tokens)], map[string]any{})
		}
	}
	st.cpuAfter, st.wallAfter = procs.sample(), time.Now()
	measuring.Store(false)
	wg.Wait()
	// The CPU is read when the sending stops: the answers still in flight are cheap beside the
	// step, and waiting for them would count idle time. The API's and PostgreSQL's CPU is per
	// answered request (a shed one costs next to nothing), the generator's per request sent.
	answered := float64(st.Load["search"].n() + st.Load["list"].n())
	wall := st.wallAfter.Sub(st.wallBefore).Seconds()
	if answered > 0 && wall > 0 {
		tick := 1000.0 / clockTicks
		b, a := st.cpuBefore, st.cpuAfter
		pg := pgTicks(b, a)
		st.API = float64(a.api-b.api) * tick / answered
		st.PG = float64(pg) * tick / answered
		gen := a.gen - b.gen
		if procs.api == os.Getpid() {
			gen = 0 // in-process: the API's figure is this program's
		}
		st.Gen = float64(gen) * tick / float64(max(1, st.Sent+st.Dropped))
		if all := float64(a.total - b.total); all > 0 {
			st.Busy = 100 * float64(a.busy-b.busy) / all
			st.Other = 100 * float64(max(0, (a.busy-b.busy)-(a.api-b.api)-pg-gen)) / all
		}
		st.AcceptedRate = answered / wall
	}
	return st
}

// clockTicks is USER_HZ, the unit of /proc's CPU times (100 on every Linux of this kind).
const clockTicks = 100.0

// cpuProcs are the processes whose CPU a step reads: the API, and PostgreSQL's backends of the
// benchmark's database and their parallel workers (not autovacuum). The cluster is shared (other
// databases, other programs' tests): its other processes are not this load's.
type cpuProcs struct {
	api    int
	admin  *sql.DB
	dbname string
}

type cpuSample struct {
	api, gen, busy, total int64
	pg                    map[int]int64 // backend pid → ticks
}

// pgTicks is the CPU of the backends in after, less what those alive in before had used then (a
// backend that started during the step counts whole; one that ended is lost, rare with pools).
func pgTicks(before, after cpuSample) int64 {
	var t int64
	for pid, a := range after.pg {
		t += a - before.pg[pid]
	}
	return t
}

// sample reads the CPU time (user + system, clock ticks) of the API process, of the benchmark
// database's PostgreSQL backends, of this program, and of the whole machine.
func (p cpuProcs) sample() cpuSample {
	s := cpuSample{pg: map[int]int64{}}
	s.api = procTicks(p.api, false)
	s.gen = procTicks(os.Getpid(), false)
	if p.admin != nil {
		rows, err := p.admin.Query(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type IN ('client backend', 'parallel worker')`, p.dbname)
		if err == nil {
			for rows.Next() {
				var pid int
				if rows.Scan(&pid) == nil {
					s.pg[pid] = procTicks(pid, false)
				}
			}
			rows.Close()
		}
	}
	if b, err := os.ReadFile("/proc/stat"); err == nil {
		line := strings.Fields(strings.SplitN(string(b), "\n", 2)[0])
		for i, v := range line[1:] {
			if i >= 8 { // guest time is already in user
				break
			}
			s.total += atoi(v)
			if i != 3 && i != 4 { // idle, iowait
				s.busy += atoi(v)
			}
		}
	}
	return s
}

// statFields are the fields of /proc/PID/stat after the command name: [0] state, [1] ppid,
// [11] utime, [12] stime, [13] cutime, [14] cstime.
func statFields(path string) []string {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	i := strings.LastIndexByte(string(b), ')')
	if i < 0 {
		return nil
	}
	return strings.Fields(string(b[i+1:]))
}

func procTicks(pid int, children bool) int64 {
	f := statFields("/proc/" + strconv.Itoa(pid) + "/stat")
	if len(f) < 15 {
		return 0
	}
	t := atoi(f[11]) + atoi(f[12])
	if children {
		t += atoi(f[13]) + atoi(f[14])
	}
	return t
}

func atoi(s string) int64 {
	n, _ := strconv.ParseInt(s, 10, 64)
	return n
}

// rateList is -rate alone when given, else the -rates sweep.
func rateList() []int {
	if *rate > 0 {
		return []int{*rate}
	}
	var out []int
	for _, f := range strings.Split(*rates, ",") {
		if n, err := strconv.Atoi(strings.TrimSpace(f)); err == nil && n > 0 {
			out = append(out, n)
		}
	}
	return out
}
