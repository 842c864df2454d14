import Layout

/// Where the run's log goes: the trace (trace.txt), and UIKit's console messages as they
/// are logged.
extension Player {
    /// Whether the trace is kept (a run that writes trace.txt).
    public var keepsTrace: Bool {
        get { engine.diagnostics.keepsTrace }
        set { engine.diagnostics.keepsTrace = newValue }
    }

    /// Told every message UIKit prints on the console as it is logged.
    public var consoleObserver: ((String) -> Void)? {
        get { engine.diagnostics.consoleObserver }
        set { engine.diagnostics.consoleObserver = newValue }
    }

    /// Appends a line to the trace at the current time, built only when read.
    public func record(_ kind: TraceEntry.Kind, _ message: @autoclosure () -> String) {
        engine.diagnostics.record(kind, message())
    }
}
