# Congregate — `make help` lists the targets.
SHELL := /bin/bash
GO_BINS := ./controlplane/cmd/controlplane ./controlplane/cmd/ops ./tenantapi/cmd/tenantapi ./worker/cmd/worker
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1

.PHONY: tools provision help run test test-checks build build-go build-web deps test-go test-web lint-web test-api-types api-types test-e2e test-chart lint migrate outbox bench bench-web reliability test-reliability screenshots new-migration tenant-baseline

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-16s %s\n", $$1, $$2}'

tools: ## install what a fresh machine lacks (Chromium, PostgreSQL client, Redis, curl, stripe-mock into .tools/bin; helm comes with test-chart)
	scripts/ensure-tools.sh

run: tools build ## build everything and start the stack with the demo church (URLs and logins printed)
	scripts/run.sh

test: tools build ## every test: Go (real PostgreSQL + Redis) beside the checks (API types current, ESLint, Vitest and the bundle budget, Helm chart), then Playwright
	$(MAKE) --no-print-directory -j2 --output-sync=target NO_BUILD=1 test-go test-checks
	$(MAKE) --no-print-directory NO_BUILD=1 test-e2e
	@echo "all tests passed"

# NO_BUILD=1: `make test` built everything once already.
# The Go suite waits on PostgreSQL, Redis and sleeps as much as it computes: the checks run beside it
# (each target's output is printed whole when it ends).
test-checks: test-api-types lint-web test-web test-chart

build: build-go build-web ## build the Go services and both frontends

build-go: ## build the Go binaries into bin/
	@mkdir -p bin
	go build -o bin/ $(GO_BINS)

deps: ## install the JavaScript dependencies
	@if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then npm ci --no-audit --no-fund; fi

build-web: deps ## build the console and the onboarding app
	npm run build

test-go: ## Go tests against the real PostgreSQL and Redis (each run uses its own throw-away databases)
	scripts/services.sh
	scripts/install-stripe-mock.sh >/dev/null
	go test -count=1 -p 2 -timeout 30m ./...

test-web: $(if $(NO_BUILD),deps,build-web) ## Vitest unit tests of the apps, then the bundle budget (sign-in ≤ 170 kB gzip; per-route sizes)
	npm test
	node scripts/bundle-size.mjs

api-types: deps ## regenerate the TypeScript API types (console/, onboarding-web/ and ops-web/src/api/schema.ts) from the OpenAPI documents
	scripts/api-types.sh

test-api-types: deps ## fail when the checked-in API types are not what the OpenAPI documents give now
	scripts/api-types.sh --check

lint-web: deps ## ESLint over console, onboarding-web, ops-web and e2e: typescript-eslint, react-hooks, feature boundaries (eslint.config.mjs)
	npm run lint

screenshots: build ## pictures of the pages for a person to look at, light and dark, desktop and phone (e2e/tests/*screenshots.spec.ts into e2e/screenshots/; not in make test)
	scripts/services.sh
	E2E_SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts screenshots

test-chart: ## helm lint + template, rendered manifests decoded strictly
	scripts/test-chart.sh

test-e2e: $(if $(NO_BUILD),,build) ## Playwright in Debian's Chromium against a freshly started stack
	scripts/services.sh
	npm run e2e

lint: lint-web ## gofmt, go vet (not in make test: go test runs vet's main checks), TypeScript, ESLint
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || (gofmt -l $$(git ls-files '*.go'); exit 1)
	go vet ./...
	npm run typecheck

migrate: build-go ## migrate the control schema and every church schema (DATABASE_URL)
	bin/ops migrate

outbox: ## show the last messages the development outbox recorded (2FA and reset codes)
	@f=$${OUTBOX_FILE:-.data/outbox.jsonl}; if [ -f $$f ]; then tail -n $${N:-10} $$f | python3 -c 'import sys,json; [print(f"[{m[\"sentAt\"]}] {m[\"channel\"]} to {m[\"to\"]}: {m.get(\"subject\") or \"\"}\n{m[\"body\"]}\n") for m in map(json.loads, sys.stdin)]'; else echo "no messages yet ($$f)"; fi

bench: build ## benchmarks (minutes, not in make test): people (10 churches + 100,000 people: a rate sweep 100-500 req/s with p99, shed requests and CPU per request of the API and PostgreSQL, then 100 req/s again at 1,000 churches; statements per list, 10,000-row import; BENCH_ARGS="-rates 100,400 -keep ..."), migrate-all and provisioning with 1,000 church schemas, communications fan-out to a fake Twilio (10,000 recipients), giving (1,000,000 gifts: reports p99, 20,000 statements, a 500-gift commit; BENCH_GIVING_*), The Word's 500 MB uploads and 200 MB ranges, and Lighthouse (bench-web); writes docs/benchmarks.md
	scripts/services.sh
	go run ./scripts/bench-people $(BENCH_ARGS)
	go run ./scripts/bench-migrate
	go test -tags bench -run TestFanout -v -count=1 -timeout 20m ./worker/communications/
	BENCH_COMMUNICATIONS_OUT=$(CURDIR)/docs/benchmarks.md go test ./tenantapi/communications/messages/messagesapi -run TestBenchCommunications -count=1
	BENCH_GIVING_OUT=$(CURDIR)/docs/benchmarks.md go test -tags bench -run TestBenchGiving -v -count=1 -timeout 60m ./worker/giving/
	go test -tags bench -run TestBenchCheckin -v -count=1 -timeout 30m ./tenantapi/children/checkin/
	go test -tags bench -run TestBenchWordUploads -v -count=1 -timeout 30m ./tenantapi/word/media/mediaapi/
	BENCH_PODCASTS_OUT=$(CURDIR)/docs/benchmarks.md go test -tags bench -run TestBenchPodcastFeed -v -count=1 -timeout 20m ./tenantapi/word/podcasts/
	node scripts/bench-lighthouse.mjs

test-reliability: ## the reliability suite (minutes, not in make test): every TestReliability* test, one package at a time: the tenant API killed -9 under load, Redis and PostgreSQL restarted (own cluster on :5434, own Redis on :6391), issue 12's worker kill -9 send, the interrupted church move and migrate-all; prints a summary (docs/reliability.md)
	scripts/services.sh
	@pkgs=$$(grep -rlE --include='*_test.go' --exclude-dir=node_modules --exclude-dir=.data --exclude-dir=.git '^//go:build.*reliability' . | xargs -n1 dirname | sort -u); \
	log=$$(mktemp -t congregate-reliability.XXXXXX); start=$$(date +%s); \
	echo "reliability packages:" $$pkgs; \
	go test -tags reliability -run TestReliability -v -count=1 -p 1 -timeout 30m $$pkgs 2>&1 | tee $$log; rc=$${PIPESTATUS[0]}; \
	echo; echo "== reliability summary ($$(( $$(date +%s) - start ))s; full log $$log) =="; \
	grep -E '^(--- (PASS|FAIL)|ok |FAIL|reliability \(|panic:)|finished in ' $$log | sed 's/^ *reliability_test.go:[0-9]*: //'; \
	exit $$rc

reliability: test-reliability ## alias of test-reliability

bench-web: build ## Lighthouse 12 mobile on sign-in, the dashboard and the onboarding wizard (own stack on BENCH_PORT_BASE=18300; LIGHTHOUSE_RUNS=3); writes its section of docs/benchmarks.md
	scripts/services.sh
	node scripts/bench-lighthouse.mjs

tenant-baseline: ## regenerate migrations/tenant_baseline.sql (what provisioning builds a church from) after a new tenant migration; make test fails while it is stale
	go run ./scripts/tenant-baseline

new-migration: ## make new-migration kind=tenant|control name=add_things (a tenant one: then make tenant-baseline)
	@test -n "$(name)" -a -n "$(kind)" || (echo "usage: make new-migration kind=tenant|control name=..."; exit 1)
	@n=$$(ls migrations/$(kind) | grep -oE '^[0-9]+' | sort -n | tail -1); n=$$(printf '%06d' $$((10#$${n:-0} + 1))); \
	touch migrations/$(kind)/$${n}_$(name).up.sql migrations/$(kind)/$${n}_$(name).down.sql; echo "created migrations/$(kind)/$${n}_$(name).{up,down}.sql"

provision: build-go ## operators: make provision short=harvest name="Harvest Church" [email=... people=N]
	@test -n "$(short)" -a -n "$(name)" || (echo 'usage: make provision short=harvest name="Harvest Church"'; exit 1)
	bin/ops provision --short "$(short)" --name "$(name)" --email "$(email)" --demo-people "$(or $(people),0)"
