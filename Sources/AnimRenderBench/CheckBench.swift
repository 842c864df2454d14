import AnimRenderKit
import Foundation
import Geometry

/// The checks benchmark: a 20-view settings screen — a large title, five rows of icon,
/// title and detail label, a button, a toolbar with two items — checked in 1,536
/// combinations (the 32 devices × 12 text sizes × 2 directions × 2 appearances), its end
/// state (`--frames last`), then with a 30-frame animation (the rows settle 12 pt higher,
/// every frame checked). Output into a scratch folder, images for the failing combinations
/// only (at the largest text sizes the detail labels run out of room: real findings).
/// Prints, per workload, the wall and CPU time, the combinations, findings and the
/// machine's load to read them against.
///
/// usage: animrender-bench check [end|animated] [--jobs N]
///        animrender-bench check timeline [end|animated]   (prints the timeline, to run it with `animrender check`)
func runCheckBench(_ args: [String]) {
    if args.first == "timeline" { return print(checkBenchTimeline(animated: args.dropFirst().first == "animated")) }
    let jobs = args.firstIndex(of: "--jobs").flatMap { args.indices.contains($0 + 1) ? Int(args[$0 + 1]) : nil }
    let which = args.first { $0 == "end" || $0 == "animated" }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-check-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    for (name, animated) in [("end", false), ("animated", true)] where which == nil || which == name {
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let file = scratch.appendingPathComponent("settings-\(name).json")
            try Data(checkBenchTimeline(animated: animated).utf8).write(to: file)
            var options = CheckOptions(output: scratch.appendingPathComponent("out-\(name)").path)
            options.matrix = CheckMatrix(devices: try CheckMatrix.devices("all"), sizes: try CheckMatrix.sizes("all"),
                                         directions: [.leftToRight, .rightToLeft], appearances: [.light, .dark])
            options.endStateOnly = !animated
            options.jobs = jobs
            var report: CheckReport?
            var failure: Error?
            let t = timed {
                do { report = try CheckJob.run(timelines: [file.path], options: options) } catch { failure = error }
            }
            if let failure { print("check bench: \(failure)"); continue }
            guard let report else { continue }
            let frames = report.combinations.map(\.framesChecked).reduce(0, +)
            let failing = report.combinations.filter(\.failed).count
            print(String(format: "check-%@\tcombinations=%d\tframes=%d\tfailing=%d\tfindings=%d\twall_s=%.2f\tcpu_s=%.2f\tload=%@",
                         name, report.combinations.count, frames, failing, report.findings.count, t.wall, t.process, loadAverage()))
        } catch {
            print("check bench: \(error)")
        }
    }
}

/// The screen, on the timeline's own iPhone 13 (the matrix replaces the device).
func checkBenchTimeline(animated: Bool) -> String {
    var views = [#"{ "id": "title", "text": "Settings", "font": { "textStyle": "largeTitle" }, "textColor": "label" }"#]
    var constraints = ["title.leading == root.leadingMargin", "title.top == root.safeArea.top + 8", "title.trailing <= root.trailingMargin"]
    let rows = ["Wi-Fi", "Bluetooth", "Notifications", "Sounds", "Battery"]
    let details = ["Home", "On", "Banners", "Default", "84%"]
    for (k, (row, detail)) in zip(rows, details).enumerated() {
        views.append(#"{ "id": "icon\#(k)", "backgroundColor": "systemBlue", "cornerRadius": 7 }"#)
        views.append(#"{ "id": "row\#(k)", "text": "\#(row)", "font": { "textStyle": "body" }, "textColor": "label" }"#)
        views.append(##"{ "id": "detail\##(k)", "text": "\##(detail)", "font": { "textStyle": "body" }, "textColor": { "light": "#5C5C62", "dark": "#AEAEB2" } }"##)
        let above = k == 0 ? "title.bottom + 16" : "icon\(k - 1).bottom + 16"
        constraints += k == 0 ? [#"{ "id": "rowsTop", "constraint": "icon0.top == \#(above)" }"#] : ["icon\(k).top == \(above)"]
        constraints += ["icon\(k).leading == root.leadingMargin", "icon\(k).width == 29", "icon\(k).height == 29",
                        "row\(k).leading == icon\(k).trailing + 12", "row\(k).centerY == icon\(k).centerY",
                        "detail\(k).trailing == root.trailingMargin", "detail\(k).centerY == icon\(k).centerY",
                        "detail\(k).leading >= row\(k).trailing + 8"]
    }
    views.append(##"{ "id": "save", "text": "Save", "font": { "textStyle": "headline" }, "textColor": "#FFFFFF", "textAlignment": "center", "backgroundColor": "#0062CC", "cornerRadius": 12 }"##)
    constraints += ["save.leading == root.leadingMargin", "save.trailing == root.trailingMargin", "save.top == icon4.bottom + 24",
                    "save.height == 50"]
    views.append(#"{ "id": "toolbar", "backgroundColor": "secondarySystemBackground" }"#)
    views.append(#"{ "id": "done", "parent": "toolbar", "text": "Done", "font": { "textStyle": "body" }, "textColor": "label" }"#)
    views.append(#"{ "id": "help", "parent": "toolbar", "text": "Help", "font": { "textStyle": "body" }, "textColor": "label" }"#)
    constraints += ["toolbar.leading == root.leading", "toolbar.trailing == root.trailing", "toolbar.bottom == root.bottom",
                    "toolbar.top == root.safeArea.bottom - 49", "done.trailing == toolbar.trailingMargin", "done.top == toolbar.top + 12",
                    "help.leading == toolbar.leadingMargin", "help.top == toolbar.top + 12"]
    let events = animated ? #", "timeline": [ { "at": 0, "changes": [ { "constant": "rowsTop", "to": 4 } ], "animate": { "duration": 0.9 } } ]"# : ""
    let render = animated ? #""render": { "fps": 30, "duration": 0.966 }"# : #""render": { "fps": 30, "duration": 0 }"#
    return """
        { "version": 1, "title": "Check benchmark: a settings screen of 20 views", "screen": { "device": "iPhone 13" }, \(render),
          "views": [ \(views.joined(separator: ",\n")) ],
          "constraints": [ \(constraints.map { $0.hasPrefix("{") ? $0 : "\"\($0)\"" }.joined(separator: ", ")) ],
          "checks": { "views": { "toolbar": { "safeArea": false, "offScreen": false }, "save": { "tapTarget": true } } }\(events) }
        """
}
