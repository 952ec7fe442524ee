package observe

import (
	"database/sql"
	"log/slog"
	"sync"

	"github.com/hibiken/asynq"
	"github.com/prometheus/client_golang/prometheus"
)

// Pools answers the connection pools to report, by cluster name (read at every scrape, so a
// cluster added later shows up).
type Pools func() map[string]*sql.DB

// WatchDB reports the pools of pools in congregate_db_*; a process calls it once per source
// (the control database and db.Tenants' clusters); the same pool under two names counts once.
func WatchDB(pools Pools) { dbStats.add(pools) }

// WatchQueues reports the queues of the inspector's Redis in congregate_queue_tasks (the worker).
func WatchQueues(insp *asynq.Inspector) { queueStats.set(insp) }

var (
	dbConnsDesc = prometheus.NewDesc("congregate_db_connections",
		"Connections of a database pool by state: in_use, idle, open, max (the pool's limit, 0 = none).", []string{"cluster", "state"}, nil)
	dbWaitSecondsDesc = prometheus.NewDesc("congregate_db_wait_seconds_total",
		"Total time spent waiting for a free connection of the pool.", []string{"cluster"}, nil)
	dbWaitsDesc = prometheus.NewDesc("congregate_db_waits_total",
		"Times a query waited for a free connection of the pool.", []string{"cluster"}, nil)
	queueDesc = prometheus.NewDesc("congregate_queue_tasks",
		"asynq tasks by queue and state (pending, active, scheduled, retry, archived, completed), read from Redis at scrape.",
		[]string{"queue", "state"}, nil)
)

type dbCollector struct {
	mu      sync.Mutex
	sources []Pools
}

var dbStats = &dbCollector{}

func (d *dbCollector) add(p Pools) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.sources = append(d.sources, p)
}

func (d *dbCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- dbConnsDesc
	ch <- dbWaitSecondsDesc
	ch <- dbWaitsDesc
}

func (d *dbCollector) Collect(ch chan<- prometheus.Metric) {
	d.mu.Lock()
	sources := append([]Pools(nil), d.sources...)
	d.mu.Unlock()
	seen := map[*sql.DB]bool{}
	names := map[string]bool{}
	for _, src := range sources {
		for name, db := range src() {
			if db == nil || seen[db] || names[name] {
				continue
			}
			seen[db], names[name] = true, true
			s := db.Stats()
			for state, v := range map[string]int{"in_use": s.InUse, "idle": s.Idle, "open": s.OpenConnections, "max": s.MaxOpenConnections} {
				ch <- prometheus.MustNewConstMetric(dbConnsDesc, prometheus.GaugeValue, float64(v), name, state)
			}
			ch <- prometheus.MustNewConstMetric(dbWaitSecondsDesc, prometheus.CounterValue, s.WaitDuration.Seconds(), name)
			ch <- prometheus.MustNewConstMetric(dbWaitsDesc, prometheus.CounterValue, float64(s.WaitCount), name)
		}
	}
}

type queueCollector struct {
	mu   sync.Mutex
	insp *asynq.Inspector
}

var queueStats = &queueCollector{}

func (q *queueCollector) set(insp *asynq.Inspector) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.insp = insp
}

func (q *queueCollector) Describe(ch chan<- *prometheus.Desc) { ch <- queueDesc }

func (q *queueCollector) Collect(ch chan<- prometheus.Metric) {
	q.mu.Lock()
	insp := q.insp
	q.mu.Unlock()
	if insp == nil {
		return
	}
	queues, err := insp.Queues()
	if err != nil {
		slog.Error("metrics: asynq queues", "err", err)
		return
	}
	for _, name := range queues {
		info, err := insp.GetQueueInfo(name)
		if err != nil {
			slog.Error("metrics: asynq queue", "queue", name, "err", err)
			continue
		}
		for state, v := range map[string]int{"pending": info.Pending, "active": info.Active, "scheduled": info.Scheduled,
			"retry": info.Retry, "archived": info.Archived, "completed": info.Completed} {
			ch <- prometheus.MustNewConstMetric(queueDesc, prometheus.GaugeValue, float64(v), name, state)
		}
	}
}
