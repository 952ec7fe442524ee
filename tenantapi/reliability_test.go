//go:build reliability

// The services' reliability run (issue 18, make test-reliability; not in make test): the real
// bin/tenantapi and bin/worker on a PostgreSQL cluster of their own (pg_createcluster
// "reliability" on port 5434, so restarting it disturbs no other test) and a Redis of their own
// (:6391, nothing kept on disk), a write and read load on the people API, and then, one after the
// other: the tenant API killed -9 and started again three times, Redis killed and started again
// empty, PostgreSQL restarted. Every write answered 2xx must be in the database afterwards, each
// once; readiness must go red and come back by itself; a request while a dependency is down must
// fail fast (5xx), not hang. docs/reliability.md has a run's figures.
package tenantapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"congregate/internal/platform/db"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
)

const (
	relPGPort     = 5434
	relRedisPort  = "6391"
	relHost       = "steadfast.rel.localhost"
	relPassword   = "Grace@2026!"
	relWriteRate  = 60 // people added a second
	relReadRate   = 20 // listings a second
	relAPIKills   = 3
	relReadyBound = 20 * time.Second // a restarted or recovered service is ready within this
	relFailFast   = 5 * time.Second  // a request while a dependency is down answers within this
)

// relWrite is one POST /api/people/add of the load: its unique last name, and what came back.
type relWrite struct {
	last    string
	at      time.Time
	took    time.Duration
	status  int // 0: no answer (connection refused or cut)
	id      int64
	errText string
}

type relLoad struct {
	base   string
	token  string
	client *http.Client
	n      atomic.Int64
	mu     sync.Mutex
	writes []relWrite
	reads  struct{ ok, failed atomic.Int64 }
	wg     sync.WaitGroup
	stop   chan struct{}
}

func (l *relLoad) post(path string, body any) (int, []byte, error) {
	raw, _ := json.Marshal(body)
	req, _ := http.NewRequest(http.MethodPost, l.base+path, bytes.NewReader(raw))
	req.Host = relHost
	req.Header.Set("Content-Type", "application/json")
	if l.token != "" {
		req.Header.Set("Authorization", "Bearer "+l.token)
	}
	res, err := l.client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	return res.StatusCode, b, err
}

func (l *relLoad) write() {
	defer l.wg.Done()
	w := relWrite{last: fmt.Sprintf("Load%06d", l.n.Add(1)), at: time.Now()}
	status, body, err := l.post("/api/people/add", map[string]any{"firstName": "Steady", "lastName": w.last})
	w.took, w.status = time.Since(w.at), status
	if err != nil {
		w.errText = err.Error()
	} else if status/100 == 2 {
		var env struct {
			ResponseData struct {
				ID int64 `json:"id"`
			} `json:"responseData"`
		}
		if json.Unmarshal(body, &env) != nil || env.ResponseData.ID == 0 {
			w.errText = "2xx without an id: " + string(body)
		}
		w.id = env.ResponseData.ID
	}
	l.mu.Lock()
	l.writes = append(l.writes, w)
	l.mu.Unlock()
}

func (l *relLoad) read() {
	defer l.wg.Done()
	status, _, err := l.post("/api/people/list", map[string]any{"pageSize": 20, "q": "steady"})
	if err == nil && status == 200 {
		l.reads.ok.Add(1)
	} else {
		l.reads.failed.Add(1)
	}
}

// run sends writes and reads at their rates, each in its own goroutine (an open load: a slow or
// hanging API does not slow the senders down), until stop is closed.
func (l *relLoad) run() {
	tick := time.NewTicker(time.Second / (relWriteRate + relReadRate))
	defer tick.Stop()
	for i := 0; ; i++ {
		select {
		case <-l.stop:
			return
		case <-tick.C:
		}
		l.wg.Add(1)
		if i%(relWriteRate+relReadRate) < relWriteRate {
			go l.write()
		} else {
			go l.read()
		}
	}
}

// since is the writes that started after t0 (and before t1 when t1 is not zero).
func (l *relLoad) between(t0, t1 time.Time) []relWrite {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []relWrite
	for _, w := range l.writes {
		if !w.at.Before(t0) && (t1.IsZero() || w.at.Before(t1)) {
			out = append(out, w)
		}
	}
	return out
}

// relSummary counts writes: accepted (2xx), refused with a 5xx, no answer, and the slowest.
func relSummary(ws []relWrite) (ok, fivexx, none, other int, slowest time.Duration) {
	for _, w := range ws {
		switch {
		case w.status/100 == 2:
			ok++
		case w.status >= 500:
			fivexx++
		case w.status == 0:
			none++
		default:
			other++
		}
		if w.took > slowest {
			slowest = w.took
		}
	}
	return
}

type relProc struct {
	name string
	bin  string
	env  []string
	log  *os.File
	cmd  *exec.Cmd
}

func (p *relProc) start(t *testing.T) {
	t.Helper()
	p.cmd = exec.Command(p.bin)
	p.cmd.Env, p.cmd.Stdout, p.cmd.Stderr = p.env, p.log, p.log
	if err := p.cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", p.name, err)
	}
}

func (p *relProc) kill() {
	if p.cmd != nil && p.cmd.Process != nil {
		_ = p.cmd.Process.Signal(syscall.SIGKILL)
		_, _ = p.cmd.Process.Wait()
	}
}

func relFreeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// relProbe is the status of GET url (0 when nothing answers), with a 3-second limit.
func relProbe(url string) int {
	c := &http.Client{Timeout: 3 * time.Second}
	res, err := c.Get(url)
	if err != nil {
		return 0
	}
	res.Body.Close()
	return res.StatusCode
}

// relWaitFor polls url every 50 ms until it answers want; it reports how long that took.
func relWaitFor(t *testing.T, what, url string, want int, bound time.Duration) time.Duration {
	t.Helper()
	start := time.Now()
	last := 0
	for time.Since(start) < bound {
		if last = relProbe(url); last == want {
			return time.Since(start)
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Errorf("%s: GET %s still %d after %v (want %d)", what, url, last, bound, want)
	return bound
}

func startRelRedis(t *testing.T, dir string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command("redis-server", "--port", relRedisPort, "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 200; i++ {
		if c, err := net.Dial("tcp", "127.0.0.1:"+relRedisPort); err == nil {
			c.Close()
			return cmd
		}
		time.Sleep(25 * time.Millisecond)
	}
	t.Fatal("redis-server did not start on " + relRedisPort)
	return nil
}

// relPGCluster runs pg_ctlcluster on the suite's cluster.
func relPGCluster(t *testing.T, action string, args ...string) {
	t.Helper()
	confs, _ := filepath.Glob("/etc/postgresql/*/reliability/postgresql.conf")
	if len(confs) != 1 {
		t.Fatalf("the reliability cluster's configuration: %v", confs)
	}
	version := strings.Split(confs[0], "/")[3]
	out, err := exec.Command("pg_ctlcluster", append([]string{"--skip-systemctl-redirect", version, "reliability", action}, args...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("pg_ctlcluster %s: %v: %s", action, err, out)
	}
}

// relQueueImport uploads, validates and queues a two-row people import (first name first) and
// answers its id.
func relQueueImport(t *testing.T, l *relLoad, first string) int64 {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, _ := mw.CreateFormFile("file", "members.csv")
	fmt.Fprintf(fw, "First Name,Last Name\n%s,One\n%s,Two\n", first, first)
	mw.Close()
	req, _ := http.NewRequest(http.MethodPost, l.base+"/api/people/import/upload", &buf)
	req.Host = relHost
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+l.token)
	res, err := l.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	var up struct {
		ResponseData struct {
			ImportID         int64             `json:"importId"`
			SuggestedMapping map[string]string `json:"suggestedMapping"`
		} `json:"responseData"`
	}
	if res.StatusCode/100 != 2 || json.Unmarshal(body, &up) != nil || up.ResponseData.ImportID == 0 {
		t.Fatalf("import upload: %d %s", res.StatusCode, body)
	}
	id := up.ResponseData.ImportID
	if status, body, err := l.post("/api/people/import/validate", map[string]any{"importId": id, "mapping": up.ResponseData.SuggestedMapping}); err != nil || status/100 != 2 {
		t.Fatalf("import validate: %d %v %s", status, err, body)
	}
	if status, body, err := l.post("/api/people/import/process", map[string]any{"importId": id}); err != nil || status/100 != 2 {
		t.Fatalf("import process: %d %v %s", status, err, body)
	}
	return id
}

// relImportStatus is the import's status ("" when the API does not answer).
func relImportStatus(l *relLoad, id int64) string {
	status, body, err := l.post("/api/people/import/status", map[string]any{"importId": id})
	var s struct {
		ResponseData struct {
			Status string `json:"status"`
		} `json:"responseData"`
	}
	if err != nil || status != 200 || json.Unmarshal(body, &s) != nil {
		return ""
	}
	return s.ResponseData.Status
}

func TestReliabilityServices(t *testing.T) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		t.Fatal(err)
	}
	root := filepath.Dir(strings.TrimSpace(string(out)))
	dir := t.TempDir()

	// The binaries, built the way make build-go builds them.
	build := exec.Command("go", "build", "-o", dir+"/", "./tenantapi/cmd/tenantapi", "./worker/cmd/worker")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}

	admin := testutil.Cluster(t, "reliability", relPGPort)
	d := testutil.NewDatabaseOn(t, admin)
	ch, err := provisioning.Provision(context.Background(), d.Gorm, provisioning.Spec{ShortName: "steadfast", FullName: "Steadfast Chapel",
		Admins: []provisioning.UserSpec{{FirstName: "Sam", LastName: "Staff", Email: "staff@steadfast.test", Password: relPassword, Roles: []string{"Super Admin"}}}})
	if err != nil {
		t.Fatal(err)
	}

	redis := startRelRedis(t, dir)
	t.Cleanup(func() { _ = redis.Process.Kill(); _ = redis.Wait() })

	apiAddr, workerHealth := relFreeAddr(t), relFreeAddr(t)
	env := append(os.Environ(), "DATABASE_URL="+d.DSN, "DATABASE_CLUSTERS=", "REDIS_URL=redis://127.0.0.1:"+relRedisPort+"/0",
		"REDIS_KEY_PREFIX=rel:", "BASE_DOMAIN=rel.localhost", "PUBLIC_PORT=", "OUTBOX_FILE="+filepath.Join(dir, "outbox.jsonl"),
		"SMS_PROVIDER=outbox", "EMAIL_PROVIDER=outbox", "STORAGE_DIR="+filepath.Join(dir, "storage"),
		"TENANTAPI_ADDR="+apiAddr, "WORKER_HEALTH_ADDR="+workerHealth, "WORKER_CONCURRENCY=4")
	logf := func(name string) *os.File {
		f, err := os.Create(filepath.Join(dir, name+".log"))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { f.Close() })
		return f
	}
	api := &relProc{name: "tenantapi", bin: filepath.Join(dir, "tenantapi"), env: env, log: logf("tenantapi")}
	wrk := &relProc{name: "worker", bin: filepath.Join(dir, "worker"), env: env, log: logf("worker")}
	api.start(t)
	wrk.start(t)
	t.Cleanup(api.kill)
	t.Cleanup(wrk.kill)
	base := "http://" + apiAddr
	readyz, workerz := base+"/readyz", "http://"+workerHealth+"/healthz"
	first := relWaitFor(t, "tenantapi first start", readyz, 200, 60*time.Second)
	relWaitFor(t, "worker first start", workerz, 200, 60*time.Second)
	t.Logf("tenantapi ready %.2fs after its first start", first.Seconds())

	load := &relLoad{base: base, client: &http.Client{Timeout: 30 * time.Second}, stop: make(chan struct{})}
	status, body, err := load.post("/api/auth/login", map[string]any{"emailOrPhone": "staff@steadfast.test", "password": relPassword})
	if err != nil || status != 200 {
		t.Fatalf("login: %d %v %s", status, err, body)
	}
	var login struct {
		ResponseData struct {
			JWT string `json:"jwtToken"`
		} `json:"responseData"`
	}
	if err := json.Unmarshal(body, &login); err != nil || login.ResponseData.JWT == "" {
		t.Fatalf("login: %s", body)
	}
	load.token = login.ResponseData.JWT

	start := time.Now()
	var report []string
	logr := func(format string, args ...any) {
		line := fmt.Sprintf("%6.1fs ", time.Since(start).Seconds()) + fmt.Sprintf(format, args...)
		report = append(report, line)
		t.Log(line)
	}
	go load.run()
	time.Sleep(3 * time.Second)

	// 1. The tenant API killed -9 under load, and started again: ready within the bound.
	var apiReady []time.Duration
	for k := 1; k <= relAPIKills; k++ {
		api.kill()
		killed := time.Now()
		logr("kill -9 tenantapi #%d", k)
		time.Sleep(500 * time.Millisecond)
		api.start(t)
		r := relWaitFor(t, "tenantapi after kill -9", readyz, 200, relReadyBound)
		apiReady = append(apiReady, r)
		logr("tenantapi started again; /readyz 200 after %.2fs (%.2fs after the kill)", r.Seconds(), time.Since(killed).Seconds())
		time.Sleep(2500 * time.Millisecond)
	}

	// 2. Redis killed (it keeps nothing on disk) and started again empty: /readyz and the
	// worker's /healthz red while it is down, green by themselves after; writes go on.
	redisDown := time.Now()
	_ = redis.Process.Kill()
	_ = redis.Wait()
	logr("Redis killed")
	apiRed := relWaitFor(t, "tenantapi /readyz with Redis down", readyz, 503, relFailFast)
	workerRed := relWaitFor(t, "worker /healthz with Redis down", workerz, 503, relFailFast)
	logr("/readyz 503 after %.2fs, worker /healthz 503 after %.2fs", apiRed.Seconds(), workerRed.Seconds())
	time.Sleep(3 * time.Second)
	redis = startRelRedis(t, dir)
	redisUp := time.Now()
	logr("Redis started again (empty) after %.1fs down", redisUp.Sub(redisDown).Seconds())
	apiGreen := relWaitFor(t, "tenantapi /readyz after Redis came back", readyz, 200, relReadyBound)
	workerGreen := relWaitFor(t, "worker /healthz after Redis came back", workerz, 200, relReadyBound)
	logr("/readyz 200 %.2fs and worker /healthz 200 %.2fs after Redis came back (no restart)", apiGreen.Seconds(), workerGreen.Seconds())
	wOk, w5, wNone, wOther, wSlow := relSummary(load.between(redisDown, redisUp))
	logr("writes while Redis was down: %d accepted, %d 5xx, %d unanswered, %d other; slowest %.2fs", wOk, w5, wNone, wOther, wSlow.Seconds())
	time.Sleep(3 * time.Second)

	// 2b. A task queued when Redis loses its data: a people import queued while the worker is
	// paused (SIGSTOP), Redis killed and started again empty, then the worker continued. asynq
	// keeps a task only in Redis, and nothing rescues an import (only communications have a
	// dispatcher over the database), so that import stays queued; an import queued after the
	// restart completes: the worker serves the new Redis with no restart.
	_ = wrk.cmd.Process.Signal(syscall.SIGSTOP)
	lostImport := relQueueImport(t, load, "Lost")
	_ = redis.Process.Kill()
	_ = redis.Wait()
	time.Sleep(time.Second)
	redis = startRelRedis(t, dir)
	_ = wrk.cmd.Process.Signal(syscall.SIGCONT)
	logr("worker paused, people import %d queued, Redis killed and started again empty, worker continued", lostImport)
	relWaitFor(t, "tenantapi /readyz after the second Redis restart", readyz, 200, relReadyBound)
	relWaitFor(t, "worker /healthz after the second Redis restart", workerz, 200, relReadyBound)
	queuedAt := time.Now()
	afterImport := relQueueImport(t, load, "After")
	var afterStatus string
	for time.Since(queuedAt) < relReadyBound*3 {
		if afterStatus = relImportStatus(load, afterImport); afterStatus == "completed" || afterStatus == "failed" || afterStatus == "invalid" {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if afterStatus != "completed" {
		t.Errorf("the import queued after the Redis restart is %q after %v: the worker did not recover", afterStatus, time.Since(queuedAt))
	}
	lostStatus := relImportStatus(load, lostImport)
	logr("import queued after the restart %s in %.2fs; the import queued before it: %s", afterStatus, time.Since(queuedAt).Seconds(), lostStatus)
	time.Sleep(2 * time.Second)

	// 3. PostgreSQL (the suite's own cluster) stopped for 3 s and started again: /readyz red,
	// writes fail fast, then everything answers again with no restart (the pools reconnect).
	pgDown := time.Now()
	relPGCluster(t, "stop", "-m", "fast")
	pgStopped := time.Now()
	logr("PostgreSQL stopped (pg_ctlcluster stop -m fast, %.2fs)", time.Since(pgDown).Seconds())
	pgRed := relWaitFor(t, "tenantapi /readyz with PostgreSQL down", readyz, 503, relFailFast)
	logr("/readyz 503 after %.2fs", pgRed.Seconds())
	time.Sleep(3 * time.Second)
	startAt := time.Now()
	relPGCluster(t, "start")
	pgUp := time.Now()
	logr("PostgreSQL started again after %.1fs down (pg_ctlcluster start %.2fs)", pgUp.Sub(pgDown).Seconds(), pgUp.Sub(startAt).Seconds())
	pgGreen := relWaitFor(t, "tenantapi /readyz after PostgreSQL came back", readyz, 200, relReadyBound)
	logr("/readyz 200 %.2fs after PostgreSQL came back (no restart)", pgGreen.Seconds())
	var firstOK time.Duration
	for deadline := time.Now().Add(relReadyBound); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if ok, _, _, _, _ := relSummary(load.between(pgUp, time.Time{})); ok > 0 {
			ws := load.between(pgUp, time.Time{})
			sort.Slice(ws, func(i, j int) bool { return ws[i].at.Before(ws[j].at) })
			for _, w := range ws {
				if w.status/100 == 2 {
					firstOK = w.at.Add(w.took).Sub(pgUp)
					break
				}
			}
			break
		}
	}
	pOk, p5, pNone, pOther, pSlow := relSummary(load.between(pgStopped, startAt))
	logr("writes while PostgreSQL was down: %d accepted, %d 5xx, %d unanswered, %d other; slowest %.2fs; first accepted write %.2fs after it came back",
		pOk, p5, pNone, pOther, pSlow.Seconds(), firstOK.Seconds())
	if pSlow > relFailFast {
		t.Errorf("a write while PostgreSQL was down took %v (bound %v)", pSlow, relFailFast)
	}
	if pOther > 0 {
		t.Errorf("%d writes while PostgreSQL was down answered neither 2xx nor 5xx", pOther)
	}
	time.Sleep(3 * time.Second)

	close(load.stop)
	load.wg.Wait()
	if s := relProbe(workerz); s != 200 {
		t.Errorf("worker /healthz %d at the end: it did not come through the restarts", s)
	}
	took := time.Since(start)

	// Every accepted write is in the church's schema, once, under its id; the unanswered ones
	// are there or not (a commit whose answer was cut by the kill), never twice.
	rows, err := d.Gorm.Raw(fmt.Sprintf(`SELECT id, last_name FROM %s.people WHERE first_name = 'Steady'`, db.SchemaName(ch.ID))).Rows()
	if err != nil {
		t.Fatal(err)
	}
	byLast := map[string][]int64{}
	for rows.Next() {
		var id int64
		var last string
		if err := rows.Scan(&id, &last); err != nil {
			t.Fatal(err)
		}
		byLast[last] = append(byLast[last], id)
	}
	rows.Close()
	all := load.between(time.Time{}, time.Time{})
	var accepted, lost, duplicates, unansweredStored, refusedStored int
	for _, w := range all {
		ids := byLast[w.last]
		if len(ids) > 1 {
			duplicates++
		}
		switch {
		case w.status/100 == 2:
			accepted++
			if len(ids) != 1 || ids[0] != w.id {
				lost++
				t.Errorf("write %s answered %d with id %d; in the database: %v", w.last, w.status, w.id, ids)
			}
		case w.status == 0 && len(ids) > 0:
			unansweredStored++
		case len(ids) > 0:
			refusedStored++
		}
	}
	ok, f5, none, other, slow := relSummary(all)
	logr("%d writes in %.0fs: %d accepted (all %d in the database: %d lost), %d 5xx, %d unanswered (%d of them stored anyway), %d other; "+
		"%d refused but stored; %d duplicates; slowest %.2fs; reads %d ok, %d failed",
		len(all), took.Seconds(), ok, accepted-lost, lost, f5, none, unansweredStored, other, refusedStored, duplicates, slow.Seconds(),
		load.reads.ok.Load(), load.reads.failed.Load())
	if duplicates > 0 || refusedStored > 0 {
		t.Errorf("%d duplicates, %d refused writes stored", duplicates, refusedStored)
	}
	if ok < relWriteRate*10 {
		t.Errorf("only %d writes accepted: the load did not run", ok)
	}
	fmt.Printf("\nreliability (services): tenantapi killed -9 %d times, ready again in %v; Redis down %.1fs (readyz red in %.2fs, green %.2fs after); "+
		"PostgreSQL down %.1fs (readyz red in %.2fs, green %.2fs after); writes accepted %d, lost %d, duplicates %d\n",
		relAPIKills, apiReady, redisUp.Sub(redisDown).Seconds(), apiRed.Seconds(), apiGreen.Seconds(),
		pgUp.Sub(pgDown).Seconds(), pgRed.Seconds(), pgGreen.Seconds(), ok, lost, duplicates)
}
