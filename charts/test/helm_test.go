package test

// Running helm, decoding what it renders, and small helpers for the checks in chart_test.go.

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/client-go/kubernetes/scheme"
	"sigs.k8s.io/yaml"
)

type helm struct {
	path string
	env  []string
}

// newHelm finds helm at $HELM or the project's .tools/bin. A missing helm fails the test rather
// than skipping it, so CI cannot pass without having checked the chart.
func newHelm(t *testing.T) helm {
	t.Helper()
	path := os.Getenv("HELM")
	if path == "" {
		path = filepath.Join("..", "..", ".tools", "bin", "helm")
	}
	path, err := exec.LookPath(path)
	if err != nil {
		t.Fatalf("helm not found (%v); run scripts/install-helm.sh or set HELM", err)
	}
	// Keep the developer's repositories, plugins and cache out of the test.
	home := t.TempDir()
	env := append(os.Environ(),
		"HELM_CACHE_HOME="+filepath.Join(home, "cache"),
		"HELM_CONFIG_HOME="+filepath.Join(home, "config"),
		"HELM_DATA_HOME="+filepath.Join(home, "data"))
	return helm{path: path, env: env}
}

func (h helm) output(args ...string) (string, error) {
	cmd := exec.Command(h.path, args...)
	cmd.Env = h.env
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func (h helm) run(t *testing.T, args ...string) string {
	t.Helper()
	out, err := h.output(args...)
	if err != nil {
		t.Fatalf("helm %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return out
}

// template renders the chart and strictly decodes every document into its typed object.
func (h helm) template(t *testing.T, valuesFiles []string) []runtime.Object {
	t.Helper()
	args := append([]string{"template", releaseName, chartDir, "--namespace", namespace, "--kube-version", kubeVersion},
		valuesArgs(valuesFiles)...)
	out := h.run(t, args...)
	var objs []runtime.Object
	for _, doc := range documentSeparator.Split(out, -1) {
		if isBlank(doc) {
			continue
		}
		obj, err := decode(doc)
		if err != nil {
			t.Fatalf("%s: %v\n%s", sourceOf(doc), err, doc)
		}
		objs = append(objs, obj)
	}
	if len(objs) == 0 {
		t.Fatal("helm template rendered nothing")
	}
	return objs
}

var (
	documentSeparator = regexp.MustCompile(`(?m)^---\s*$`)
	sourceComment     = regexp.MustCompile(`(?m)^# Source: (.+)$`)
	// Strict: unknown or duplicate fields are errors, as they would be for kubectl --validate=strict.
	strictDecoder = serializer.NewCodecFactory(scheme.Scheme, serializer.EnableStrict).UniversalDeserializer()
)

func decode(doc string) (runtime.Object, error) {
	if serviceMonitorKind.MatchString(doc) {
		return decodeServiceMonitor(doc)
	}
	obj, _, err := strictDecoder.Decode([]byte(doc), nil, nil)
	return obj, err
}

var serviceMonitorKind = regexp.MustCompile(`(?m)^kind: ServiceMonitor\s*$`)

// serviceMonitor is the part of prometheus-operator's ServiceMonitor (monitoring.coreos.com/v1)
// the chart renders. client-go has no type for it, so the document is decoded strictly into this
// (an unknown or misspelt field fails, as the CRD's schema would refuse it), its required fields
// are checked, and it is kept as unstructured.
type serviceMonitor struct {
	APIVersion string `json:"apiVersion"`
	Kind       string `json:"kind"`
	Metadata   struct {
		Name        string            `json:"name"`
		Namespace   string            `json:"namespace,omitempty"`
		Labels      map[string]string `json:"labels,omitempty"`
		Annotations map[string]string `json:"annotations,omitempty"`
	} `json:"metadata"`
	Spec struct {
		JobLabel          string `json:"jobLabel,omitempty"`
		NamespaceSelector struct {
			Any        bool     `json:"any,omitempty"`
			MatchNames []string `json:"matchNames,omitempty"`
		} `json:"namespaceSelector"`
		Selector struct {
			MatchLabels map[string]string `json:"matchLabels"`
		} `json:"selector"`
		Endpoints []struct {
			Port          string `json:"port"`
			Path          string `json:"path,omitempty"`
			Interval      string `json:"interval,omitempty"`
			ScrapeTimeout string `json:"scrapeTimeout,omitempty"`
		} `json:"endpoints"`
	} `json:"spec"`
}

func decodeServiceMonitor(doc string) (runtime.Object, error) {
	var sm serviceMonitor
	if err := yaml.UnmarshalStrict([]byte(doc), &sm); err != nil {
		return nil, fmt.Errorf("ServiceMonitor: %w", err)
	}
	switch {
	case sm.APIVersion != "monitoring.coreos.com/v1":
		return nil, fmt.Errorf("ServiceMonitor: apiVersion %q", sm.APIVersion)
	case sm.Metadata.Name == "":
		return nil, errors.New("ServiceMonitor: no metadata.name")
	case len(sm.Spec.Selector.MatchLabels) == 0:
		return nil, errors.New("ServiceMonitor: no spec.selector.matchLabels (it would select every Service)")
	case len(sm.Spec.Endpoints) == 0:
		return nil, errors.New("ServiceMonitor: no spec.endpoints")
	}
	for i, ep := range sm.Spec.Endpoints {
		if ep.Port == "" {
			return nil, fmt.Errorf("ServiceMonitor: endpoints[%d] names no port", i)
		}
		for _, d := range []string{ep.Interval, ep.ScrapeTimeout} {
			if d != "" && !promDuration.MatchString(d) {
				return nil, fmt.Errorf("ServiceMonitor: endpoints[%d]: %q is not a Prometheus duration", i, d)
			}
		}
	}
	u := &unstructured.Unstructured{}
	if err := yaml.Unmarshal([]byte(doc), &u.Object); err != nil {
		return nil, err
	}
	return u, nil
}

var promDuration = regexp.MustCompile(`^([0-9]+(ms|s|m|h|d|w|y))+$`)

// serviceMonitors are the rendered ServiceMonitors, decoded again into their typed form.
func serviceMonitors(t *testing.T, objs []runtime.Object) []serviceMonitor {
	t.Helper()
	var out []serviceMonitor
	for _, u := range ofType[*unstructured.Unstructured](objs) {
		if u.GetKind() != "ServiceMonitor" {
			continue
		}
		b, err := yaml.Marshal(u.Object)
		if err != nil {
			t.Fatal(err)
		}
		var sm serviceMonitor
		if err := yaml.UnmarshalStrict(b, &sm); err != nil {
			t.Fatal(err)
		}
		out = append(out, sm)
	}
	return out
}

func valuesArgs(files []string) []string {
	var args []string
	for _, f := range files {
		args = append(args, "--values", f)
	}
	return args
}

// isBlank reports whether a document holds nothing but comments and whitespace.
func isBlank(doc string) bool {
	for line := range strings.Lines(doc) {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			return false
		}
	}
	return true
}

func sourceOf(doc string) string {
	if m := sourceComment.FindStringSubmatch(doc); m != nil {
		return m[1]
	}
	return "rendered document"
}

func ofType[T runtime.Object](objs []runtime.Object) []T {
	var out []T
	for _, obj := range objs {
		if typed, ok := obj.(T); ok {
			out = append(out, typed)
		}
	}
	return out
}

// byComponent indexes objects by their component label.
func byComponent[T interface {
	runtime.Object
	GetLabels() map[string]string
}](objs []T) map[string]T {
	out := map[string]T{}
	for _, obj := range objs {
		out[obj.GetLabels()[componentLabel]] = obj
	}
	return out
}

func metaName(obj runtime.Object) string {
	if named, ok := obj.(interface{ GetName() string }); ok {
		return named.GetName()
	}
	return "?"
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// hookWeight is Helm's ordering of hooks: lower weights are created first (default 0).
func hookWeight(t *testing.T, annotations map[string]string) int {
	t.Helper()
	w, ok := annotations["helm.sh/hook-weight"]
	if !ok {
		return 0
	}
	n, err := strconv.Atoi(w)
	if err != nil {
		t.Fatalf("hook weight %q: %v", w, err)
	}
	return n
}

func ptrValue[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

func assertMapEqual(t *testing.T, what string, got, want map[string]string) {
	t.Helper()
	for k, w := range want {
		if g, ok := got[k]; !ok {
			t.Errorf("%s: missing %s (want %s)", what, k, w)
		} else if g != w {
			t.Errorf("%s: %s → %s, want %s", what, k, g, w)
		}
	}
	for k, g := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("%s: unexpected %s → %s", what, k, g)
		}
	}
}
