package observe

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync/atomic"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	semconv "go.opentelemetry.io/otel/semconv/v1.43.0"
	"go.opentelemetry.io/otel/trace"
)

// tracing is on once a tracer provider is installed; while it is off no span is started at all,
// so an untraced request pays one atomic load per instrumentation point.
var tracing atomic.Bool

const instrumentation = "congregate"

func tracer() trace.Tracer { return otel.Tracer(instrumentation) }

// Tracing reports whether spans are recorded.
func Tracing() bool { return tracing.Load() }

// TracingWanted reports whether the standard OpenTelemetry environment asks for traces:
// OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT set, or OTEL_TRACES_EXPORTER=otlp;
// OTEL_TRACES_EXPORTER=none or OTEL_SDK_DISABLED=true turn them off whatever else is set.
func TracingWanted(getenv func(string) string) bool {
	exp := strings.ToLower(strings.TrimSpace(getenv("OTEL_TRACES_EXPORTER")))
	if exp == "none" || strings.EqualFold(getenv("OTEL_SDK_DISABLED"), "true") {
		return false
	}
	return exp == "otlp" || getenv("OTEL_EXPORTER_OTLP_ENDPOINT") != "" || getenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") != ""
}

// SetupTracing installs the OTLP/HTTP exporter when the environment asks for it (TracingWanted):
// the exporter reads OTEL_EXPORTER_OTLP_* itself, the SDK OTEL_TRACES_SAMPLER(_ARG) and the
// resource OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (service defaults to service). Otherwise
// nothing is installed: no exporter, no spans. The answer flushes and stops the exporter.
func SetupTracing(ctx context.Context, service string) (shutdown func(context.Context) error, err error) {
	if !TracingWanted(os.Getenv) {
		return func(context.Context) error { return nil }, nil
	}
	exp, err := otlptracehttp.New(ctx)
	if err != nil {
		return nil, fmt.Errorf("OTLP trace exporter: %w", err)
	}
	res, err := resource.New(ctx, resource.WithAttributes(semconv.ServiceName(service)), resource.WithFromEnv(),
		resource.WithTelemetrySDK(), resource.WithHost())
	if err != nil {
		return nil, fmt.Errorf("trace resource: %w", err)
	}
	tp := sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp), sdktrace.WithResource(res))
	UseTracerProvider(tp)
	return tp.Shutdown, nil
}

// UseTracerProvider records spans through tp (tests pass one over tracetest's in-memory
// exporter) with W3C trace context propagation; nil turns tracing off again.
func UseTracerProvider(tp trace.TracerProvider) {
	if tp == nil {
		tracing.Store(false)
		return
	}
	otel.SetTracerProvider(tp)
	otel.SetTextMapPropagator(propagation.NewCompositeTextMapPropagator(propagation.TraceContext{}, propagation.Baggage{}))
	tracing.Store(true)
}
