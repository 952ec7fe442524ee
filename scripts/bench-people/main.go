// Command bench-people measures the people API the way issues 4 and 18 ask (`make bench`): on a
// throw-away database it provisions -churches churches plus one with 100,000 people, starts the
// real tenant API (bin/tenantapi) on loopback, sends people searches and listings at each rate of
// a sweep (p50/p99, shed and failed requests, CPU per request of the API and of PostgreSQL), runs
// the mix at 100 req/s again after provisioning churches up to -scale-to, counts the SQL
// statements of list requests, imports 10,000 rows end to end through the API and a real asynq
// worker, and writes the figures to its part of docs/benchmarks.md.
//
// Flags: -churches 10 -people 100000 -rates 100,200,300,400,500 (or -rate N) -duration 20s
// -scale-to 1000 -import 10000 -out docs/benchmarks.md -keep / -reuse DB -server process|inproc
// -cpuprofile FILE (with -server inproc) -mix people|floor.
package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"mime/multipart"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
	"golang.org/x/sync/errgroup"
	"gorm.io/gorm"

	"congregate/controlplane/demo"
	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
	"congregate/tenantapi"
	"congregate/tenantapi/tenanttest"
	"congregate/worker"
)

var (
	churches   = flag.Int("churches", 10, "other churches to provision")
	peopleN    = flag.Int("people", 100000, "people in the measured church")
	rate       = flag.Int("rate", 0, "one rate in requests per second instead of the sweep of -rates")
	rates      = flag.String("rates", "100,200,300,400,500", "the rate sweep: requests per second, comma-separated")
	duration   = flag.Duration("duration", 20*time.Second, "how long to send requests at each rate (after 3 s of warm-up)")
	scaleTo    = flag.Int("scale-to", 1000, "after the sweep, the people listing at 100 req/s again with this many churches (provisions the missing ones; 0 = skip)")
	importRows = flag.Int("import", 10000, "rows of the import")
	out        = flag.String("out", "docs/benchmarks.md", "where the figures go ('' = stdout only)")
	keep       = flag.Bool("keep", false, "keep the database afterwards")
	cpuProfile = flag.String("cpuprofile", "", "write a CPU profile of the load phase (with -server inproc: the API runs in this process)")
	reuse      = flag.String("reuse", "", "measure again on a database kept by -keep (skips provisioning and seeding)")
	mix        = flag.String("mix", "people", "what the sweep sends: 'people' (searches and listings) or 'floor' (the no-SQL floor call only, counted as the listings: the request path's own capacity; figures to stdout only)")
	server     = flag.String("server", "process", "where the load goes: 'process' = bin/tenantapi started as its own process (make build-go), 'inproc' = the API inside this program (for -cpuprofile)")
)

const password = "Grace@2026!"

func main() {
	flag.Parse()
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

type figures struct {
	Setup      map[string]time.Duration
	Sweep      []step
	Scale      []scaleFigure
	Service    map[string]*latencies
	Statements []stmtFigure
	Server     string
	Import     time.Duration
	ImportRows int
	Load1      string
}

type scaleFigure struct {
	Churches int
	Step     step
}

type stmtFigure struct {
	Label          string
	Total, Session int64
}

func run() error {
	ctx := context.Background()
	f := figures{Setup: map[string]time.Duration{}, Service: map[string]*latencies{}}

	// A throw-away database on the test server (or a kept one, to measure again).
	name := *reuse
	admin, err := sql.Open("pgx", testutil.AdminURL())
	if err != nil {
		return err
	}
	defer admin.Close()
	if name == "" {
		name = "congregate_bench_" + strings.ToLower(strings.NewReplacer("-", "", "_", "").Replace(auth.NewToken(6)))
		if _, err := admin.Exec(`CREATE DATABASE "` + name + `"`); err != nil {
			return fmt.Errorf("create database: %w", err)
		}
		if !*keep {
			defer func() {
				_, _ = admin.Exec(`DROP DATABASE IF EXISTS "` + name + `" WITH (FORCE)`)
			}()
		}
	}
	u, _ := url.Parse(testutil.AdminURL())
	u.Path = "/" + name
	dsn := u.String()
	if err := db.MigrateControl(dsn); err != nil {
		return err
	}
	control, err := db.Open(dsn)
	if err != nil {
		return err
	}
	sqlDB, _ := control.DB()
	defer sqlDB.Close()
	fmt.Printf("database %s\n", name)
	var big *tenancy.Church
	if *reuse != "" {
		if big, err = provisioning.Find(ctx, control, "bigchurch"); err != nil {
			return err
		}
		// A kept database may predate the newest tenant migrations: bring every church up to date
		// (bin/ops migrate, as a deploy's hook does) before measuring.
		mig := exec.Command("bin/ops", "migrate", "--parallel", "4")
		mig.Env = append(os.Environ(), "DATABASE_URL="+dsn)
		if b, err := mig.CombinedOutput(); err != nil {
			return fmt.Errorf("bin/ops migrate: %v\n%s", err, b)
		}
		f.Setup["(database reused: set-up times of the run that made it)"] = 0
	} else if big, err = setUp(ctx, control, &f); err != nil {
		return err
	}

	// The real tenant API on loopback, with the statement counter around it.
	rdb := redis.NewClient(mustRedis())
	defer rdb.Close()
	prefix := "bench:" + auth.NewToken(6) + ":"
	defer cleanRedis(rdb, prefix)
	cfg := config.Load()
	cfg.KeyPrefix, cfg.BaseDomain, cfg.PublicPort = prefix, "bench.localhost", ""
	aopt, err := jobs.RedisOpt(testutil.RedisURL())
	if err != nil {
		return err
	}
	enq := jobs.NewClient(aopt)
	enq.Queue = "bench-" + strings.ToLower(auth.NewToken(6))
	defer enq.Close()
	insp := asynq.NewInspector(aopt)
	defer func() { _ = insp.DeleteQueue(enq.Queue, true); insp.Close() }()
	app, err := tenantapi.NewApp(cfg, control, rdb, enq)
	if err != nil {
		return err
	}
	counter, err := tenanttest.CountStatements(control)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: counter.Wrap(app.Handler()), ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	defer srv.Close()
	c := &client{base: "http://" + ln.Addr().String(), host: "bigchurch.bench.localhost",
		http: &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 256, MaxConnsPerHost: 256}}}
	var tokens []string
	for i := 0; i < 4; i++ { // a few staff sessions, as in a church office
		tok, err := c.login("admin@big.test")
		if err != nil {
			return err
		}
		tokens = append(tokens, tok)
	}

	// Statements per list request, and those of the session check alone (measured on a call with
	// no SQL of its own, after a first call has loaded the church's casbin policy).
	if _, err := c.statements(tokens[0], counter, "/api/people/generate-password", map[string]any{}); err != nil {
		return err
	}
	base, err := c.statements(tokens[0], counter, "/api/people/generate-password", map[string]any{})
	if err != nil {
		return err
	}
	for _, s := range []struct {
		label string
		body  map[string]any
	}{
		{"list, pageSize 10", map[string]any{"pageSize": 10}},
		{"list, pageSize 200", map[string]any{"pageSize": 200}},
		{"list, user's records per page", map[string]any{}},
		{"search 'smith', pageSize 50", map[string]any{"q": "smith", "pageSize": 50}},
		{"list, filters + sort", map[string]any{"gender": "female", "ageBand": "30-49", "membershipTypeId": 1, "sortBy": "birthDate", "pageSize": 100}},
	} {
		n, err := c.statements(tokens[0], counter, "/api/people/list", s.body)
		if err != nil {
			return err
		}
		f.Statements = append(f.Statements, stmtFigure{s.label, n, base})
	}

	// The load goes to the tenant API running as its own process (bin/tenantapi, as deployed), so
	// the load generator and the API do not share a Go runtime; -server inproc keeps it in here.
	lc, ltokens := c, tokens
	apiPID := os.Getpid()
	f.Server = "in-process (this program, real HTTP on 127.0.0.1)"
	if *server == "process" {
		stopAPI, base, pid, err := startTenantAPI(dsn, prefix)
		if err != nil {
			return err
		}
		apiPID = pid
		defer stopAPI()
		lc = &client{base: base, host: c.host, http: c.http}
		ltokens = nil
		for i := 0; i < 4; i++ {
			tok, err := lc.login("admin@big.test")
			if err != nil {
				return fmt.Errorf("login to bin/tenantapi: %w", err)
			}
			ltokens = append(ltokens, tok)
		}
		f.Server = "bin/tenantapi as its own process on 127.0.0.1 (the load generator is another process)"
	} else if *server != "inproc" {
		return fmt.Errorf("-server must be process or inproc")
	}

	// Load: searches and listings at a fixed rate (open loop: a slow answer does not slow the
	// sender), swept over -rates. Staff mostly look at the first pages and search by name, e-mail
	// or phone digits. Beside it, 5 requests/s of an authenticated call that runs no SQL of its own
	// ("floor"): what the session check, casbin and HTTP cost on this machine at that moment.
	gen := newGenerator(lc, ltokens)
	if *mix == "floor" {
		// Only the sweep, on stdout: the floor's capacity, not the people figures of the file.
		gen.floorOnly = true
		procs := cpuProcs{api: apiPID, admin: admin, dbname: name}
		for _, r := range rateList() {
			fmt.Println("floor only:", gen.run(r, *duration, procs).line())
		}
		return nil
	} else if *mix != "people" {
		return fmt.Errorf("-mix must be people or floor")
	}
	// First one request at a time: what a request costs when nothing waits (service time).
	for _, k := range []string{"search", "list", "floor"} {
		f.Service[k] = &latencies{}
	}
	for n := 0; n < 300; n++ {
		kind, body := gen.next(n)
		path := "/api/people/list"
		if n%10 == 9 {
			kind, path, body = "floor", "/api/people/generate-password", map[string]any{}
		}
		start := time.Now()
		if status, err := lc.post(ltokens[0], path, body, nil); err != nil || status != 200 {
			return fmt.Errorf("%s %v: %d %v", path, body, status, err)
		}
		if n >= 20 {
			f.Service[kind].add(time.Since(start))
		}
	}
	if *cpuProfile != "" && *server == "inproc" {
		pf, err := os.Create(*cpuProfile)
		if err != nil {
			return err
		}
		if err := pprof.StartCPUProfile(pf); err != nil {
			return err
		}
		defer func() { pprof.StopCPUProfile(); pf.Close() }()
	}
	procs := cpuProcs{api: apiPID, admin: admin, dbname: name}
	for _, r := range rateList() {
		st := gen.run(r, *duration, procs)
		fmt.Println(st.line())
		f.Sweep = append(f.Sweep, st)
	}
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		f.Load1 = strings.Join(strings.Fields(string(b))[:3], " ")
	}

	// The people listing at 100 req/s with this many church schemas, then with -scale-to of them.
	if *scaleTo > 0 {
		n, err := countChurches(control)
		if err != nil {
			return err
		}
		if n >= *scaleTo {
			fmt.Printf("%d churches already: no comparison (make the database with fewer than %d)\n", n, *scaleTo)
		} else {
			before := gen.run(100, *duration, procs)
			t0 := time.Now()
			if err := provisionMore(ctx, control, n, *scaleTo); err != nil {
				return err
			}
			f.Setup[fmt.Sprintf("provision churches %d to %d (4 at a time)", n+1, *scaleTo)] = time.Since(t0)
			// As after the seed: the provisioning's dirty pages written out now, not during the
			// measurement (a run saw 100 req/s cost a third more CPU beside the writeback).
			if err := control.Exec(`CHECKPOINT`).Error; err != nil {
				return err
			}
			exec.Command("sync").Run() //nolint:errcheck // best effort: the kernel's own writeback
			after := gen.run(100, *duration, procs)
			f.Scale = []scaleFigure{{n, before}, {*scaleTo, after}}
			fmt.Printf("100 req/s with %d churches: %s\n100 req/s with %d churches: %s\n", n, before.line(), *scaleTo, after.line())
		}
	}

	// Import: upload, validate, process through the API; the worker's own mux takes the task.
	wsrv := asynq.NewServer(aopt, asynq.Config{Concurrency: 1, Queues: map[string]int{enq.Queue: 1}, LogLevel: asynq.WarnLevel})
	mux := worker.NewMux(worker.Deps{Tenants: app.Tenants}, tenancy.NewResolver(control, cfg.BaseDomain, time.Minute),
		slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err := wsrv.Start(mux); err != nil {
		return err
	}
	defer wsrv.Shutdown()
	// A fresh session: the first ones have idled past the 30-minute limit on a long run.
	itok, err := c.login("admin@big.test")
	if err != nil {
		return err
	}
	took, err := c.importRows(itok, *importRows)
	if err != nil {
		return fmt.Errorf("import: %w", err)
	}
	f.Import, f.ImportRows = took, *importRows
	fmt.Printf("import of %d rows: %v\n", *importRows, took.Round(time.Millisecond))
	return report(f, big)
}

// startTenantAPI runs bin/tenantapi on a free loopback port against the bench database and
// waits for its health probe; stop ends it.
func startTenantAPI(dsn, prefix string) (stop func(), base string, pid int, err error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, "", 0, err
	}
	addr := ln.Addr().String()
	ln.Close()
	bin, err := filepath.Abs("bin/tenantapi")
	if err != nil {
		return nil, "", 0, err
	}
	if _, err := os.Stat(bin); err != nil {
		return nil, "", 0, fmt.Errorf("%s is missing: run make build-go (or use -server inproc)", bin)
	}
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "DATABASE_URL="+dsn, "REDIS_URL="+testutil.RedisURL(), "REDIS_KEY_PREFIX="+prefix,
		"BASE_DOMAIN=bench.localhost", "PUBLIC_PORT=", "TENANTAPI_ADDR="+addr)
	cmd.Stdout, cmd.Stderr = io.Discard, os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, "", 0, err
	}
	stop = func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		_ = cmd.Wait()
	}
	base = "http://" + addr
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if res, err := http.Get(base + "/healthz"); err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return stop, base, cmd.Process.Pid, nil
			}
		}
	}
	stop()
	return nil, "", 0, fmt.Errorf("bin/tenantapi did not answer /healthz on %s", addr)
}

// setUp provisions the churches and seeds the measured one.
func setUp(ctx context.Context, control *gorm.DB, f *figures) (*tenancy.Church, error) {
	// The other churches, provisioned 4 at a time like an operator's batch.
	t0 := time.Now()
	if err := provisionRange(ctx, control, 0, *churches); err != nil {
		return nil, err
	}
	f.Setup[fmt.Sprintf("provision %d churches (4 at a time)", *churches)] = time.Since(t0)
	fmt.Printf("provisioned %d churches in %v\n", *churches, time.Since(t0).Round(time.Millisecond))

	t0 = time.Now()
	big, err := provisioning.Provision(ctx, control, provisioning.Spec{ShortName: "bigchurch", FullName: "Big Church",
		Admins: []provisioning.UserSpec{{FirstName: "Big", LastName: "Admin", Email: "admin@big.test", Password: password, Roles: []string{"Super Admin"}}}})
	if err != nil {
		return nil, err
	}
	tenants, err := db.TenantsFromConfig(config.Load(), control)
	if err != nil {
		return nil, err
	}
	if err := demo.Seed(ctx, tenants, big, *peopleN, 42); err != nil {
		return nil, fmt.Errorf("seed: %w", err)
	}
	f.Setup[fmt.Sprintf("seed %d people with households, groups, attendance", *peopleN)] = time.Since(t0)
	fmt.Printf("seeded %d people in %v\n", *peopleN, time.Since(t0).Round(time.Millisecond))
	t0 = time.Now()
	// Fresh statistics and visibility maps for the measured church, as autovacuum would leave them.
	for _, t := range []string{"people", "households", "household_members", "group_members", "service_unit_members", "attendance_records", "attendance_sessions"} {
		if err := control.Exec(fmt.Sprintf(`VACUUM ANALYZE "%s"."%s"`, big.SchemaName, t)).Error; err != nil {
			return nil, err
		}
	}
	f.Setup["VACUUM ANALYZE of the measured church"] = time.Since(t0)
	// The seed's dirty pages written out now, not by the checkpointer and the kernel's writeback
	// during the first rates of the sweep (a run saw half the machine busy with it at 200 req/s).
	t0 = time.Now()
	if err := control.Exec(`CHECKPOINT`).Error; err != nil {
		return nil, err
	}
	exec.Command("sync").Run() //nolint:errcheck // best effort: the kernel's own writeback
	f.Setup["CHECKPOINT and sync after the seed"] = time.Since(t0)
	return big, nil
}

// provisionRange provisions the churches "church"+letters(i) for from ≤ i < to, 4 at a time.
func provisionRange(ctx context.Context, control *gorm.DB, from, to int) error {
	g, _ := errgroup.WithContext(ctx)
	g.SetLimit(4)
	for i := from; i < to; i++ {
		g.Go(func() error {
			_, err := provisioning.Provision(ctx, control, provisioning.Spec{ShortName: "church" + letters(i), FullName: fmt.Sprintf("Church %d", i),
				Admins: []provisioning.UserSpec{{FirstName: "Ad", LastName: "Min", Email: fmt.Sprintf("admin%d@bench.test", i), Password: password, Roles: []string{"Super Admin"}}}})
			return err
		})
	}
	if err := g.Wait(); err != nil {
		return fmt.Errorf("provision: %w", err)
	}
	return nil
}

// provisionMore brings the database from n churches (bigchurch and church0..n-2) to total.
func provisionMore(ctx context.Context, control *gorm.DB, n, total int) error {
	return provisionRange(ctx, control, n-1, total-1)
}

func countChurches(control *gorm.DB) (int, error) {
	var n int64
	err := control.Raw(`SELECT count(*) FROM control.churches`).Scan(&n).Error
	return int(n), err
}

func letters(i int) string {
	s := ""
	for n := i + 26*26; n > 0; n /= 26 {
		s = string(rune('a'+n%26)) + s
	}
	return s
}

func mustRedis() *redis.Options {
	o, err := redis.ParseURL(testutil.RedisURL())
	if err != nil {
		panic(err)
	}
	return o
}

func cleanRedis(rdb *redis.Client, prefix string) {
	ctx := context.Background()
	iter := rdb.Scan(ctx, 0, prefix+"*", 500).Iterator()
	for iter.Next(ctx) {
		rdb.Del(ctx, iter.Val())
	}
}

type latencies struct{ d []time.Duration }

func (l *latencies) add(d time.Duration) { l.d = append(l.d, d) }

func (l *latencies) n() int { return len(l.d) }

func (l *latencies) pct(p float64) time.Duration {
	if len(l.d) == 0 {
		return 0
	}
	sort.Slice(l.d, func(i, j int) bool { return l.d[i] < l.d[j] })
	i := int(float64(len(l.d))*p/100+0.5) - 1
	return l.d[max(0, min(i, len(l.d)-1))]
}

type client struct {
	base, host string
	http       *http.Client
}

func (c *client) do(tok, path, contentType string, body []byte, into any) (int, error) {
	req, err := http.NewRequest(http.MethodPost, c.base+path, bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Host = c.host
	req.Header.Set("Content-Type", contentType)
	if tok != "" {
		req.Header.Set("Authorization", "Bearer "+tok)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return resp.StatusCode, err
	}
	if into != nil {
		var env struct {
			ResponseCode    string          `json:"responseCode"`
			ResponseMessage string          `json:"responseMessage"`
			ResponseData    json.RawMessage `json:"responseData"`
		}
		if err := json.Unmarshal(raw, &env); err != nil {
			return resp.StatusCode, err
		}
		if env.ResponseCode != "00" {
			return resp.StatusCode, fmt.Errorf("%s: %d %s", path, resp.StatusCode, env.ResponseMessage)
		}
		return resp.StatusCode, json.Unmarshal(env.ResponseData, into)
	}
	return resp.StatusCode, nil
}

func (c *client) post(tok, path string, body, into any) (int, error) {
	raw, _ := json.Marshal(body)
	return c.do(tok, path, "application/json", raw, into)
}

// postRetry sends a request and reads its status and Retry-After header, discarding the body.
func (c *client) postRetry(tok, path string, body any) (int, string, error) {
	raw, _ := json.Marshal(body)
	req, err := http.NewRequest(http.MethodPost, c.base+path, bytes.NewReader(raw))
	if err != nil {
		return 0, "", err
	}
	req.Host = c.host
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+tok)
	resp, err := c.http.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	_, err = io.Copy(io.Discard, resp.Body)
	return resp.StatusCode, resp.Header.Get("Retry-After"), err
}

func (c *client) login(email string) (string, error) {
	var d struct {
		JWT string `json:"jwtToken"`
	}
	_, err := c.post("", "/api/auth/login", map[string]any{"emailOrPhone": email, "password": password}, &d)
	return d.JWT, err
}

func (c *client) statements(tok string, sc *tenanttest.StatementCounter, path string, body map[string]any) (int64, error) {
	var sink any
	if _, err := c.post(tok, path, body, &sink); err != nil {
		return 0, err
	}
	return sc.Last(), nil
}

func (c *client) importRows(tok string, n int) (time.Duration, error) {
	var b strings.Builder
	b.WriteString("First Name,Last Name,Email,Mobile,Birth Date,Gender,Membership Type\n")
	run := time.Now().Unix() % 100 // contacts unique per run, so a kept database can be measured again
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "Imp%d,Orter%d,imp%d.r%d@import.example,+44%02d9%07d,19%02d-%02d-%02d,%s,Member\n",
			i, i%700, i, run, run, i, 30+i%70, 1+i%12, 1+i%28, []string{"Male", "Female"}[i%2])
	}
	start := time.Now()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, _ := mw.CreateFormFile("file", "members.csv")
	_, _ = fw.Write([]byte(b.String()))
	mw.Close()
	var up struct {
		ImportID         int64             `json:"importId"`
		SuggestedMapping map[string]string `json:"suggestedMapping"`
	}
	if _, err := c.do(tok, "/api/people/import/upload", mw.FormDataContentType(), buf.Bytes(), &up); err != nil {
		return 0, err
	}
	var v struct{ Status string }
	if _, err := c.post(tok, "/api/people/import/validate", map[string]any{"importId": up.ImportID, "mapping": up.SuggestedMapping}, &v); err != nil {
		return 0, err
	}
	if v.Status != "validated" {
		return 0, fmt.Errorf("validation: %s", v.Status)
	}
	var q any
	if _, err := c.post(tok, "/api/people/import/process", map[string]any{"importId": up.ImportID}, &q); err != nil {
		return 0, err
	}
	for time.Since(start) < 2*time.Minute {
		var s struct {
			Status       string
			ImportedRows int
			Message      string
		}
		if _, err := c.post(tok, "/api/people/import/status", map[string]any{"importId": up.ImportID}, &s); err != nil {
			return 0, err
		}
		switch s.Status {
		case "completed":
			if s.ImportedRows != n {
				return 0, fmt.Errorf("imported %d of %d", s.ImportedRows, n)
			}
			return time.Since(start), nil
		case "invalid", "failed":
			return 0, fmt.Errorf("import %s: %s", s.Status, s.Message)
		}
		time.Sleep(100 * time.Millisecond)
	}
	return 0, fmt.Errorf("import did not finish in 2 minutes")
}

func report(f figures, big *tenancy.Church) error {
	var b strings.Builder
	ms := func(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }
	pass := func(ok bool) string {
		if ok {
			return "met"
		}
		return "**missed**"
	}
	fmt.Fprintf(&b, "# Benchmarks\n\n%s\nWritten by `make bench` (scripts/bench-people) on %s. Re-run it to refresh; figures\ndepend on the machine and on what else runs on it.\n\n",
		ownBegin, time.Now().UTC().Format("2006-01-02 15:04 UTC"))
	fmt.Fprintf(&b, "Machine: %d CPUs (GOMAXPROCS %d), %s; load average after the run: %s.\n",
		runtime.NumCPU(), runtime.GOMAXPROCS(0), pgVersion(), f.Load1)
	fmt.Fprintf(&b, "Data: %d churches plus `%s` with %d people (households, groups, service units, fellowships,\n12 weeks of attendance), all on one PostgreSQL. Load and service times: %s; statements and the\nimport: the API inside the bench program (to count statements per request).\n\n",
		*churches, big.ShortName, *peopleN, f.Server)
	b.WriteString("## People search and listing\n\n")
	writeSweep(&b, f)
	b.WriteString("One request at a time before the load (service time: nothing queues):\n\n| kind | requests | p50 | p95 | p99 | max |\n|---|---|---|---|---|---|\n")
	for _, k := range []string{"search", "list", "floor"} {
		l := f.Service[k]
		fmt.Fprintf(&b, "| %s | %d | %s | %s | %s | %s |\n", k, len(l.d), ms(l.pct(50)), ms(l.pct(95)), ms(l.pct(99)), ms(l.pct(100)))
	}
	b.WriteString(`
How to read it: "floor" is an authenticated call that runs no SQL of its own (the session check,
casbin, HTTP); when the floor itself is far above its service time, requests were waiting for a
CPU (other work on the machine, or this load saturating it). The service times (one request at a
time) say what a request costs; under load the API, PostgreSQL and the load generator share the
two CPUs, and the p99 grows past the service time by the time requests wait for one.
`)
	b.WriteString("\n## SQL statements per list request\n\nCounted by a gorm callback per request (BEGIN/COMMIT not counted; `SET LOCAL search_path` counted).\nThe target is met by the whole request: the session check of the auth middleware (one schema-qualified\nstatement that also reads the user's records per page), the `SET LOCAL` of the list's transaction and the\nlist itself (page and count in one statement).\n\n")
	b.WriteString("| request | statements in all | session check | the list's own | target ≤ 3 |\n|---|---|---|---|---|\n")
	for _, s := range f.Statements {
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %s |\n", s.Label, s.Total, s.Session, s.Total-s.Session, pass(s.Total <= 3))
	}
	fmt.Fprintf(&b, "\n## Import\n\n%d rows of CSV, end to end: upload, validate, process (asynq worker, one transaction), until\nthe status call answers completed: **%s** (target ≤ 15 s: %s).\n\n", f.ImportRows, ms(f.Import), pass(f.Import <= 15*time.Second))
	b.WriteString("## Set-up times (not targets)\n\n| step | time |\n|---|---|\n")
	var keys []string
	for k := range f.Setup {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(&b, "| %s | %s |\n", k, f.Setup[k].Round(time.Millisecond))
	}
	fmt.Print("\n" + b.String())
	if *out == "" {
		return nil
	}
	old, _ := os.ReadFile(*out)
	return os.WriteFile(*out, []byte(replaceOwn(string(old), b.String())), 0o644)
}

var pgv string

func pgVersion() string {
	if pgv != "" {
		return pgv
	}
	admin, err := sql.Open("pgx", testutil.AdminURL())
	if err != nil {
		return "PostgreSQL"
	}
	defer admin.Close()
	_ = admin.QueryRow(`SELECT 'PostgreSQL ' || current_setting('server_version')`).Scan(&pgv)
	return pgv
}
