import AnimRenderKit
import AnimRenderUIKit
import XCTest

/// One engine, two front ends: a controller written with the Swift API and the timeline
/// that says the same thing write the same files, byte for byte.
@MainActor
final class EquivalenceTests: XCTestCase {
    func testRecordingWritesWhatTheCommandLineWrites() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-equivalence-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let timeline = dir.appendingPathComponent("card.json")
        try Data("""
        {
          "version": 1,
          "screen": { "size": [320, 480], "safeArea": { "top": 20 } },
          "render": { "fps": 10 },
          "views": [ { "id": "card", "backgroundColor": "#FF3B30", "cornerRadius": 8 } ],
          "constraints": [
            { "id": "top", "constraint": "card.top == root.safeArea.top + 20" },
            { "id": "card.leading == root.leading", "constraint": "card.leading == root.leading + 20" },
            { "id": "card.trailing == root.trailing", "constraint": "card.trailing == root.trailing - 20" },
            { "id": "card.height == constant", "constraint": "card.height == 120" }
          ],
          "timeline": [
            { "at": 0.2, "changes": [ { "constant": "top", "to": 300 } ], "animate": { "duration": 0.6 } }
          ]
        }
        """.utf8).write(to: timeline)
        let cli = dir.appendingPathComponent("cli"), swift = dir.appendingPathComponent("swift")
        _ = try RenderJob.run(timeline: timeline.path, options: RenderOptions(output: cli.path))

        final class Controller: UIViewController {
            let card = UIView()
            var top: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                card.backgroundColor = .systemRed
                card.layer.cornerRadius = 8
                card.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(card)
                top = card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)
                top.identifier = "top"
                NSLayoutConstraint.activate([
                    top,
                    card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    card.heightAnchor.constraint(equalToConstant: 120),
                ])
            }
        }
        let vc = Controller()
        let recording = try Simulator(size: CGSize(width: 320, height: 480),
                                      safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)).record(vc, fps: 10) { script in
            script.at(0.2) {
                vc.top.constant = 300
                UIView.animate(withDuration: 0.6) { vc.view.layoutIfNeeded() }
            }
        }
        try recording.write(to: swift)

        let files = try FileManager.default.contentsOfDirectory(atPath: cli.path).sorted()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: swift.path).sorted(), files)
        XCTAssertTrue(files.contains("frames.json") && files.contains("trace.txt") && files.contains("frame_0010.png"), "\(files)")
        // Byte for byte, except where frames.json says each constraint was written: the
        // timeline's line, column and JSON path; the Swift file and line that made it.
        for f in files {
            let a = try Data(contentsOf: cli.appendingPathComponent(f)), b = try Data(contentsOf: swift.appendingPathComponent(f))
            guard f == "frames.json" || f == "viewer-data.js" else {
                XCTAssertTrue(a == b, "\(f) differs")
                continue
            }
            let timelineText = String(decoding: a, as: UTF8.self), swiftText = String(decoding: b, as: UTF8.self)
            XCTAssertEqual(try TimelineTwin.withoutSources(timelineText), try TimelineTwin.withoutSources(swiftText),
                           "\(f) differs beyond the constraints' sources")
            XCTAssertEqual(timelineText.components(separatedBy: "\"source\"").count - 1, 4, f)
            let swiftSources = try NSRegularExpression(pattern: #""source":\s*\{[^}]*\}"#)
                .matches(in: swiftText, range: NSRange(swiftText.startIndex..., in: swiftText))
                .compactMap { Range($0.range, in: swiftText).map { swiftText[$0].filter { !$0.isWhitespace } } }
            XCTAssertEqual(swiftSources.count, 4, f)
            XCTAssertTrue(swiftSources.allSatisfy { $0.contains(#""path":"AnimRenderUIKitTests/EquivalenceTests.swift""#) }, "\(swiftSources)")
        }
        // And in memory: the images are the PNGs' pixels.
        let images = try recording.images()
        XCTAssertEqual(images.count, 12)
        XCTAssertEqual(images[5].pngData(), try Data(contentsOf: cli.appendingPathComponent("frame_0005.png")))
    }
}
