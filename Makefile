# claimsite: `make run` serves the site on http://localhost:8080 (SQLite,
# seeded content); `make test` runs every test suite. See README.md.

SHELL := /bin/bash
GO    ?= go
BIN   := bin/claimsite

.PHONY: run build web test test-go test-web test-e2e lighthouse bench bench-scale clean lint

run: build
	./$(BIN) serve

build: web
	$(GO) build -o $(BIN) ./cmd/claimsite

# npm ci only when the lock file changed since the last install.
web/node_modules/.installed: web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

web: web/node_modules/.installed
	cd web && npm run build

test:
	scripts/test.sh

# Static checks, Go and web (scripts/lint.sh); make test runs them too.
lint: web
	scripts/lint.sh

test-go: web
	scripts/ensure-tools.sh
	$(GO) vet ./...
	CLAIMSITE_REQUIRE_POSTGRES=1 CLAIMSITE_REQUIRE_SMTP=1 scripts/with-postgres.sh $(GO) test -count=1 -parallel 8 ./...

test-web: web/node_modules/.installed
	cd web && npm test

test-e2e: build
	scripts/ensure-tools.sh
	cd web && npm run e2e

# The Lighthouse gate alone: LIGHTHOUSE_RUNS runs per page (median).
LIGHTHOUSE_RUNS ?= 1
lighthouse: build
	scripts/ensure-tools.sh
	scripts/lighthouse.sh $(LIGHTHOUSE_RUNS)

# Load test (scripts/bench.sh), then Lighthouse's median of three runs per
# page; both run, and bench fails when either missed a target.
bench: build
	scripts/ensure-tools.sh bench
	status=0; scripts/bench.sh || status=1; scripts/lighthouse.sh 3 || status=1; exit $$status

# The admin area at scale (scripts/bench-scale.sh): demo-data at 10,000 and
# SCALE_LEADS (1,000,000) leads on SQLite and PostgreSQL, p50/p99 of every
# admin list, filter, search, analytics range and the dashboard, and intake.
bench-scale: build
	scripts/ensure-tools.sh
	scripts/bench-scale.sh

clean:
	rm -rf bin web/dist web/dist-server

# The long suite beside `make test`, against the real binary
# (scripts/verify.sh runs every scripts/verify/*.sh: kill -9, soak, two
# instances, fuzzing, sweeps, outside tools, the @long browser journeys);
# prints a summary table and fails on any failed step. `scripts/verify.sh 10 30` runs some steps.
.PHONY: verify
verify:
	scripts/verify.sh
