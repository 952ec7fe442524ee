package checkin_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"gorm.io/gorm"

	"congregate/tenantapi/children/checkin"
	tt "congregate/tenantapi/tenanttest"
)

// rushFigures is a Sunday rush's outcome.
type rushFigures struct {
	Stations, Children, Checkins int
	Elapsed                      time.Duration
	CheckinP50, CheckinP99       time.Duration
	LabelP50, LabelP99           time.Duration
	BoardP99, BoardMax           time.Duration
}

func (f rushFigures) String() string {
	return fmt.Sprintf("%d stations, %d children in %d check-ins over %s: check-in p50 %s p99 %s; label PDF p50 %s p99 %s; board update p99 %s max %s",
		f.Stations, f.Children, f.Checkins, f.Elapsed.Round(time.Millisecond), f.CheckinP50, f.CheckinP99, f.LabelP50, f.LabelP99, f.BoardP99, f.BoardMax)
}

// rush is issue 15's Sunday rush against the real router over HTTP: families of two children in
// 10 rooms, stations checking families in (and printing the labels' PDF) concurrently, each
// station's board stream open. pace spreads the check-ins over that time (0: as fast as they go).
// A check-in's board latency is, at every station's stream, the time from its answer to the first
// event whose total includes every check-in answered by then.
func rush(t testing.TB, e *tt.Env, stations, children int, pace time.Duration) rushFigures {
	k := kit{e: e, c: e.Alpha, tok: e.Login(e.Alpha, "admin@alpha.test")}
	families := children / 2
	e.Exec(k.c, `INSERT INTO children_classrooms (name, position) SELECT 'Room ' || g, g FROM generate_series(1, 10) g`)
	e.Exec(k.c, `WITH h AS (INSERT INTO households (name) SELECT 'Rush ' || g FROM generate_series(1, ?::int) g RETURNING id),
		k AS (INSERT INTO people (first_name, last_name, birth_date) SELECT 'Kid' || n, 'Rush' || h.id, current_date - 1500 - n * 200
			FROM h, generate_series(1, 2) n RETURNING id, last_name),
		m AS (INSERT INTO household_members (household_id, person_id, relationship)
			SELECT substr(last_name, 5)::bigint, id, 'child' FROM k RETURNING person_id)
		INSERT INTO children_profiles (person_id, classroom_id)
		SELECT k.id, (SELECT id FROM children_classrooms ORDER BY id OFFSET (k.id % 10) LIMIT 1) FROM k`, families)
	var kids []int64
	if err := e.App.Tenants.RunFor(context.Background(), k.c, func(tx *gorm.DB) error {
		return tx.Raw(`SELECT person_id FROM children_profiles ORDER BY person_id`).Scan(&kids).Error
	}); err != nil {
		t.Fatal(err)
	}
	sts := make([]checkin.Station, stations)
	for i := range sts {
		sts[i] = k.station(fmt.Sprintf("Station %d", i+1))
	}
	srv := httptest.NewServer(e.H)
	defer srv.Close()
	host := tt.Host(k.c)
	post := func(path string, body any) (*http.Response, []byte, error) {
		raw, _ := json.Marshal(body)
		req, _ := http.NewRequest(http.MethodPost, srv.URL+path, bytes.NewReader(raw))
		req.Host = host
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+k.tok)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return nil, nil, err
		}
		defer resp.Body.Close()
		var b bytes.Buffer
		_, _ = b.ReadFrom(resp.Body)
		return resp, b.Bytes(), nil
	}

	// One board stream a station: the times and the totals of its events.
	type seen struct {
		at    time.Time
		total int
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	streams := make([][]seen, stations)
	var smu sync.Mutex
	var ready sync.WaitGroup
	for i := range sts {
		ready.Add(1)
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL+"/api/children/board/stream", nil)
		req.Host = host
		req.Header.Set("Authorization", "Bearer "+k.tok)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		go func() {
			defer resp.Body.Close()
			sc := bufio.NewScanner(resp.Body)
			sc.Buffer(make([]byte, 1<<20), 1<<20)
			first := true
			for sc.Scan() {
				d, ok := strings.CutPrefix(sc.Text(), "data: ")
				if !ok {
					continue
				}
				var b checkin.Board
				_ = json.Unmarshal([]byte(d), &b)
				n := 0
				for _, r := range b.Rooms {
					n += r.Count
				}
				smu.Lock()
				streams[i] = append(streams[i], seen{time.Now(), n})
				smu.Unlock()
				if first {
					first = false
					ready.Done()
				}
			}
		}()
	}
	ready.Wait()

	var done atomic.Int64
	type answered struct {
		at      time.Time
		through int64
	}
	var mu sync.Mutex
	var checkins, labels []time.Duration
	var answers []answered
	next := make(chan int, families)
	for f := 0; f < families; f++ {
		next <- f
	}
	close(next)
	start := time.Now()
	var wg sync.WaitGroup
	var failed atomic.Value
	for s := range sts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for f := range next {
				if pace > 0 {
					if wait := time.Until(start.Add(pace * time.Duration(f) / time.Duration(families))); wait > 0 {
						time.Sleep(wait)
					}
				}
				t0 := time.Now()
				resp, body, err := post("/api/children/checkin", map[string]any{"stationId": sts[s].ID, "clientId": uuid(),
					"children": []map[string]any{{"childId": kids[2*f]}, {"childId": kids[2*f+1]}}})
				if err != nil || resp.StatusCode != 201 {
					failed.Store(fmt.Sprintf("check-in: %v %s", err, body))
					return
				}
				took := time.Since(t0)
				n := done.Add(2)
				at := time.Now()
				var res struct{ ResponseData checkin.CheckinResult }
				_ = json.Unmarshal(body, &res)
				t1 := time.Now()
				resp, body, err = post("/api/children/label", map[string]any{"checkinId": res.ResponseData.Checkins[0].ID, "format": "pdf"})
				if err != nil || resp.StatusCode != 200 || !bytes.HasPrefix(body, []byte("%PDF")) {
					failed.Store(fmt.Sprintf("label: %v %.100s", err, body))
					return
				}
				lt := time.Since(t1)
				mu.Lock()
				checkins, labels = append(checkins, took), append(labels, lt)
				answers = append(answers, answered{at, n})
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if msg := failed.Load(); msg != nil {
		t.Fatal(msg)
	}
	elapsed := time.Since(start)
	// Let the last changes reach the streams.
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		smu.Lock()
		all := true
		for _, s := range streams {
			if len(s) == 0 || s[len(s)-1].total < children {
				all = false
			}
		}
		smu.Unlock()
		if all {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	cancel()
	smu.Lock()
	defer smu.Unlock()
	var board []time.Duration
	for _, a := range answers {
		worst := time.Duration(0)
		for _, s := range streams {
			i := sort.Search(len(s), func(i int) bool { return s[i].total >= int(a.through) && !s[i].at.Before(a.at.Add(-time.Second)) })
			lat := time.Hour
			if i < len(s) {
				lat = max(s[i].at.Sub(a.at), 0)
			}
			worst = max(worst, lat)
		}
		board = append(board, worst)
	}
	f := rushFigures{Stations: stations, Children: children, Checkins: len(checkins), Elapsed: elapsed}
	f.CheckinP50, f.CheckinP99 = quantile(checkins, 0.5), quantile(checkins, 0.99)
	f.LabelP50, f.LabelP99 = quantile(labels, 0.5), quantile(labels, 0.99)
	f.BoardP99, f.BoardMax = quantile(board, 0.99), quantile(board, 1)
	return f
}

func quantile(d []time.Duration, q float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	i := int(q*float64(len(s))+0.5) - 1
	return s[min(max(i, 0), len(s)-1)].Round(100 * time.Microsecond)
}

// TestRushSmoke is the benchmark's short run in the normal tests: 3 stations, 60 children. It
// checks the machinery (every station's board sees every check-in) and the 2 s board bound, not
// the latency targets, which a shared test machine cannot promise.
func TestRushSmoke(t *testing.T) {
	e := tt.New(t)
	f := rush(t, e, 3, 60, 0)
	t.Log(f)
	if f.Checkins != 30 || f.BoardMax > 2*time.Second {
		t.Fatalf("smoke: %s", f)
	}
}
