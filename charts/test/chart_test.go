// Package test checks the Helm chart in ../congregate without a cluster: helm lint, helm template,
// a strict decode of every rendered object (so a misspelt field or a wrong type fails here rather
// than at install time), and the facts the platform relies on — which host reaches which process,
// the migration hook, probes, resources, autoscaling and where secrets come from.
//
// It lives in its own Go module so that client-go stays out of the services' go.mod.
package test

import (
	"slices"
	"strings"
	"testing"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
)

const (
	chartDir    = "../congregate"
	releaseName = "prod"
	namespace   = "congregate"
	// The cluster version to render for. A helm built with `go install` (rather than helm's
	// release build, which stamps the version in) assumes Kubernetes 1.20, older than the chart's
	// kubeVersion; lint and template must both be told.
	kubeVersion = "1.33.0"
	// The label every component's objects carry; the test finds objects by it, not by name.
	componentLabel = "app.kubernetes.io/component"
)

// secretKeys are the variables that must come from a Secret and never from the ConfigMap.
var secretKeys = []string{
	"DATABASE_URL", "DATABASE_CLUSTERS", "REDIS_URL", "REDIS_PASSWORD", "REDIS_SENTINEL_PASSWORD", "JWT_SECRET", "LINK_SECRET", "OPS_SECRET_KEY", "TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN",
	"TWILIO_FROM", "SMTP_USERNAME", "SMTP_PASSWORD", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET",
	"RECAPTCHA_SECRET", "MAPS_API_KEY",
}

// valueSet is one way of installing the chart and what the rendered objects must then say.
type valueSet struct {
	name        string
	valuesFiles []string

	routes       map[string]string // ingress host → component whose Service serves it
	tls          map[string]string // ingress TLS host → certificate Secret
	ingressClass string

	secretName        string // the Secret the Deployments read
	chartSecret       bool   // whether the chart renders that Secret itself
	migrateSecret     string // the Secret the migration Job reads DATABASE_URL from
	migrateClusters   bool   // whether that Secret, rendered by the chart, holds DATABASE_CLUSTERS
	serviceAccount    string // the Deployments' service account
	jobServiceAccount string // the migration Job's ("" = the namespace default)
	autoscaled        []string
	disruptionBudgets []string // components with a PodDisruptionBudget

	redisSentinel  bool     // REDIS_URL is then optional
	migrateCommand []string // the hook's command and args
	backoffLimit   int32
	serviceMonitor bool
	dashboard      bool
	networkPolicy  bool
	egressPolicy   bool
	spread         bool // topology spread and anti-affinity on every Deployment
	workerMetrics  bool // the worker's health and metrics port (and Service)
}

var valueSets = []valueSet{
	{
		name: "defaults",
		routes: map[string]string{
			"onboarding.congregate.example":      "controlplane",
			"onboarding-test.congregate.example": "controlplane",
			"ops.congregate.example":             "controlplane",
			"*.congregate.example":               "tenantapi",
		},
		tls:               map[string]string{},
		secretName:        "congregate-secrets",
		migrateSecret:     "congregate-secrets",
		serviceAccount:    "prod-congregate",
		jobServiceAccount: "",
		autoscaled:        []string{"tenantapi"},
		disruptionBudgets: []string{"tenantapi"},
		migrateCommand:    []string{"ops", "migrate", "--parallel", "4"},
		backoffLimit:      2,
		workerMetrics:     true,
	},
	{
		name:        "production",
		valuesFiles: []string{"../congregate/values-production.yaml"},
		routes: map[string]string{
			"onboarding.congregate.example":      "controlplane",
			"onboarding-test.congregate.example": "controlplane",
			"ops.congregate.example":             "controlplane",
			"*.congregate.example":               "tenantapi",
		},
		tls: map[string]string{
			"onboarding.congregate.example":      "congregate-tls",
			"onboarding-test.congregate.example": "congregate-tls",
			"ops.congregate.example":             "congregate-tls",
			"*.congregate.example":               "congregate-tls",
		},
		ingressClass:      "nginx",
		secretName:        "congregate-secrets",
		migrateSecret:     "congregate-secrets",
		serviceAccount:    "prod-congregate",
		jobServiceAccount: "",
		autoscaled:        []string{"controlplane", "tenantapi", "worker"},
		disruptionBudgets: []string{"controlplane", "tenantapi", "worker"},
		redisSentinel:     true,
		migrateCommand:    []string{"ops", "migrate", "--parallel", "4"},
		backoffLimit:      2,
		serviceMonitor:    true,
		dashboard:         true,
		networkPolicy:     true,
		egressPolicy:      true,
		spread:            true,
		workerMetrics:     true,
	},
	{
		name:        "observability",
		valuesFiles: []string{"testdata/observability-values.yaml"},
		routes: map[string]string{
			"onboarding.congregate.example":      "controlplane",
			"onboarding-test.congregate.example": "controlplane",
			"ops.congregate.example":             "controlplane",
			"*.congregate.example":               "tenantapi",
		},
		tls:               map[string]string{},
		secretName:        "congregate-secrets",
		migrateSecret:     "congregate-secrets",
		serviceAccount:    "prod-congregate",
		jobServiceAccount: "",
		autoscaled:        []string{"tenantapi"},
		disruptionBudgets: []string{"tenantapi"},
		migrateCommand:    []string{"ops", "migrate", "--parallel", "4"},
		backoffLimit:      2,
		serviceMonitor:    true,
		dashboard:         true,
		networkPolicy:     true,
		workerMetrics:     true,
	},
	{
		name:        "full",
		valuesFiles: []string{"testdata/full-values.yaml"},
		routes: map[string]string{
			"start.church.test":      "controlplane",
			"start-test.church.test": "controlplane",
			"ops.church.test":        "controlplane",
			"*.church.test":          "tenantapi",
			"www.gracechurch.org":    "tenantapi",
			"hope.example.org":       "tenantapi",
		},
		tls: map[string]string{
			"start.church.test":      "platform-tls",
			"start-test.church.test": "platform-tls",
			"ops.church.test":        "platform-tls",
			"*.church.test":          "platform-tls",
			"www.gracechurch.org":    "gracechurch-org-tls",
		},
		ingressClass:      "nginx",
		secretName:        "prod-congregate-secrets",
		chartSecret:       true,
		migrateSecret:     "prod-congregate-migrate",
		migrateClusters:   true,
		serviceAccount:    "congregate-runtime",
		jobServiceAccount: "congregate-runtime",
		autoscaled:        []string{"controlplane", "tenantapi", "worker"},
		disruptionBudgets: []string{"tenantapi"},
		migrateCommand:    []string{"ops", "migrate", "--parallel", "4"},
		backoffLimit:      2,
		workerMetrics:     true,
	},
}

// metricsPorts is where each component serves /metrics (METRICS_ADDR; the worker's health port).
var metricsPorts = map[string]int32{"controlplane": 9101, "tenantapi": 9102, "worker": 9090}

// probePaths is what each component's probes must call: liveness, readiness, and the named port.
var probePaths = map[string][3]string{
	"controlplane": {"/healthz", "/readyz", "http"},
	"tenantapi":    {"/healthz", "/readyz", "http"},
	"worker":       {"/healthz", "/healthz", "metrics"},
}

func TestChartLints(t *testing.T) {
	helm := newHelm(t)
	for _, vs := range valueSets {
		t.Run(vs.name, func(t *testing.T) {
			// --strict turns lint warnings into failures.
			helm.run(t, append([]string{"lint", "--strict", "--kube-version", kubeVersion, chartDir}, valuesArgs(vs.valuesFiles)...)...)
		})
	}
}

func TestChartRefusesToRenderWithoutSecrets(t *testing.T) {
	helm := newHelm(t)
	for _, tc := range []struct {
		name    string
		set     string
		wantErr string
	}{
		{"no secret reference", "existingSecret=", "existingSecret must name a Secret"},
		{"created without a DB URL", "secret.create=true", "secret.values.DATABASE_URL is required"},
		{"sentinel and cluster", "redis.sentinel.addrs={s:26379},redis.sentinel.masterName=m,redis.cluster.addrs={n:6379}",
			"redis.sentinel.addrs and redis.cluster.addrs exclude each other"},
		{"sentinel without master", "redis.sentinel.addrs={s:26379}", "redis.sentinel.masterName is required"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := helm.output("template", releaseName, chartDir, "--kube-version", kubeVersion, "--set", tc.set)
			if err == nil || !strings.Contains(out, tc.wantErr) {
				t.Fatalf("helm template: err=%v, want an error saying %q. Output:\n%s", err, tc.wantErr, out)
			}
		})
	}
}

func TestChartRenders(t *testing.T) {
	helm := newHelm(t)
	for _, vs := range valueSets {
		t.Run(vs.name, func(t *testing.T) {
			objs := helm.template(t, vs.valuesFiles)
			t.Run("names are unique", func(t *testing.T) { checkUniqueNames(t, objs) })
			t.Run("ingress", func(t *testing.T) { checkIngress(t, vs, objs) })
			t.Run("deployments", func(t *testing.T) { checkDeployments(t, vs, objs) })
			t.Run("services", func(t *testing.T) { checkServices(t, vs, objs) })
			t.Run("config and secrets", func(t *testing.T) { checkConfig(t, vs, objs) })
			t.Run("migration job", func(t *testing.T) { checkMigrationJob(t, vs, objs) })
			t.Run("autoscaling", func(t *testing.T) { checkAutoscaling(t, vs, objs) })
			t.Run("disruption budgets", func(t *testing.T) { checkDisruptionBudgets(t, vs, objs) })
			t.Run("metrics", func(t *testing.T) { checkMetrics(t, vs, objs) })
			t.Run("network policies", func(t *testing.T) { checkNetworkPolicies(t, vs, objs) })
		})
	}
}

// The whole point of decoding is strictness; prove the decoder is strict rather than assume it.
func TestDecoderIsStrict(t *testing.T) {
	for name, doc := range map[string]string{
		"misspelt field": "apiVersion: v1\nkind: Service\nmetadata: {name: x}\nspec: {prots: []}\n",
		"wrong type":     "apiVersion: v1\nkind: Service\nmetadata: {name: x}\nspec: {ports: 80}\n",
		"duplicate key":  "apiVersion: v1\nkind: Service\nmetadata: {name: x, name: y}\n",
	} {
		if _, err := decode(doc); err == nil {
			t.Errorf("%s: decoded without error", name)
		}
	}
}

func checkUniqueNames(t *testing.T, objs []runtime.Object) {
	seen := map[string]bool{}
	for _, obj := range objs {
		key := obj.GetObjectKind().GroupVersionKind().Kind + "/" + metaName(obj)
		if seen[key] {
			t.Errorf("%s rendered twice", key)
		}
		seen[key] = true
	}
}

func checkIngress(t *testing.T, vs valueSet, objs []runtime.Object) {
	services := map[string]*corev1.Service{}
	for _, svc := range ofType[*corev1.Service](objs) {
		services[svc.Name] = svc
	}
	routes := map[string]string{}
	tls := map[string]string{}
	for _, ing := range ofType[*networkingv1.Ingress](objs) {
		if got := ptrValue(ing.Spec.IngressClassName); got != vs.ingressClass {
			t.Errorf("ingress %s: class %q, want %q", ing.Name, got, vs.ingressClass)
		}
		for _, entry := range ing.Spec.TLS {
			for _, host := range entry.Hosts {
				tls[host] = entry.SecretName
			}
		}
		for _, rule := range ing.Spec.Rules {
			if _, dup := routes[rule.Host]; dup {
				t.Errorf("host %s has more than one rule", rule.Host)
			}
			if rule.HTTP == nil || len(rule.HTTP.Paths) != 1 || rule.HTTP.Paths[0].Path != "/" {
				t.Errorf("host %s: want exactly one path, /", rule.Host)
				continue
			}
			backend := rule.HTTP.Paths[0].Backend.Service
			svc := services[backend.Name]
			if svc == nil {
				t.Errorf("host %s: backend Service %q is not rendered", rule.Host, backend.Name)
				continue
			}
			if !slices.ContainsFunc(svc.Spec.Ports, func(p corev1.ServicePort) bool { return p.Name == backend.Port.Name }) {
				t.Errorf("host %s: Service %s has no port %q", rule.Host, svc.Name, backend.Port.Name)
			}
			routes[rule.Host] = svc.Labels[componentLabel]
		}
	}
	assertMapEqual(t, "ingress routes (host → component)", routes, vs.routes)
	assertMapEqual(t, "ingress TLS (host → secret)", tls, vs.tls)

	// cert-manager must see its issuer wherever TLS is on.
	for _, ing := range ofType[*networkingv1.Ingress](objs) {
		if len(ing.Spec.TLS) > 0 && ing.Annotations["cert-manager.io/cluster-issuer"] == "" {
			t.Errorf("ingress %s has TLS but no cert-manager issuer annotation", ing.Name)
		}
	}
}

func checkDeployments(t *testing.T, vs valueSet, objs []runtime.Object) {
	deployments := byComponent(ofType[*appsv1.Deployment](objs))
	if got := sortedKeys(deployments); !slices.Equal(got, []string{"controlplane", "tenantapi", "worker"}) {
		t.Fatalf("deployments for %v, want controlplane, tenantapi, worker", got)
	}
	for component, d := range deployments {
		pod := d.Spec.Template.Spec
		if pod.ServiceAccountName != vs.serviceAccount {
			t.Errorf("%s: service account %q, want %q", component, pod.ServiceAccountName, vs.serviceAccount)
		}
		if sc := pod.SecurityContext; sc == nil || !ptrValue(sc.RunAsNonRoot) {
			t.Errorf("%s: pod does not set runAsNonRoot", component)
		}
		if len(pod.Containers) != 1 {
			t.Fatalf("%s: %d containers, want 1", component, len(pod.Containers))
		}
		c := pod.Containers[0]
		checkContainerHardening(t, component, c)
		checkResources(t, component, c.Resources)
		checkSecretEnv(t, component, c, vs.secretName, vs.redisSentinel)
		if vs.spread {
			checkSpread(t, component, d)
		}

		want := probePaths[component]
		checkProbe(t, component+" liveness", c, c.LivenessProbe, want[0], want[2])
		checkProbe(t, component+" readiness", c, c.ReadinessProbe, want[1], want[2])
	}
}

func checkContainerHardening(t *testing.T, who string, c corev1.Container) {
	t.Helper()
	sc := c.SecurityContext
	if sc == nil || !ptrValue(sc.ReadOnlyRootFilesystem) || ptrValue(sc.AllowPrivilegeEscalation) ||
		sc.Capabilities == nil || !slices.Contains(sc.Capabilities.Drop, "ALL") {
		t.Errorf("%s: container must have a read-only root, no privilege escalation and drop ALL capabilities", who)
	}
}

func checkResources(t *testing.T, who string, r corev1.ResourceRequirements) {
	t.Helper()
	for _, name := range []corev1.ResourceName{corev1.ResourceCPU, corev1.ResourceMemory} {
		if _, ok := r.Requests[name]; !ok {
			t.Errorf("%s: no %s request", who, name)
		}
		if _, ok := r.Limits[name]; !ok {
			t.Errorf("%s: no %s limit", who, name)
		}
	}
}

// checkSecretEnv: every secret variable comes from the expected Secret, and only the ones a
// process cannot start without are mandatory.
func checkSecretEnv(t *testing.T, who string, c corev1.Container, secretName string, redisSentinel bool) {
	t.Helper()
	fromSecret := map[string]bool{}
	for _, env := range c.Env {
		if env.Value != "" && slices.Contains(secretKeys, env.Name) {
			t.Errorf("%s: %s is set inline", who, env.Name)
		}
		if env.ValueFrom == nil || env.ValueFrom.SecretKeyRef == nil {
			continue
		}
		ref := env.ValueFrom.SecretKeyRef
		if ref.Name != secretName || ref.Key != env.Name {
			t.Errorf("%s: %s comes from %s/%s, want %s/%s", who, env.Name, ref.Name, ref.Key, secretName, env.Name)
		}
		required := slices.Contains([]string{"DATABASE_URL", "REDIS_URL", "JWT_SECRET", "LINK_SECRET", "OPS_SECRET_KEY"}, env.Name) &&
			!(redisSentinel && env.Name == "REDIS_URL")
		if ptrValue(ref.Optional) == required {
			t.Errorf("%s: %s optional=%v", who, env.Name, ptrValue(ref.Optional))
		}
		fromSecret[env.Name] = true
	}
	for _, key := range secretKeys {
		if !fromSecret[key] {
			t.Errorf("%s: %s is not read from the Secret", who, key)
		}
	}
}

func checkProbe(t *testing.T, who string, c corev1.Container, p *corev1.Probe, path, portName string) {
	t.Helper()
	if p == nil || p.HTTPGet == nil {
		t.Errorf("%s: no HTTP probe", who)
		return
	}
	if p.HTTPGet.Path != path || p.HTTPGet.Port.String() != portName {
		t.Errorf("%s: probe GET %s on port %s, want %s on %s", who, p.HTTPGet.Path, p.HTTPGet.Port.String(), path, portName)
	}
	if !slices.ContainsFunc(c.Ports, func(cp corev1.ContainerPort) bool { return cp.Name == portName }) {
		t.Errorf("%s: probe port %q is not a container port", who, portName)
	}
}

// checkServices: each Service selects exactly its component's pods on ports they expose: http and
// metrics; the worker takes no traffic, and its Service (for Prometheus) has the metrics port only.
func checkServices(t *testing.T, vs valueSet, objs []runtime.Object) {
	deployments := byComponent(ofType[*appsv1.Deployment](objs))
	services := byComponent(ofType[*corev1.Service](objs))
	want := []string{"controlplane", "tenantapi"}
	if vs.workerMetrics {
		want = append(want, "worker")
	}
	if got := sortedKeys(services); !slices.Equal(got, want) {
		t.Errorf("services for %v, want %v", got, want)
	}
	for component, svc := range services {
		wantPorts := map[string]int32{"http": map[string]int32{"controlplane": 8080, "tenantapi": 8081}[component], "metrics": metricsPorts[component]}
		var names []string
		for _, p := range svc.Spec.Ports {
			names = append(names, p.Name)
		}
		if wantNames := map[bool][]string{true: {"metrics"}, false: {"http", "metrics"}}[component == "worker"]; !slices.Equal(names, wantNames) {
			t.Errorf("Service %s: ports %v, want %v", svc.Name, names, wantNames)
		}
		selector := labels.SelectorFromSet(svc.Spec.Selector)
		for other, d := range deployments {
			if selects := selector.Matches(labels.Set(d.Spec.Template.Labels)); selects != (other == component) {
				t.Errorf("Service %s selects %s pods: %v", svc.Name, other, selects)
			}
		}
		container := deployments[component].Spec.Template.Spec.Containers[0]
		for _, port := range svc.Spec.Ports {
			if !slices.ContainsFunc(container.Ports, func(cp corev1.ContainerPort) bool {
				return cp.Name == port.TargetPort.String() && cp.ContainerPort == wantPorts[port.Name]
			}) {
				t.Errorf("Service %s targets %q, not the container's port %d", svc.Name, port.TargetPort.String(), wantPorts[port.Name])
			}
		}
	}
}

func checkConfig(t *testing.T, vs valueSet, objs []runtime.Object) {
	configMaps := map[string]*corev1.ConfigMap{}
	for _, cm := range ofType[*corev1.ConfigMap](objs) {
		configMaps[cm.Name] = cm
	}
	for _, d := range ofType[*appsv1.Deployment](objs) {
		for _, from := range d.Spec.Template.Spec.Containers[0].EnvFrom {
			if from.ConfigMapRef == nil {
				continue
			}
			cm := configMaps[from.ConfigMapRef.Name]
			if cm == nil {
				t.Fatalf("%s reads ConfigMap %q, which is not rendered", d.Name, from.ConfigMapRef.Name)
			}
			for _, key := range []string{"BASE_DOMAIN", "ONBOARDING_HOSTS", "OPS_HOST", "PUBLIC_SCHEME", "SMS_PROVIDER", "EMAIL_PROVIDER"} {
				if cm.Data[key] == "" {
					t.Errorf("ConfigMap %s: %s is empty", cm.Name, key)
				}
			}
			if got, want := cm.Data["TENANTAPI_URL"], "http://prod-congregate-tenantapi:8081"; got != want {
				t.Errorf("ConfigMap %s: TENANTAPI_URL %q, want the tenantapi Service %q", cm.Name, got, want)
			}
			// Redis: the sentinels (production) or the cluster's nodes (observability), never both.
			wantRedis := map[string]string{
				"production":    "REDIS_SENTINEL_ADDRS=redis-node-0.redis-headless.redis.svc:26379,redis-node-1.redis-headless.redis.svc:26379,redis-node-2.redis-headless.redis.svc:26379 REDIS_SENTINEL_MASTER=mymaster",
				"observability": "REDIS_CLUSTER_ADDRS=redis-0.redis:6379,redis-1.redis:6379,redis-2.redis:6379",
			}[vs.name]
			var gotRedis []string
			for _, k := range []string{"REDIS_CLUSTER_ADDRS", "REDIS_SENTINEL_ADDRS", "REDIS_SENTINEL_MASTER"} {
				if v, ok := cm.Data[k]; ok {
					gotRedis = append(gotRedis, k+"="+v)
				}
			}
			if got := strings.Join(gotRedis, " "); got != wantRedis {
				t.Errorf("ConfigMap %s: Redis %q, want %q", cm.Name, got, wantRedis)
			}
			if cm.Data["LOG_FORMAT"] != "json" {
				t.Errorf("ConfigMap %s: LOG_FORMAT %q, want json", cm.Name, cm.Data["LOG_FORMAT"])
			}
			// Links sent to people must not carry the development port.
			if port, ok := cm.Data["PUBLIC_PORT"]; !ok || port != "" {
				t.Errorf("ConfigMap %s: PUBLIC_PORT must be set and empty", cm.Name)
			}
			for _, key := range secretKeys {
				if _, ok := cm.Data[key]; ok {
					t.Errorf("ConfigMap %s holds the secret %s", cm.Name, key)
				}
			}
		}
	}

	// With existingSecret the chart renders no Secret at all, not even the hook's copy.
	var secrets []string
	for _, s := range ofType[*corev1.Secret](objs) {
		if s.Annotations["helm.sh/hook"] == "" || !vs.chartSecret {
			secrets = append(secrets, s.Name)
		}
	}
	var want []string
	if vs.chartSecret {
		want = []string{vs.secretName}
	}
	if !slices.Equal(secrets, want) {
		t.Errorf("chart renders Secrets %v, want %v", secrets, want)
	}
}

func checkMigrationJob(t *testing.T, vs valueSet, objs []runtime.Object) {
	jobs := ofType[*batchv1.Job](objs)
	if len(jobs) != 1 {
		t.Fatalf("%d Jobs, want the migration Job only", len(jobs))
	}
	job := jobs[0]
	hooks := strings.Split(job.Annotations["helm.sh/hook"], ",")
	if !slices.Contains(hooks, "pre-install") || !slices.Contains(hooks, "pre-upgrade") {
		t.Errorf("Job %s: helm.sh/hook = %q, want pre-install and pre-upgrade", job.Name, job.Annotations["helm.sh/hook"])
	}
	if got := job.Annotations["helm.sh/hook-delete-policy"]; got != "before-hook-creation,hook-succeeded" {
		t.Errorf("Job %s: hook-delete-policy = %q", job.Name, got)
	}
	pod := job.Spec.Template.Spec
	if pod.ServiceAccountName != vs.jobServiceAccount {
		t.Errorf("Job %s: service account %q, want %q (the chart's own does not exist yet at pre-install)",
			job.Name, pod.ServiceAccountName, vs.jobServiceAccount)
	}
	c := pod.Containers[0]
	if got := append(slices.Clone(c.Command), c.Args...); !slices.Equal(got, vs.migrateCommand) {
		t.Errorf("Job %s: runs %q, want %q", job.Name, got, vs.migrateCommand)
	}
	// A failed run exits non-zero and a re-run resumes: retries are safe, and bounded in time.
	if got := ptrValue(job.Spec.BackoffLimit); got != vs.backoffLimit {
		t.Errorf("Job %s: backoffLimit %d, want %d", job.Name, got, vs.backoffLimit)
	}
	if d := ptrValue(job.Spec.ActiveDeadlineSeconds); d < 600 || d > 7200 {
		t.Errorf("Job %s: activeDeadlineSeconds %d, want 10 min to 2 h", job.Name, d)
	}
	if pod.RestartPolicy != corev1.RestartPolicyNever {
		t.Errorf("Job %s: restartPolicy %s, want Never (retries are new pods, counted by backoffLimit)", job.Name, pod.RestartPolicy)
	}
	controlplane := byComponent(ofType[*appsv1.Deployment](objs))["controlplane"]
	if want := controlplane.Spec.Template.Spec.Containers[0].Image; c.Image != want {
		t.Errorf("Job %s: image %s, want the controlplane image %s", job.Name, c.Image, want)
	}
	checkContainerHardening(t, job.Name, c)
	checkResources(t, job.Name, c.Resources)

	// Every church schema is migrated on its placement's cluster: the Job reads DATABASE_CLUSTERS
	// (optional) from the Secret it reads DATABASE_URL from.
	refs := map[string]*corev1.SecretKeySelector{}
	for _, env := range c.Env {
		if env.ValueFrom != nil && env.ValueFrom.SecretKeyRef != nil {
			refs[env.Name] = env.ValueFrom.SecretKeyRef
		}
	}
	var dbSecret string
	if ref := refs["DATABASE_URL"]; ref != nil {
		dbSecret = ref.Name
	}
	if dbSecret != vs.migrateSecret {
		t.Errorf("Job %s: DATABASE_URL from Secret %q, want %q", job.Name, dbSecret, vs.migrateSecret)
	}
	if ref := refs["DATABASE_CLUSTERS"]; ref == nil || ref.Name != dbSecret || ref.Key != "DATABASE_CLUSTERS" || !ptrValue(ref.Optional) {
		t.Errorf("Job %s: DATABASE_CLUSTERS not read (optionally) from Secret %q: %+v", job.Name, dbSecret, ref)
	}
	if vs.migrateClusters {
		for _, s := range ofType[*corev1.Secret](objs) {
			if s.Name == dbSecret && len(s.Data["DATABASE_CLUSTERS"]) == 0 {
				t.Errorf("Secret %s lacks the DATABASE_CLUSTERS the values give", s.Name)
			}
		}
	}
	// A Secret the chart renders must itself be a hook that exists before the Job runs.
	for _, s := range ofType[*corev1.Secret](objs) {
		if s.Name == dbSecret && (s.Annotations["helm.sh/hook"] != job.Annotations["helm.sh/hook"] ||
			hookWeight(t, s.Annotations) >= hookWeight(t, job.Annotations)) {
			t.Errorf("Secret %s is not a hook created before Job %s", s.Name, job.Name)
		}
	}
}

func checkAutoscaling(t *testing.T, vs valueSet, objs []runtime.Object) {
	deployments := map[string]*appsv1.Deployment{}
	for _, d := range ofType[*appsv1.Deployment](objs) {
		deployments[d.Name] = d
	}
	var scaled []string
	for _, hpa := range ofType[*autoscalingv2.HorizontalPodAutoscaler](objs) {
		ref := hpa.Spec.ScaleTargetRef
		d := deployments[ref.Name]
		if ref.Kind != "Deployment" || ref.APIVersion != "apps/v1" || d == nil {
			t.Errorf("HPA %s targets %s %s/%s, which is not a rendered Deployment", hpa.Name, ref.APIVersion, ref.Kind, ref.Name)
			continue
		}
		if hpa.Labels[componentLabel] != d.Labels[componentLabel] {
			t.Errorf("HPA %s (%s) scales the %s Deployment", hpa.Name, hpa.Labels[componentLabel], d.Labels[componentLabel])
		}
		if d.Spec.Replicas != nil {
			t.Errorf("Deployment %s sets replicas although %s scales it", d.Name, hpa.Name)
		}
		if len(hpa.Spec.Metrics) < 1 || hpa.Spec.Metrics[0].Resource == nil ||
			hpa.Spec.Metrics[0].Resource.Name != corev1.ResourceCPU ||
			ptrValue(hpa.Spec.Metrics[0].Resource.Target.AverageUtilization) == 0 {
			t.Errorf("HPA %s: want a CPU utilisation target first", hpa.Name)
		}
		if ptrValue(hpa.Spec.MinReplicas) < 1 || hpa.Spec.MaxReplicas < ptrValue(hpa.Spec.MinReplicas) {
			t.Errorf("HPA %s: replicas %d..%d", hpa.Name, ptrValue(hpa.Spec.MinReplicas), hpa.Spec.MaxReplicas)
		}
		scaled = append(scaled, d.Labels[componentLabel])
	}
	slices.Sort(scaled)
	if !slices.Equal(scaled, vs.autoscaled) {
		t.Errorf("autoscaled components %v, want %v", scaled, vs.autoscaled)
	}
}

func checkDisruptionBudgets(t *testing.T, vs valueSet, objs []runtime.Object) {
	deployments := byComponent(ofType[*appsv1.Deployment](objs))
	var got []string
	for _, pdb := range ofType[*policyv1.PodDisruptionBudget](objs) {
		component := pdb.Labels[componentLabel]
		got = append(got, component)
		if pdb.Spec.MaxUnavailable == nil || pdb.Spec.MaxUnavailable.IntValue() < 1 || pdb.Spec.MinAvailable != nil {
			t.Errorf("PodDisruptionBudget %s: want maxUnavailable ≥ 1 (a single replica must not block a drain)", pdb.Name)
		}
		selector := labels.SelectorFromSet(pdb.Spec.Selector.MatchLabels)
		for other, d := range deployments {
			if selects := selector.Matches(labels.Set(d.Spec.Template.Labels)); selects != (other == component) {
				t.Errorf("PodDisruptionBudget %s selects %s pods: %v", pdb.Name, other, selects)
			}
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, vs.disruptionBudgets) {
		t.Errorf("PodDisruptionBudgets for %v, want %v", got, vs.disruptionBudgets)
	}
}
