import Foundation

/// A test-only hook that lets the kill tests stop a run at a named step of writing its
/// output folder (`OutputFolder.onStep` lists them) and kill it there. With
/// `ANIMRENDER_TEST_PAUSE=STEP` in the environment, the run prints
/// `animrender: paused at STEP` on stderr when it reaches that step and waits to be
/// killed. Without the variable the run is told nothing: the command line's own, not the
/// library's (no test code in a product).
enum TestPause {
    /// The observer for `RenderOptions.onOutputStep`, nil without the variable.
    static var observer: (@Sendable (String) -> Void)? {
        guard let step = ProcessInfo.processInfo.environment["ANIMRENDER_TEST_PAUSE"] else { return nil }
        return { reached in
            guard reached == step else { return }
            FileHandle.standardError.write(Data("animrender: paused at \(step) (pid \(getpid()))\n".utf8))
            while true { sleep(60) }
        }
    }
}
