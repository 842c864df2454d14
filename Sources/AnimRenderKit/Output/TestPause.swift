import Foundation

/// A test-only hook that lets the kill tests stop a run at a named step of writing its
/// output folder (`staged:3`, `streaming:NAME` after a streamed file's first piece — frames.json's while it is still an unnamed scratch file, `journal`,
/// `switch:2`, `removed`, `manifest`, `committed`)
/// and kill it there. With `ANIMRENDER_TEST_PAUSE=STEP` in the environment, the run
/// prints `animrender: paused at STEP` on stderr when it reaches that step and waits to
/// be killed. Without the variable (or at any other step) it does nothing at all.
enum TestPause {
    private static let step = ProcessInfo.processInfo.environment["ANIMRENDER_TEST_PAUSE"]

    static func at(_ name: @autoclosure () -> String) {
        guard let step, step == name() else { return }
        FileHandle.standardError.write(Data("animrender: paused at \(step) (pid \(getpid()))\n".utf8))
        while true { sleep(60) }
    }
}
