# xqt: pairing and standings for xiangqi events.
# make demo   run every sample event end to end (writes out/*.xlsx)
# make test   vet, format check and every test (the CI runs this)
# make bench  benchmarks; make soak  long property runs; make fuzz  parser fuzzing
# make cross  build for Windows and macOS and type-check every test there (part of make test)

GO      ?= go
BIN     := bin/xqt
OUT     := out
SAMPLES := $(sort $(dir $(wildcard samples/*/run.sh)))

.PHONY: all build demo test vet fmtcheck cross bench soak fuzz clean

# Targets organisers run xqt on besides linux/amd64. Code that differs by
# system (the atomic replace, the lock, the process check) must build and its
# tests must compile there: go vet type-checks the test files too.
CROSS := windows/amd64 darwin/arm64

all: build

build:
	$(GO) build -o $(BIN) ./cmd/xqt

demo: build
	@mkdir -p $(OUT)
	@for s in $(SAMPLES); do \
		name=$$(basename $$s); \
		echo "== sample $$name"; \
		bash $$s/run.sh "$(CURDIR)/$(BIN)" "$(CURDIR)/$(OUT)/$$name" || exit 1; \
	done
	@echo "workbooks:"; ls -1 $(OUT)/*/*.xlsx

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
	rm -rf bin $(OUT)
