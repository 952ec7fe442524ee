package observe

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// MetricsHandler serves the Registry in Prometheus' text format.
func MetricsHandler() http.Handler {
	return promhttp.HandlerFor(Registry, promhttp.HandlerOpts{ErrorLog: slogErrors{}})
}

// ServeMetrics serves GET /metrics on addr (METRICS_ADDR), a listener of its own that the public
// ingress never reaches, until ctx ends; "" serves nothing (the default: parallel local stacks
// would collide on one port). The answer is the bound address (":0" picks a port).
func ServeMetrics(ctx context.Context, addr string) (string, error) {
	if addr == "" {
		return "", nil
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return "", err
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", MetricsHandler())
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			slog.Error("metrics listener stopped", "addr", addr, "err", err)
		}
	}()
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdown)
	}()
	return ln.Addr().String(), nil
}

type slogErrors struct{}

func (slogErrors) Println(v ...any) { slog.Error("metrics", "err", v) }
