import XCTest
import Foundation
import Geometry
import Playback
import Render
import Timeline
@testable import AnimRenderKit

/// A timeline of the given views and constraints on an iPhone 8 (375 × 667, a 20 pt
/// status bar in portrait), at 10 fps, one frame unless `duration` says more.
func checkTimeline(views: String, constraints: String = "", extra: String = "",
                   screen: String = ##"{ "device": "iPhone 8" }"##, duration: Double = 0) -> String {
    """
    { "version": 1, "screen": \(screen), "render": { "fps": 10, "duration": \(duration) },
      "views": [ \(views) ], "constraints": [ \(constraints) ] \(extra.isEmpty ? "" : ", " + extra) }
    """
}

/// Loads a timeline from text (its `checks` included).
func loadTimeline(_ json: String) throws -> Timeline {
    try AnimRenderError.locating { try TimelineLoader.load(text: json, fileName: "check-test.json") }
}

/// The findings of every frame of `json` in one combination: the timeline's own, or
/// the one `combination` picks from it; `settings` over the timeline's `checks`.
func findings(_ json: String, settings: CheckSettings = CheckSettings(), endState: Bool = false,
              _ combination: ((inout CheckCombination) -> Void)? = nil) throws -> [CheckFinding] {
    let timeline = try loadTimeline(json)
    var c = CheckMatrix().combinations(for: timeline).combinations[0]
    combination?(&c)
    var options = CheckOptions()
    options.settings = settings
    options.endStateOnly = endState
    let text = try TextEngine.shared()
    let result = CheckJob.play(timeline, c, options: options, text: text, renderer: Renderer(text: text))
    if let error = result.error { throw error }
    return result.findings
}

/// The settings with only `rules` on: a test of one rule is not disturbed by the others.
func only(_ rules: CheckRule...) -> CheckSettings {
    var s = CheckSettings()
    s.off = Set(CheckRule.allCases).subtracting(rules)
    return s
}

/// WCAG's contrast of two hex colours, worked out here from the standard's formula.
func wcagContrast(_ a: String, _ b: String) -> Double {
    func luminance(_ hex: String) -> Double {
        let v = Int(hex.dropFirst(), radix: 16)!
        func linear(_ c: Int) -> Double {
            let x = Double(c) / 255
            return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear((v >> 16) & 0xFF) + 0.7152 * linear((v >> 8) & 0xFF) + 0.0722 * linear(v & 0xFF)
    }
    let x = luminance(a), y = luminance(b)
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
}
