# The README's commands. `make example` renders an example timeline into out/;
# `make test` runs the whole test suite, then the example client package's tests (a
# package outside this one's targets that depends on it by path, as a user's would). Both install missing system packages first.
.PHONY: example test deps bench docs

deps:
	@scripts/install-deps.sh

example: deps
	swift run animrender Timelines/pin-change-frames.json -o out/

# The suite: XCTest only (it has no Swift Testing tests, whose empty run would print the last
# line). The client package: both, as a user runs it.
test: deps
	swift test --disable-swift-testing
	cd Examples/ClientPackage && swift test

bench: deps
	swift run -c release animrender-bench

# The README's images: contact sheets and animated PNGs of the key examples.
DOC_EXAMPLES = pin-change-frames pin-change-constraints scale-left-pinned-legacy \
	scale-container-correction-legacy rotation-modern rotation-legacy spring hugging-compression
docs: deps
	swift build -c release --product animrender
	for e in $(DOC_EXAMPLES); do \
	  .build/release/animrender Timelines/$$e.json -o docs/images/$$e --frames none --contact-sheet 6 --apng -q || exit 1; \
	done
	.build/release/animrender check Timelines/checks-profile.json --devices "iPhone SE,iPhone 13" \
	  --sizes large,accessibilityExtraExtraExtraLarge --directions all --contact-sheet --no-images -o docs/images/checks-profile -q
