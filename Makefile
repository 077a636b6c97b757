# xqt: pairing and standings for xiangqi events.
# make demo   run every sample event end to end (writes out/*.xlsx)
# make test   vet, format check and every test (the CI runs this)
# make bench  benchmarks; make soak  long property runs; make fuzz  parser fuzzing
# make cross  build for Windows and macOS and type-check every test there (part of make test)
# make release  binaries for Linux, Windows and macOS in dist/ with SHA256SUMS

GO      ?= go
BIN     := bin/xqt
OUT     := out
SAMPLES := $(sort $(dir $(wildcard samples/*/run.sh)))
DIST    := dist
# The version printed by 'xqt --version': the nearest tag (v1.2.0, or
# v1.2.0-3-g0123abc after it), else the commit; override with make VERSION=...
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo devel)
LDFLAGS := -X github.com/xiangqi-org/xqt/cmd.version=$(VERSION)
# GOOS/GOARCH pairs of make release: what organisers run (Windows PCs, Linux,
# Apple-silicon Macs).
PLATFORMS := linux/amd64 windows/amd64 darwin/arm64

.PHONY: all build demo test vet fmtcheck cross bench soak fuzz release clean

# Targets organisers run xqt on besides linux/amd64 (those of make release).
# Code that differs by system (the atomic replace, the lock, the process
# check) must build and its tests must compile there: go vet type-checks the
# test files too.
CROSS := windows/amd64 darwin/arm64

all: build

build:
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/xqt

# Static binaries (no cgo), reproducible paths (-trimpath), one per platform:
# dist/xqt-linux-amd64, dist/xqt-windows-amd64.exe, dist/xqt-darwin-arm64,
# and dist/SHA256SUMS to check a download with.
release:
	@rm -rf $(DIST) && mkdir -p $(DIST)
	@for p in $(PLATFORMS); do \
		os=$${p%/*}; arch=$${p#*/}; ext=; [ $$os = windows ] && ext=.exe; \
		out=$(DIST)/xqt-$$os-$$arch$$ext; echo "== $$out ($(VERSION))"; \
		CGO_ENABLED=0 GOOS=$$os GOARCH=$$arch $(GO) build -trimpath -ldflags "-s -w $(LDFLAGS)" -o $$out ./cmd/xqt || exit 1; \
	done
	@cd $(DIST) && if command -v sha256sum >/dev/null; then sha256sum xqt-*; else shasum -a 256 xqt-*; fi > SHA256SUMS
	@cat $(DIST)/SHA256SUMS

demo: build
	@mkdir -p $(OUT)
	@for s in $(SAMPLES); do \
		name=$$(basename $$s); \
		echo "== sample $$name"; \
		bash $$s/run.sh "$(CURDIR)/$(BIN)" "$(CURDIR)/$(OUT)/$$name" || exit 1; \
	done
	@echo "workbooks:"; ls -1 $(OUT)/*/*.xlsx
	@echo "results pages:"; ls -1d $(OUT)/*/site/index.html

vet:
	$(GO) vet ./...

fmtcheck:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

cross:
	@for t in $(CROSS); do \
		echo "== cross $$t"; \
		GOOS=$${t%/*} GOARCH=$${t#*/} $(GO) build ./... || exit 1; \
		GOOS=$${t%/*} GOARCH=$${t#*/} $(GO) vet ./... || exit 1; \
	done

test: vet fmtcheck cross
	$(GO) test -count=1 -timeout 15m ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem -timeout 60m ./...

soak:
	XQT_SOAK=1 $(GO) test -count=1 -timeout 120m ./...

fuzz:
	@for pkg in $$($(GO) list ./...); do \
		for f in $$($(GO) test -list '^Fuzz' $$pkg 2>/dev/null | grep '^Fuzz'); do \
			echo "== $$pkg $$f"; $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime 30s -fuzzminimizetime 10x $$pkg || exit 1; \
		done; \
	done

clean:
	rm -rf bin $(OUT) $(DIST)
