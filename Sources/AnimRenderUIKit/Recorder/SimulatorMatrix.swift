import AnimRenderKit
import Foundation
import Geometry
import Playback

/// The configurations a screen ships on: every combination of the devices, orientations,
/// text sizes, layout directions and appearances listed — `animrender check`'s matrix, in
/// Swift. Made by `Simulator.matrix(…)`; `assertLayoutChecks(of:across:…)` records a
/// controller in each combination and holds every frame to the layout rules.
///
/// Not UIKit: animrender's.
public struct SimulatorMatrix: Sendable {
    public var devices: [String]
    public var orientations: [UIInterfaceOrientation]
    public var contentSizeCategories: [UIContentSizeCategory]
    public var layoutDirections: [UIUserInterfaceLayoutDirection]
    public var userInterfaceStyles: [UIUserInterfaceStyle]

    /// One combination: a simulator's settings, named as check.json names them.
    public struct Combination: Hashable, Sendable, CustomStringConvertible {
        public var device: String
        public var orientation: UIInterfaceOrientation
        public var contentSizeCategory: UIContentSizeCategory
        public var layoutDirection: UIUserInterfaceLayoutDirection
        public var userInterfaceStyle: UIUserInterfaceStyle

        var check: CheckCombination {
            CheckCombination(device: device, orientation: orientation.geometry,
                             contentSizeCategory: contentSizeCategory.geometry ?? .default,
                             layoutDirection: layoutDirection.geometry, userInterfaceStyle: userInterfaceStyle.geometry ?? .light)
        }
        /// `iPhone-13.portrait.large.ltr.light`.
        public var key: String { check.key }
        /// `iPhone 13 · portrait · large · LTR · light`.
        public var description: String { check.label }
    }

    /// Every combination, devices first, then orientations, text sizes, directions and
    /// appearances, each in the order listed.
    public var combinations: [Combination] {
        devices.flatMap { d in orientations.flatMap { o in contentSizeCategories.flatMap { c in layoutDirections.flatMap { l in
            userInterfaceStyles.map { Combination(device: d, orientation: o, contentSizeCategory: c, layoutDirection: l, userInterfaceStyle: $0) }
        } } } }
    }

    /// A simulator set up for each combination, in `combinations`' order.
    @MainActor public var simulators: [Simulator] {
        combinations.map { c in
            let s = Simulator(device: c.device, orientation: c.orientation)
            s.contentSizeCategory = c.contentSizeCategory
            s.layoutDirection = c.layoutDirection
            s.userInterfaceStyle = c.userInterfaceStyle
            return s
        }
    }

    /// Records a new controller (`makeController()`, called once per combination) on each
    /// combination's simulator, with `script` scheduling what happens to it; throws the
    /// first recording's error, naming its combination.
    @MainActor
    public func record<Controller: UIViewController>(_ makeController: () -> Controller, fps: Int = 30, duration: TimeInterval? = nil,
                                                     _ script: (Controller, Script) throws -> Void = { _, _ in }) throws -> [MatrixRecording] {
        try zip(combinations, simulators).map { c, simulator in
            let controller = makeController()
            do {
                return MatrixRecording(combination: c, recording: try simulator.record(controller, fps: fps, duration: duration) {
                    try script(controller, $0)
                })
            } catch {
                throw RecordingError(.combination(c, .init(error)))
            }
        }
    }
}

/// One combination's recording (`SimulatorMatrix.record`).
public struct MatrixRecording: Sendable {
    public let combination: SimulatorMatrix.Combination
    public let recording: Recording

    /// What the layout rules find in every frame (`settings` tune them, as a timeline's
    /// `checks` do), in report order.
    public func findings(settings: CheckSettings = CheckSettings()) throws -> [CheckFinding] {
        try recording.recorded {
            try LayoutChecks.findings(of: try recording.played.frames(named: combination.key, RecordingOutputOptions()), settings: settings)
        }
    }
}

extension Simulator {
    /// The matrix of every combination of these: `animrender check`'s `--devices`,
    /// `--orientations`, `--sizes`, `--directions` and `--appearances`, in Swift. Device
    /// names are the device table's (`animrender devices`); an unknown one is reported when
    /// the matrix records.
    public nonisolated static func matrix(devices: [String] = ["iPhone 13"], orientations: [UIInterfaceOrientation] = [.portrait],
                                          contentSizeCategories: [UIContentSizeCategory] = [.large],
                                          layoutDirections: [UIUserInterfaceLayoutDirection] = [.leftToRight],
                                          userInterfaceStyles: [UIUserInterfaceStyle] = [.light]) -> SimulatorMatrix {
        SimulatorMatrix(devices: devices, orientations: orientations, contentSizeCategories: contentSizeCategories,
                        layoutDirections: layoutDirections, userInterfaceStyles: userInterfaceStyles)
    }

    /// Every device of the table (`animrender devices`), phones and pads.
    public nonisolated static var allDevices: [String] { Device.all.map(\.name) }
}
