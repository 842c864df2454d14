# The README's commands. `make example` renders an example timeline into out/;
# `make test` runs the whole test suite. Both install missing system packages first.
.PHONY: example test deps bench docs

deps:
	@scripts/install-deps.sh

example: deps
	swift run animrender Timelines/pin-change-frames.json -o out/

test: deps
	swift test

bench: deps
	swift run -c release animrender-bench
