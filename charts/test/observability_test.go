package test

// The chart's metrics wiring (ports, scrape annotations, the ServiceMonitor and the dashboard's
// ConfigMap), its NetworkPolicies, the pods' spread, and the Grafana dashboard's expressions.

import (
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	appsv1 "k8s.io/api/apps/v1"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
)

const dashboardFile = "../congregate/dashboards/congregate.json"

func checkMetrics(t *testing.T, vs valueSet, objs []runtime.Object) {
	for component, d := range byComponent(ofType[*appsv1.Deployment](objs)) {
		pod := d.Spec.Template
		c := pod.Spec.Containers[0]
		port := metricsPorts[component]
		if !slices.ContainsFunc(c.Ports, func(p corev1.ContainerPort) bool { return p.Name == "metrics" && p.ContainerPort == port }) {
			t.Errorf("%s: no container port \"metrics\" %d", component, port)
		}
		addrEnv := map[string]string{"controlplane": "METRICS_ADDR", "tenantapi": "METRICS_ADDR", "worker": "WORKER_HEALTH_ADDR"}[component]
		if got := envValue(c, addrEnv); got != ":"+itoa(port) {
			t.Errorf("%s: %s=%q, want :%d", component, addrEnv, got, port)
		}
		if pod.Annotations["prometheus.io/scrape"] != "true" || pod.Annotations["prometheus.io/port"] != itoa(port) ||
			pod.Annotations["prometheus.io/path"] != "/metrics" {
			t.Errorf("%s: scrape annotations %v", component, pod.Annotations)
		}
	}

	monitors := serviceMonitors(t, objs)
	if !vs.serviceMonitor {
		if len(monitors) != 0 {
			t.Errorf("%d ServiceMonitors rendered although metrics.serviceMonitor is off", len(monitors))
		}
	} else if len(monitors) != 1 {
		t.Errorf("%d ServiceMonitors, want 1", len(monitors))
	} else {
		sm := monitors[0]
		selector := labels.SelectorFromSet(sm.Spec.Selector.MatchLabels)
		var selected []string
		for _, svc := range ofType[*corev1.Service](objs) {
			if selector.Matches(labels.Set(svc.Labels)) {
				selected = append(selected, svc.Labels[componentLabel])
				if !slices.ContainsFunc(svc.Spec.Ports, func(p corev1.ServicePort) bool { return p.Name == "metrics" }) {
					t.Errorf("ServiceMonitor selects Service %s, which has no metrics port", svc.Name)
				}
			}
		}
		slices.Sort(selected)
		if !slices.Equal(selected, []string{"controlplane", "tenantapi", "worker"}) {
			t.Errorf("ServiceMonitor selects the Services of %v, want all three", selected)
		}
		if len(sm.Spec.Endpoints) != 1 || sm.Spec.Endpoints[0].Port != "metrics" || sm.Spec.Endpoints[0].Path != "/metrics" {
			t.Errorf("ServiceMonitor endpoints %+v, want port metrics, /metrics", sm.Spec.Endpoints)
		}
		// The dashboard tells the services apart by job = the component.
		if sm.Spec.JobLabel != componentLabel {
			t.Errorf("ServiceMonitor jobLabel %q, want %s", sm.Spec.JobLabel, componentLabel)
		}
		if !slices.Equal(sm.Spec.NamespaceSelector.MatchNames, []string{namespace}) {
			t.Errorf("ServiceMonitor namespaces %v", sm.Spec.NamespaceSelector.MatchNames)
		}
	}

	var dashboards []*corev1.ConfigMap
	for _, cm := range ofType[*corev1.ConfigMap](objs) {
		if _, ok := cm.Data["congregate.json"]; ok {
			dashboards = append(dashboards, cm)
		}
	}
	if !vs.dashboard {
		if len(dashboards) != 0 {
			t.Errorf("dashboard ConfigMap rendered although metrics.dashboard is off")
		}
		return
	}
	if len(dashboards) != 1 {
		t.Fatalf("%d dashboard ConfigMaps, want 1", len(dashboards))
	}
	if dashboards[0].Labels["grafana_dashboard"] != "1" {
		t.Errorf("dashboard ConfigMap labels %v, want grafana_dashboard: \"1\"", dashboards[0].Labels)
	}
	file, err := os.ReadFile(dashboardFile)
	if err != nil {
		t.Fatal(err)
	}
	if got := dashboards[0].Data["congregate.json"]; strings.TrimSpace(got) != strings.TrimSpace(string(file)) {
		t.Errorf("the dashboard ConfigMap does not hold %s as it is", dashboardFile)
	}
}

func envValue(c corev1.Container, name string) string {
	for _, e := range c.Env {
		if e.Name == name {
			return e.Value
		}
	}
	return ""
}

func itoa(n int32) string { return strconv.Itoa(int(n)) }

// checkSpread: the replicas of a component keep apart per node and zone, selecting their own pods.
func checkSpread(t *testing.T, component string, d *appsv1.Deployment) {
	t.Helper()
	pod := d.Spec.Template
	own := labels.Set(pod.Labels)
	keys := map[string]bool{}
	for _, tsc := range pod.Spec.TopologySpreadConstraints {
		sel, err := metav1.LabelSelectorAsSelector(tsc.LabelSelector)
		if err != nil || !sel.Matches(own) || !strings.Contains(sel.String(), component) {
			t.Errorf("%s: topology spread selector %v does not select the component's own pods", component, tsc.LabelSelector)
		}
		keys[tsc.TopologyKey] = true
	}
	if !keys["kubernetes.io/hostname"] || !keys["topology.kubernetes.io/zone"] {
		t.Errorf("%s: topology spread over %v, want hostname and zone", component, keys)
	}
	aff := pod.Spec.Affinity
	if aff == nil || aff.PodAntiAffinity == nil || len(aff.PodAntiAffinity.PreferredDuringSchedulingIgnoredDuringExecution) == 0 {
		t.Errorf("%s: no preferred pod anti-affinity", component)
		return
	}
	term := aff.PodAntiAffinity.PreferredDuringSchedulingIgnoredDuringExecution[0].PodAffinityTerm
	if sel, err := metav1.LabelSelectorAsSelector(term.LabelSelector); err != nil || !sel.Matches(own) || term.TopologyKey != "kubernetes.io/hostname" {
		t.Errorf("%s: anti-affinity term %+v does not keep its own pods apart per node", component, term)
	}
}

// podLabels: every pod template the release runs, by component (the migration Job's is "migrate").
func podLabels(objs []runtime.Object) map[string]labels.Set {
	out := map[string]labels.Set{}
	for c, d := range byComponent(ofType[*appsv1.Deployment](objs)) {
		out[c] = d.Spec.Template.Labels
	}
	for _, j := range ofType[*batchv1.Job](objs) {
		out[j.Labels[componentLabel]] = j.Spec.Template.Labels
	}
	return out
}

func selects(np *networkingv1.NetworkPolicy, pod labels.Set) bool {
	sel, err := metav1.LabelSelectorAsSelector(&np.Spec.PodSelector)
	return err == nil && sel.Matches(pod)
}

func checkNetworkPolicies(t *testing.T, vs valueSet, objs []runtime.Object) {
	policies := ofType[*networkingv1.NetworkPolicy](objs)
	if !vs.networkPolicy {
		if len(policies) != 0 {
			t.Errorf("%d NetworkPolicies rendered although networkPolicy is off", len(policies))
		}
		return
	}
	pods := podLabels(objs)
	if len(pods) != 4 {
		t.Fatalf("pods of %v, want the three components and the migration Job", sortedKeys(pods))
	}
	hasType := func(np *networkingv1.NetworkPolicy, pt networkingv1.PolicyType) bool {
		return slices.Contains(np.Spec.PolicyTypes, pt)
	}

	// A default deny of ingress over every pod of the release, the Job's included.
	var denyAll bool
	for _, np := range policies {
		all := true
		for _, pod := range pods {
			all = all && selects(np, pod)
		}
		if all && hasType(np, networkingv1.PolicyTypeIngress) && len(np.Spec.Ingress) == 0 {
			denyAll = true
		}
	}
	if !denyAll {
		t.Error("no NetworkPolicy denies ingress to every pod of the release")
	}

	// What may reach each component: (peer kind, port) pairs.
	type allow struct {
		peer string // "ingress" (the ingress controller), "prometheus", or the component of a pod peer
		port int32
	}
	const ingressNS, prometheusNS = "ingress-nginx", "monitoring" // the namespaces of values.yaml and values-production.yaml
	allowed := map[string][]allow{}
	for component, pod := range pods {
		for _, np := range policies {
			if !selects(np, pod) || !hasType(np, networkingv1.PolicyTypeIngress) {
				continue
			}
			for _, rule := range np.Spec.Ingress {
				if len(rule.From) == 0 || len(rule.Ports) == 0 {
					t.Errorf("NetworkPolicy %s opens %s to anyone or on any port: %+v", np.Name, component, rule)
					continue
				}
				for _, from := range rule.From {
					var peer string
					switch {
					case from.NamespaceSelector != nil && from.NamespaceSelector.MatchLabels["kubernetes.io/metadata.name"] == ingressNS:
						peer = "ingress"
					case from.NamespaceSelector != nil && from.NamespaceSelector.MatchLabels["kubernetes.io/metadata.name"] == prometheusNS:
						peer = "prometheus"
					case from.NamespaceSelector == nil && from.PodSelector != nil:
						sel, _ := metav1.LabelSelectorAsSelector(from.PodSelector)
						for other, otherPod := range pods {
							if sel.Matches(otherPod) {
								peer += other
							}
						}
					}
					if peer == "" {
						t.Errorf("NetworkPolicy %s: unexpected peer %+v", np.Name, from)
					}
					for _, p := range rule.Ports {
						allowed[component] = append(allowed[component], allow{peer, p.Port.IntVal})
					}
				}
			}
		}
	}
	want := map[string][]allow{
		"controlplane": {{"ingress", 8080}, {"prometheus", metricsPorts["controlplane"]}},
		"tenantapi":    {{"controlplane", 8081}, {"ingress", 8081}, {"prometheus", metricsPorts["tenantapi"]}},
		"worker":       {{"prometheus", metricsPorts["worker"]}},
	}
	for component := range pods {
		got := allowed[component]
		slices.SortFunc(got, func(a, b allow) int { return strings.Compare(a.peer, b.peer) })
		if !slices.Equal(got, want[component]) {
			t.Errorf("ingress to %s allowed from %v, want %v", component, got, want[component])
		}
	}

	// Egress: closed but for DNS, PostgreSQL, Redis, HTTPS and controlplane → tenantapi.
	var egress []*networkingv1.NetworkPolicy
	for _, np := range policies {
		if hasType(np, networkingv1.PolicyTypeEgress) {
			egress = append(egress, np)
		}
	}
	if !vs.egressPolicy {
		if len(egress) != 0 {
			t.Errorf("egress restricted although networkPolicy.egress is off")
		}
		return
	}
	for component, pod := range pods {
		ports := map[int32]bool{}
		toTenantAPI := false
		for _, np := range egress {
			if !selects(np, pod) {
				continue
			}
			for _, rule := range np.Spec.Egress {
				for _, p := range rule.Ports {
					ports[p.Port.IntVal] = true
				}
				for _, to := range rule.To {
					if to.PodSelector != nil && to.NamespaceSelector == nil {
						sel, _ := metav1.LabelSelectorAsSelector(to.PodSelector)
						if sel.Matches(pods["tenantapi"]) && slices.ContainsFunc(rule.Ports, func(p networkingv1.NetworkPolicyPort) bool { return p.Port.IntVal == 8081 }) {
							toTenantAPI = true
						}
					}
				}
			}
		}
		for _, p := range []int32{53, 5432, 6379, 26379, 443} {
			if !ports[p] {
				t.Errorf("%s: no egress on port %d", component, p)
			}
		}
		if component == "controlplane" && !toTenantAPI {
			t.Errorf("controlplane may not reach tenantapi (TENANTAPI_URL)")
		}
	}
}

// The metrics the services export (another part of issue 18 implements them) and their labels;
// Prometheus adds job and instance. A histogram's series are its _bucket (with le), _sum and _count.
var dashboardMetrics = map[string][]string{
	"congregate_http_requests_total":           {"route", "method", "code"},
	"congregate_http_request_duration_seconds": {"route", "method"},
	"congregate_http_inflight_requests":        {},
	"congregate_http_shed_total":               {},
	"congregate_church_requests_total":         {"church"},
	"congregate_queue_tasks":                   {"queue", "state"},
	"congregate_tasks_processed_total":         {"type", "outcome"},
	"congregate_task_duration_seconds":         {"type"},
	"congregate_db_connections":                {"cluster", "state"},
	"congregate_db_wait_seconds_total":         {"cluster"},
	"congregate_db_waits_total":                {"cluster"},
}

var histograms = []string{"congregate_http_request_duration_seconds", "congregate_task_duration_seconds"}

// metricLabels is the labels a series name may carry, and whether the name is known at all.
func metricLabels(name string) ([]string, bool) {
	if l, ok := dashboardMetrics[name]; ok && !slices.Contains(histograms, name) {
		return append(slices.Clone(l), "job", "instance"), true
	}
	for _, h := range histograms {
		switch name {
		case h + "_bucket":
			return append(slices.Clone(dashboardMetrics[h]), "job", "instance", "le"), true
		case h + "_sum", h + "_count":
			return append(slices.Clone(dashboardMetrics[h]), "job", "instance"), true
		}
	}
	return nil, false
}

var (
	// A series selector: a name followed by {labels} or a range.
	selectorRE  = regexp.MustCompile(`([a-zA-Z_:][a-zA-Z0-9_:]*)\s*(\{([^}]*)\})?\s*(\[[^\]]*\])?`)
	matcherRE   = regexp.MustCompile(`([a-zA-Z_][a-zA-Z0-9_]*)\s*(=~|!~|!=|=)\s*"`)
	groupingRE  = regexp.MustCompile(`\b(by|without)\s*\(([^)]*)\)`)
	stringRE    = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)
	promqlWords = []string{"sum", "avg", "min", "max", "count", "topk", "bottomk", "rate", "irate", "increase",
		"histogram_quantile", "by", "without", "on", "ignoring", "group_left", "group_right", "and", "or", "unless",
		"label_values", "clamp_min", "clamp_max", "abs", "vector", "scalar", "offset", "bool"}
)

// dashboardQueries walks the dashboard for every PromQL it runs: the panels' targets (expr) and the
// template variables' queries.
func dashboardQueries(v any, out *[]string) {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			if s, ok := x.(string); ok && (k == "expr" || k == "definition" || (k == "query" && strings.Contains(s, "congregate_"))) {
				*out = append(*out, s)
			}
			dashboardQueries(x, out)
		}
	case []any:
		for _, x := range v {
			dashboardQueries(x, out)
		}
	}
}

func TestDashboardUsesOnlyTheExportedMetrics(t *testing.T) {
	b, err := os.ReadFile(dashboardFile)
	if err != nil {
		t.Fatal(err)
	}
	var dash map[string]any
	if err := json.Unmarshal(b, &dash); err != nil {
		t.Fatalf("%s: %v", dashboardFile, err)
	}
	var queries []string
	dashboardQueries(dash, &queries)
	if len(queries) < 15 {
		t.Fatalf("%d queries found in the dashboard; the walk is broken", len(queries))
	}
	used := map[string]bool{}
	for _, q := range queries {
		checkQuery(t, q, used)
	}
	for name := range dashboardMetrics {
		if !used[name] {
			t.Errorf("the dashboard never shows %s", name)
		}
	}

	// The panels the issue asks for.
	var titles []string
	for _, p := range dash["panels"].([]any) {
		titles = append(titles, strings.ToLower(p.(map[string]any)["title"].(string)))
	}
	for _, want := range []string{"request rate", "p99", "5xx", "shed", "in-flight", "top churches", "queue depth", "task outcomes", "connections by cluster"} {
		if !slices.ContainsFunc(titles, func(t string) bool { return strings.Contains(t, want) }) {
			t.Errorf("no panel about %q among %q", want, titles)
		}
	}
	if dash["uid"] != "congregate" {
		t.Errorf("dashboard uid %v, want a fixed one so that links survive re-imports", dash["uid"])
	}
}

func checkQuery(t *testing.T, q string, used map[string]bool) {
	t.Helper()
	// Grafana's variables ($job, $__rate_interval) and strings are not PromQL names.
	bare := stringRE.ReplaceAllString(q, `""`)
	bare = regexp.MustCompile(`\$\{?[a-zA-Z_]+\}?`).ReplaceAllString(bare, "")
	found := false
	for _, m := range selectorRE.FindAllStringSubmatchIndex(bare, -1) {
		name := bare[m[2]:m[3]]
		if slices.Contains(promqlWords, name) || regexp.MustCompile(`^[0-9]`).MatchString(name) {
			continue
		}
		// A label in a grouping or a label_values() argument is not a series.
		if before := strings.TrimRight(bare[:m[2]], " "); strings.HasSuffix(before, "(") || strings.HasSuffix(before, ",") {
			if g := groupingRE.FindAllStringIndex(bare, -1); slices.ContainsFunc(g, func(r []int) bool { return m[2] > r[0] && m[2] < r[1] }) {
				continue
			}
			if strings.HasPrefix(q, "label_values(") && strings.HasSuffix(before, ",") {
				continue
			}
		}
		allowedLabels, ok := metricLabels(name)
		if !ok {
			t.Errorf("query %q names %q, which is not one of the exported metrics", q, name)
			continue
		}
		found = true
		base := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(name, "_bucket"), "_sum"), "_count")
		if _, ok := dashboardMetrics[base]; !ok {
			base = name
		}
		used[base] = true
		if m[6] >= 0 {
			// Matchers are checked on the original text (the bare one blanked the strings).
			for _, lm := range matcherRE.FindAllStringSubmatch(bare[m[6]:m[7]], -1) {
				if !slices.Contains(allowedLabels, lm[1]) {
					t.Errorf("query %q: %s has no label %q", q, name, lm[1])
				}
			}
		}
		if strings.HasSuffix(name, "_bucket") && !strings.Contains(q, "histogram_quantile") {
			t.Errorf("query %q reads buckets outside histogram_quantile", q)
		}
	}
	if !found {
		t.Errorf("query %q names none of the exported metrics", q)
	}
	all := map[string]bool{"job": true, "instance": true, "le": true}
	for _, l := range dashboardMetrics {
		for _, x := range l {
			all[x] = true
		}
	}
	for _, g := range groupingRE.FindAllStringSubmatch(bare, -1) {
		for _, l := range strings.Split(g[2], ",") {
			if l = strings.TrimSpace(l); !all[l] {
				t.Errorf("query %q groups by %q, a label no exported metric has", q, l)
			}
		}
	}
}
