// Package observe is the platform's observability: Prometheus metrics (served on a listener of
// their own, never on the public hosts), OpenTelemetry traces (off unless configured) and the
// structured log handler that stamps every line with its request id and church. docs/observability.md
// lists the metric names, which are a contract with the Grafana dashboard and the chart.
package observe

import (
	"os"
	"strconv"
	"sync"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
)

// Registry holds every metric of the process: ours, the Go runtime's and the process's.
var Registry = prometheus.NewRegistry()

var (
	httpRequests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "congregate_http_requests_total",
		Help: "HTTP requests answered, by route (gin's route pattern, \"unmatched\" for none), method and status code.",
	}, []string{"route", "method", "code"})
	httpDuration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "congregate_http_request_duration_seconds",
		Help:    "Time to answer an HTTP request, by route and method.",
		Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5},
	}, []string{"route", "method"})
	httpInflight = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "congregate_http_inflight_requests",
		Help: "HTTP requests being answered now.",
	})
	httpShed = prometheus.NewCounter(prometheus.CounterOpts{
		Name: "congregate_http_shed_total",
		Help: "HTTP requests refused by load shedding (503 with Retry-After).",
	})
	churchRequests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "congregate_church_requests_total",
		Help: "HTTP requests per church short name; past METRICS_CHURCH_LABELS churches, the rest count as \"other\".",
	}, []string{"church"})
	tasksProcessed = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "congregate_tasks_processed_total",
		Help: "asynq tasks processed, by type and outcome (succeeded, failed, panicked).",
	}, []string{"type", "outcome"})
	taskDuration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "congregate_task_duration_seconds",
		Help:    "Time to process an asynq task, by type.",
		Buckets: []float64{.01, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 300},
	}, []string{"type"})
)

func init() {
	Registry.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		httpRequests, httpDuration, httpInflight, httpShed, churchRequests, tasksProcessed, taskDuration, dbStats, queueStats)
	churches.limit = churchLabelLimit(os.Getenv("METRICS_CHURCH_LABELS"))
}

// Shed counts one request refused by load shedding (the shedding middleware's OnShed hook).
func Shed() { httpShed.Inc() }

// Other is the church label of every church past the first METRICS_CHURCH_LABELS.
const Other = "other"

// churchLabelLimit reads METRICS_CHURCH_LABELS: how many churches get a label of their own (50).
func churchLabelLimit(v string) int {
	if n, err := strconv.Atoi(v); err == nil && n >= 0 {
		return n
	}
	return 50
}

// churchLabels bounds congregate_church_requests_total's cardinality: the first limit church
// short names seen get their own series, every later one counts under "other". A restart starts
// afresh, which Prometheus' rate() takes in its stride.
type churchLabels struct {
	mu       sync.RWMutex
	limit    int
	counters map[string]prometheus.Counter
}

var churches = &churchLabels{counters: map[string]prometheus.Counter{}}

// CountChurch counts one request for the church with this short name.
func CountChurch(short string) { churches.counter(short).Inc() }

func (l *churchLabels) counter(short string) prometheus.Counter {
	l.mu.RLock()
	c, ok := l.counters[short]
	l.mu.RUnlock()
	if ok {
		return c
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if c, ok := l.counters[short]; ok {
		return c
	}
	label := short
	if len(l.counters) >= l.limit || short == Other {
		label = Other
	}
	c = churchRequests.WithLabelValues(label)
	if label != Other {
		l.counters[short] = c // "other" is not remembered per name, so the map stays bounded too
	}
	return c
}

// httpSeries caches the series of a route, so a request costs a map read, not a label hash.
type httpKey struct {
	route, method string
	code          int
}

type httpSeriesCache struct {
	mu        sync.RWMutex
	counters  map[httpKey]prometheus.Counter
	durations map[httpKey]prometheus.Observer
}

var series = &httpSeriesCache{counters: map[httpKey]prometheus.Counter{}, durations: map[httpKey]prometheus.Observer{}}

func (s *httpSeriesCache) observe(route, method string, code int, seconds float64) {
	k := httpKey{route, method, code}
	d := httpKey{route, method, 0}
	s.mu.RLock()
	c, okC := s.counters[k]
	o, okO := s.durations[d]
	s.mu.RUnlock()
	if !okC || !okO {
		s.mu.Lock()
		if c, okC = s.counters[k]; !okC {
			c = httpRequests.WithLabelValues(route, method, strconv.Itoa(code))
			s.counters[k] = c
		}
		if o, okO = s.durations[d]; !okO {
			o = httpDuration.WithLabelValues(route, method)
			s.durations[d] = o
		}
		s.mu.Unlock()
	}
	c.Inc()
	o.Observe(seconds)
}

// methodLabel keeps the method label bounded: a client can send any token as a method.
func methodLabel(m string) string {
	switch m {
	case "GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS":
		return m
	}
	return "OTHER"
}
