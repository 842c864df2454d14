import Foundation
import XCTest
import TestSupport

/// Debian's Chromium, headless, driven through `scripts/browser-driver.py` (Playwright for
/// Python as the remote control; the browser is `/usr/bin/chromium`, never a download).
/// One JSON request per line, one JSON answer per line. A missing Python package or browser
/// is a test FAILURE naming the install command, never a skip: CI installs both.
final class Browser {
    struct Failure: Error, CustomStringConvertible { let description: String }

    private let process = Process()
    private let input = Pipe(), output = Pipe(), errors = Pipe()
    private var buffer = Data()

    /// Screenshots land here, named after the test, to be looked at.
    static let screenshots = Repository.root.appendingPathComponent(".build/browser-screenshots")

    init() throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Repository.root.appendingPathComponent("scripts/browser-driver.py").path]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let hello = try readAnswer()
        guard hello["ok"] as? Bool == true else {
            throw Failure(description: "the browser could not start: \(hello["error"] ?? "?"); "
                          + "CI installs it with `apt-get install chromium` and `pip install playwright`")
        }
    }

    deinit { quit() }

    private static var sharedBrowser: Browser?
    /// One browser for the whole test run (Chromium takes seconds to start); it closes when
    /// the test process ends and the driver's stdin with it.
    static func shared() throws -> Browser {
        if let b = sharedBrowser { return b }
        let b = try Browser()
        sharedBrowser = b
        return b
    }

    func quit() {
        guard process.isRunning else { return }
        _ = try? send(["op": "quit"])
        process.waitUntilExit()
    }

    @discardableResult
    func send(_ request: [String: Any]) throws -> [String: Any] {
        guard process.isRunning else { throw Failure(description: "the browser driver has exited") }
        var line = try JSONSerialization.data(withJSONObject: request)
        line.append(0x0A)
        input.fileHandleForWriting.write(line)
        let answer = try readAnswer()
        guard answer["ok"] as? Bool == true else {
            throw Failure(description: "browser: \(answer["error"] as? String ?? "failed") (request \(request["op"] ?? "?"))")
        }
        return answer
    }

    private func readAnswer() throws -> [String: Any] {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[buffer.index(after: newline)...])
                guard let object = try JSONSerialization.jsonObject(with: line) as? [String: Any] else {
                    throw Failure(description: "browser driver said: \(String(decoding: line, as: UTF8.self))")
                }
                return object
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty {
                let stderr = String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
                throw Failure(description: "the browser driver exited: \(stderr.suffix(2000)); "
                              + "it needs `pip install playwright` and Debian's `chromium`")
            }
            buffer.append(chunk)
        }
    }

    // MARK: - What the tests say

    /// Opens `file` and waits until the page says it is ready (`<body data-ready>`);
    /// returns the milliseconds from navigation to the load event.
    @discardableResult
    func open(_ file: URL, width: Int = 1280, height: Int = 900, waitForReady: Bool = true) throws -> Double {
        let answer = try send(["op": "open", "url": file.absoluteString, "width": width, "height": height])
        if waitForReady { try waitFor("document.body.dataset.ready === 'true'") }
        return answer["ms"] as? Double ?? .nan
    }

    func eval(_ js: String) throws -> Any? { try send(["op": "eval", "js": js])["value"] }
    func string(_ js: String) throws -> String? { try eval(js) as? String }
    func int(_ js: String) throws -> Int? { (try eval(js) as? NSNumber)?.intValue }
    func double(_ js: String) throws -> Double? { (try eval(js) as? NSNumber)?.doubleValue }
    func bool(_ js: String) throws -> Bool? { try eval(js) as? Bool }

    func click(_ selector: String) throws { try send(["op": "click", "selector": selector]) }
    func click(x: Double, y: Double) throws { try send(["op": "click", "x": x, "y": y]) }
    func press(_ key: String) throws { try send(["op": "press", "key": key]) }
    func check(_ selector: String, _ on: Bool) throws { try send(["op": "check", "selector": selector, "on": on]) }
    func select(_ selector: String, _ value: String) throws { try send(["op": "select", "selector": selector, "value": value]) }
    /// Sets a range or text input's value and fires `input`, as dragging or typing would.
    func fill(_ selector: String, _ value: String) throws { try send(["op": "fill", "selector": selector, "value": value]) }
    func waitFor(_ js: String, timeout: Int = 5000) throws { try send(["op": "waitFor", "js": js, "timeout": timeout]) }

    /// Console errors, uncaught exceptions and failed requests since the page was opened.
    func consoleErrors() throws -> [String] { try send(["op": "console"])["errors"] as? [String] ?? [] }

    /// A PNG of the page (or one element) under `.build/browser-screenshots/NAME.png`.
    @discardableResult
    func screenshot(_ name: String, selector: String? = nil) throws -> URL {
        try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
        let url = Self.screenshots.appendingPathComponent(name + ".png")
        var request: [String: Any] = ["op": "screenshot", "path": url.path]
        if let selector { request["selector"] = selector }
        try send(request)
        return url
    }
}
