{{/*
The Deployment and Service shared by the three components, so that security settings, probes and
configuration cannot drift between them. Takes a dict:
  root      the chart's root context ($)
  component controlplane | tenantapi | worker (also the key of its values)
  port      the container port, or nil when the component listens on none
  portName  the port's name, which probes and Services refer to
  addrEnv   the variable that tells the binary where to listen (e.g. TENANTAPI_ADDR)
  metricsPort  a separate /metrics port (METRICS_ADDR), or nil when the port above serves metrics
*/}}
{{- define "congregate.deployment" -}}
{{- $root := .root }}
{{- $values := index $root.Values .component }}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "congregate.componentName" . }}
  labels:
    {{- include "congregate.componentLabels" . | nindent 4 }}
spec:
  {{- /* Under an HPA the replica count is the autoscaler's; setting it here would reset it on every upgrade. */}}
  {{- if not $values.autoscaling.enabled }}
  replicas: {{ $values.replicaCount }}
  {{- end }}
  selector:
    matchLabels:
      {{- include "congregate.componentSelectorLabels" . | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "congregate.componentSelectorLabels" . | nindent 8 }}
      annotations:
        {{- /* Environment is read only at start, so a changed ConfigMap or Secret must roll the pods. */}}
        checksum/config: {{ include (print $root.Template.BasePath "/configmap.yaml") $root | sha256sum }}
        {{- if $root.Values.secret.create }}
        checksum/secret: {{ include (print $root.Template.BasePath "/secret.yaml") $root | sha256sum }}
        {{- end }}
        {{- $scrapePort := .metricsPort | default (ternary .port nil (eq .portName "metrics")) }}
        {{- if and $root.Values.metrics.podAnnotations $scrapePort }}
        prometheus.io/scrape: "true"
        prometheus.io/port: {{ $scrapePort | quote }}
        prometheus.io/path: /metrics
        {{- end }}
        {{- with $values.podAnnotations }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      serviceAccountName: {{ include "congregate.serviceAccountName" $root }}
      # The services never call the Kubernetes API.
      automountServiceAccountToken: false
      {{- with $root.Values.imagePullSecrets }}
      imagePullSecrets:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      securityContext:
        {{- toYaml $root.Values.podSecurityContext | nindent 8 }}
      containers:
        - name: {{ .component }}
          image: {{ include "congregate.image" . }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          securityContext:
            {{- toYaml $root.Values.securityContext | nindent 12 }}
          {{- if .port }}
          ports:
            - name: {{ .portName }}
              containerPort: {{ .port }}
              protocol: TCP
            {{- with .metricsPort }}
            - name: metrics
              containerPort: {{ . }}
              protocol: TCP
            {{- end }}
          {{- end }}
          envFrom:
            - configMapRef:
                name: {{ include "congregate.configMapName" $root }}
          env:
            {{- if and .addrEnv .port }}
            - name: {{ .addrEnv }}
              value: {{ printf ":%v" .port | quote }}
            {{- end }}
            {{- with .metricsPort }}
            - name: METRICS_ADDR
              value: {{ printf ":%v" . | quote }}
            {{- end }}
            {{- include "congregate.secretEnv" $root | trim | nindent 12 }}
          {{- /* Probes need a port to talk to; a worker without its metrics port runs unprobed. */}}
          {{- if .port }}
          livenessProbe:
            {{- toYaml $values.livenessProbe | nindent 12 }}
          readinessProbe:
            {{- toYaml $values.readinessProbe | nindent 12 }}
          {{- end }}
          resources:
            {{- toYaml $values.resources | nindent 12 }}
          volumeMounts:
            # The root filesystem is read-only; Go's multipart parser and the outbox write to /tmp.
            - name: tmp
              mountPath: /tmp
      volumes:
        - name: tmp
          emptyDir: {}
      {{- with $values.nodeSelector }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- if $values.affinity }}
      affinity:
        {{- toYaml $values.affinity | nindent 8 }}
      {{- else if $values.podAntiAffinity }}
      {{- $term := dict "topologyKey" "kubernetes.io/hostname" "labelSelector" (dict "matchLabels" (include "congregate.componentSelectorLabels" . | fromYaml)) }}
      affinity:
        podAntiAffinity:
          {{- if eq $values.podAntiAffinity "hard" }}
          requiredDuringSchedulingIgnoredDuringExecution:
            {{- list $term | toYaml | nindent 12 }}
          {{- else if eq $values.podAntiAffinity "soft" }}
          preferredDuringSchedulingIgnoredDuringExecution:
            - weight: 100
              podAffinityTerm:
                {{- toYaml $term | nindent 16 }}
          {{- else }}
          {{- fail (printf "%s.podAntiAffinity must be soft, hard or empty, not %q" .component $values.podAntiAffinity) }}
          {{- end }}
      {{- end }}
      {{- if $values.topologySpread.enabled }}
      topologySpreadConstraints:
        {{- range list "kubernetes.io/hostname" "topology.kubernetes.io/zone" }}
        - maxSkew: {{ $values.topologySpread.maxSkew }}
          topologyKey: {{ . }}
          whenUnsatisfiable: ScheduleAnyway
          labelSelector:
            matchLabels:
              {{- include "congregate.componentSelectorLabels" $ | nindent 14 }}
        {{- end }}
      {{- end }}
      {{- with $values.tolerations }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
{{- end }}

{{/* A ClusterIP Service in front of a component's port and its metrics port; takes the same dict. */}}
{{- define "congregate.service" -}}
apiVersion: v1
kind: Service
metadata:
  name: {{ include "congregate.componentName" . }}
  labels:
    {{- include "congregate.componentLabels" . | nindent 4 }}
spec:
  type: ClusterIP
  selector:
    {{- include "congregate.componentSelectorLabels" . | nindent 4 }}
  ports:
    - name: {{ .portName }}
      port: {{ .port }}
      targetPort: {{ .portName }}
      protocol: TCP
    {{- with .metricsPort }}
    - name: metrics
      port: {{ . }}
      targetPort: metrics
      protocol: TCP
    {{- end }}
{{- end }}
