{{/* Names and labels shared by every template. */}}

{{- define "congregate.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
The release's full name; component objects append "-controlplane" etc., so it is cut short enough
for the longest suffix to stay within the 63-character DNS label limit.
*/}}
{{- define "congregate.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 50 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 50 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 50 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "congregate.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "congregate.selectorLabels" -}}
app.kubernetes.io/name: {{ include "congregate.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{- define "congregate.labels" -}}
helm.sh/chart: {{ include "congregate.chart" . }}
{{ include "congregate.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: congregate
{{- end }}

{{/* Component helpers take (dict "root" $ "component" "tenantapi"). */}}

{{- define "congregate.componentName" -}}
{{ include "congregate.fullname" .root }}-{{ .component }}
{{- end }}

{{- define "congregate.componentSelectorLabels" -}}
{{ include "congregate.selectorLabels" .root }}
app.kubernetes.io/component: {{ .component }}
{{- end }}

{{- define "congregate.componentLabels" -}}
{{ include "congregate.labels" .root }}
app.kubernetes.io/component: {{ .component }}
{{- end }}

{{/* The component's image reference: registry/repository:tag, the tag defaulting to appVersion. */}}
{{- define "congregate.image" -}}
{{- $image := (index .root.Values .component).image }}
{{- $tag := $image.tag | default .root.Values.image.tag | default .root.Chart.AppVersion }}
{{- $repository := $image.repository }}
{{- with .root.Values.image.registry }}
{{- $repository = printf "%s/%s" . $repository }}
{{- end }}
{{- printf "%s:%s" $repository $tag }}
{{- end }}

{{- define "congregate.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "congregate.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{- define "congregate.configMapName" -}}
{{ include "congregate.fullname" . }}-config
{{- end }}

{{/* The Secret every component reads: the chart's own when secret.create, else existingSecret. */}}
{{- define "congregate.secretName" -}}
{{- if .Values.secret.create }}
{{- include "congregate.fullname" . }}-secrets
{{- else }}
{{- required "existingSecret must name a Secret holding DATABASE_URL, REDIS_URL, JWT_SECRET, LINK_SECRET and OPS_SECRET_KEY (or set secret.create=true)" .Values.existingSecret }}
{{- end }}
{{- end }}

{{/*
The keys read from the Secret. The first five are needed to start at all, so a missing key stops
the pod with a clear event; provider credentials are optional because the outbox providers (and a
church without Stripe or Maps) run without them. DATABASE_CLUSTERS (the PostgreSQL clusters
churches may be placed on besides DATABASE_URL, "name=postgres://...,name2=...") holds passwords
too, and is optional: without it every church is on DATABASE_URL. With redis.sentinel REDIS_URL is
not read, and is optional.
*/}}
{{- define "congregate.requiredSecretKeys" -}}
{{- if include "congregate.redisSentinel" . }}
{{- list "DATABASE_URL" "JWT_SECRET" "LINK_SECRET" "OPS_SECRET_KEY" | toJson }}
{{- else }}
{{- list "DATABASE_URL" "REDIS_URL" "JWT_SECRET" "LINK_SECRET" "OPS_SECRET_KEY" | toJson }}
{{- end }}
{{- end }}

{{/* REDIS_PASSWORD and REDIS_SENTINEL_PASSWORD: the Sentinel's (or the Cluster's) passwords. */}}
{{- define "congregate.optionalSecretKeys" -}}
{{- $redis := list "REDIS_PASSWORD" "REDIS_SENTINEL_PASSWORD" }}
{{- if include "congregate.redisSentinel" . }}
{{- $redis = prepend $redis "REDIS_URL" }}
{{- end }}
{{- concat (list "DATABASE_CLUSTERS") $redis (list "TWILIO_ACCOUNT_SID" "TWILIO_AUTH_TOKEN" "TWILIO_FROM" "SMTP_USERNAME" "SMTP_PASSWORD" "STRIPE_SECRET_KEY" "STRIPE_WEBHOOK_SECRET" "RECAPTCHA_SECRET" "MAPS_API_KEY") | toJson }}
{{- end }}

{{/* env entries for every Secret key; takes the root context. */}}
{{- define "congregate.secretEnv" -}}
{{- $secret := include "congregate.secretName" . }}
{{- range include "congregate.requiredSecretKeys" . | fromJsonArray }}
- name: {{ . }}
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ . }}
{{- end }}
{{- range include "congregate.optionalSecretKeys" . | fromJsonArray }}
- name: {{ . }}
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ . }}
      optional: true
{{- end }}
{{- end }}

{{- define "congregate.imagePullSecrets" -}}
{{- with .Values.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end }}

{{/*
Checks the Redis values and renders nothing: Sentinel and Cluster exclude each other, and a
Sentinel needs its master's name (the processes refuse the same at start).
*/}}
{{- define "congregate.redisMode" -}}
{{- $r := .Values.redis }}
{{- if and $r.sentinel.addrs $r.cluster.addrs }}
{{- fail "redis.sentinel.addrs and redis.cluster.addrs exclude each other: set one" }}
{{- end }}
{{- if and $r.sentinel.addrs (not $r.sentinel.masterName) }}
{{- fail "redis.sentinel.masterName is required with redis.sentinel.addrs" }}
{{- end }}
{{- end }}

{{/*
"true" when Redis is reached through a Sentinel, which replaces REDIS_URL, else "". With a Cluster
REDIS_URL is still needed: the queues go to the Cluster, the rate limits and notices stay on it.
*/}}
{{- define "congregate.redisSentinel" -}}
{{- include "congregate.redisMode" . }}
{{- if .Values.redis.sentinel.addrs }}true{{ end }}
{{- end }}
