{{/*
The Deployment and Service shared by the three components, so that security settings, probes and
configuration cannot drift between them. Takes a dict:
  root      the chart's root context ($)
  component controlplane | tenantapi | worker (also the key of its values)
  port      the container port, or nil when the component listens on none
  portName  the port's name, which probes and Services refer to
  addrEnv   the variable that tells the binary where to listen (e.g. TENANTAPI_ADDR)
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
          {{- end }}
          envFrom:
            - configMapRef:
                name: {{ include "congregate.configMapName" $root }}
          env:
            {{- if and .addrEnv .port }}
            - name: {{ .addrEnv }}
              value: {{ printf ":%v" .port | quote }}
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
      {{- with $values.affinity }}
      affinity:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $values.tolerations }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
{{- end }}

{{/* A ClusterIP Service in front of a component's "http" port; takes the same dict. */}}
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
    - name: http
      port: {{ .port }}
      targetPort: http
      protocol: TCP
{{- end }}
